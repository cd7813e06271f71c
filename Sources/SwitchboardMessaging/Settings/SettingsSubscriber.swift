/// A ``SharedSettings/subscribe(_:file:line:handler:)`` observation: a `@Sendable` handler called
/// on the delivering thread.
final class SettingsSubscriber<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let keyPath: any KeyPath<Value, Field> & Sendable
    private let handler: @Sendable (Field) -> Void

    init(
        id: UInt64, registeredAt: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        lock: SettingsLock<Value>, handler: @escaping @Sendable (Field) -> Void
    ) {
        self.keyPath = keyPath
        self.handler = handler
        super.init(id: id, registeredAt: registeredAt, kind: .subscribe, fileID: fileID, line: line, lock: lock)
    }

    override func deliver(from old: Value, to new: Value, lock: SettingsLock<Value>, isolation: isolated (any Actor)?) {
        let field = new[keyPath: keyPath]
        guard old[keyPath: keyPath] != field else { return }
        handler(field)
    }

    override var keyPathDescription: String { "\(keyPath)" }
}
