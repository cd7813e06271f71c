/// A ``SharedSettings/subscribeOnMainActor(_:file:line:handler:)`` observation: a main-actor
/// handler owned by a token.
final class MainActorSettingsSubscriber<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let keyPath: any KeyPath<Value, Field> & Sendable
    private let handler: @MainActor @Sendable (Field) -> Void

    init(
        id: UInt64, registeredAt: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        lock: SettingsLock<Value>, handler: @escaping @MainActor @Sendable (Field) -> Void
    ) {
        self.keyPath = keyPath
        self.handler = handler
        super.init(
            id: id, registeredAt: registeredAt, kind: .subscribeOnMainActor, fileID: fileID, line: line, lock: lock)
    }

    override func deliver(from old: Value, to new: Value, lock: SettingsLock<Value>, isolation: isolated (any Actor)?) {
        let field = new[keyPath: keyPath]
        guard old[keyPath: keyPath] != field else { return }
        let handler = self.handler
        SharedSettings<Value>.deliverOnMainActor(of: lock, isolation: isolation, now: { handler(field) }) {
            // Re-checked here: an enqueued call may run after the token ended.
            guard !lock.withLock({ _ in self.isEnded }) else { return }
            handler(field)
        }
    }

    override var keyPathDescription: String { "\(keyPath)" }
}
