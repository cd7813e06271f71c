/// A ``SharedSettings/values(of:bufferingPolicy:file:line:isolation:)`` observation: feeds an
/// async stream's continuation on the delivering thread.
final class StreamSettingsObserver<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let field: SettingsField<Value, Field>
    private let continuation: AsyncStream<Field>.Continuation

    init(
        id: UInt64, registeredAt: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        anchor: SettingsLockAnchor<Value>, continuation: AsyncStream<Field>.Continuation
    ) {
        field = SettingsField(keyPath)
        self.continuation = continuation
        super.init(id: id, registeredAt: registeredAt, kind: .values, fileID: fileID, line: line, anchor: anchor)
    }

    override func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {
        // Compared without an optional: `Field?` would cost a generic-metadata lookup here.
        let field = self.field.read(new)
        guard self.field.read(old) != field else { return }
        continuation.yield(field)
    }

    override var keyPathDescription: String { "\(field.keyPath)" }
    override func settingsDidEnd() { continuation.finish() }
}
