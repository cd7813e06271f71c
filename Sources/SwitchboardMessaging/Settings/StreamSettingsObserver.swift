/// A ``SharedSettings/values(of:bufferingPolicy:file:line:isolation:)`` observation: feeds an
/// async stream's continuation on the delivering thread.
final class StreamSettingsObserver<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let keyPath: any KeyPath<Value, Field> & Sendable
    private let continuation: AsyncStream<Field>.Continuation

    init(
        id: UInt64, registeredAt: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        lock: SettingsLock<Value>, continuation: AsyncStream<Field>.Continuation
    ) {
        self.keyPath = keyPath
        self.continuation = continuation
        super.init(id: id, registeredAt: registeredAt, kind: .values, fileID: fileID, line: line, lock: lock)
    }

    override func deliver(from old: Value, to new: Value, lock: SettingsLock<Value>, isolation: isolated (any Actor)?) {
        let field = new[keyPath: keyPath]
        guard old[keyPath: keyPath] != field else { return }
        continuation.yield(field)
    }

    override var keyPathDescription: String { "\(keyPath)" }
    override func settingsDidEnd() { continuation.finish() }
}
