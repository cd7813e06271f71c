/// A ``SharedSettings/subscribeOnMainActor(_:file:line:handler:)`` observation: a main-actor
/// handler owned by a token.
final class MainActorSettingsSubscriber<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let field: SettingsField<Value, Field>
    private let handler: @MainActor @Sendable (Field) -> Void

    init(
        keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        anchor: SettingsLockAnchor<Value>, handler: @escaping @MainActor @Sendable (Field) -> Void
    ) {
        field = SettingsField(keyPath)
        self.handler = handler
        super.init(
            kind: .subscribeOnMainActor, fieldOffset: field.inlineOffset, watching: keyPath, of: Field.self,
            fileID: fileID, line: line, anchor: anchor)
    }

    override func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {
        // Compared without an optional: `Field?` would cost a generic-metadata lookup here.
        let field = self.field.read(new, offset: fieldOffset)
        guard self.field.read(old, offset: fieldOffset) != field else { return }
        let handler = self.handler
        if lock.canDeliverOnMainActorNow(onMainActor: onMainActor) {
            // Safety: as in `OwnerSettingsObserver.deliver`: on the main actor, by the caller's
            // isolation; called directly to avoid allocating `assumeIsolated`'s closure.
            let call = unsafeBitCast(handler, to: (@Sendable (Field) -> Void).self)
            call(field)
            return
        }
        lock.enqueueOnMainActor {
            // Re-checked here: an enqueued call may run after the token ended.
            guard !lock.withLock({ _ in self.isEnded }) else { return }
            handler(field)
        }
    }

    override var keyPathDescription: String { "\(field.keyPath)" }
}
