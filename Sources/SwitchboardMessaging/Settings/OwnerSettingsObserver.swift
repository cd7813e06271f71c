/// A ``SharedSettings/observe(_:by:file:line:handler:)`` observation: a main-actor handler that
/// lives as long as its owner, which it holds weakly and passes to the handler.
final class OwnerSettingsObserver<Value: Sendable, Owner: AnyObject & Sendable, Field: Equatable & Sendable>:
    SettingsObserver<Value>, @unchecked Sendable
{
    private let field: SettingsField<Value, Field>
    /// Ends the observation from its token or stream, which must not keep it alive.
    private let identifier: UInt64
    let owner: WeakOwner<Owner>
    private let handler: @MainActor @Sendable (Owner, Field) -> Void
    /// The owner's dynamic type, named in registrations.
    private let ownerMetatype: any AnyObject.Type
    /// The token handed to the caller, kept here so that releasing it does not end the
    /// observation (only `cancel()` or the owner's death does).
    let retainedToken: SubscriptionToken
    /// Whether the handler captures nothing strongly but package objects (a coordinator's).
    let handlerIsWeak: Bool

    init(
        id: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, owner: Owner,
        token: SubscriptionToken, fileID: String, line: Int, anchor: SettingsLockAnchor<Value>,
        handlerIsWeak: Bool, handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) {
        field = SettingsField(keyPath)
        self.owner = WeakOwner(owner)
        ownerMetatype = type(of: owner)
        retainedToken = token
        self.handler = handler
        self.handlerIsWeak = handlerIsWeak
        self.identifier = id
        super.init(
            kind: .observe, fieldOffset: field.inlineOffset, watching: keyPath, of: Field.self, fileID: fileID,
            line: line, anchor: anchor)
    }

    override func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {
        let field = self.field.read(new, offset: fieldOffset)
        let changed = self.field.read(old, offset: fieldOffset) != field
        // The owner is loaded only on the main actor, and nowhere else during delivery. A delivery
        // there removes the observation once its owner is gone, whether or not its part changed;
        // one off the main actor leaves it registered, and its main-actor call removes it.
        if onMainActor {
            guard changed else {
                if owner.object == nil { SharedSettings<Value>.removeObserver(id: identifier, from: lock) }
                return
            }
            if lock.canDeliverOnMainActorNow(onMainActor: onMainActor) {
                guard let object = owner.object else {
                    SharedSettings<Value>.removeObserver(id: identifier, from: lock)
                    return
                }
                // Safety: `onMainActor` comes from the delivering caller's isolation being
                // `MainActor.shared`, so this runs on the main actor, as the handler requires. It is
                // called through a nonisolated view of the same function (isolation to a global
                // actor does not change a function's representation) instead of inside
                // `MainActor.assumeIsolated`, whose closure, capturing a value of a generic type
                // here, would be allocated at every delivery.
                let call = unsafeBitCast(handler, to: (@Sendable (Owner, Field) -> Void).self)
                call(object, field)
                return
            }
        }
        guard changed else { return }
        lock.enqueueOnMainActor {
            // Re-checked here: an enqueued delivery may run after cancel or deinit.
            guard !lock.withLock({ _ in self.isEnded }) else { return }
            self.call(with: field, lock: lock)
        }
    }

    /// Calls the handler with the owner, or removes the observation if the owner is gone.
    @MainActor
    private func call(with field: Field, lock: SettingsLock<Value>) {
        guard let object = owner.object else {
            SharedSettings<Value>.removeObserver(id: identifier, from: lock)
            return
        }
        handler(object, field)
    }

    override var id: UInt64? { identifier }
    override var keyPathDescription: String { "\(field.keyPath)" }
    override var ownerType: String? { "\(ownerMetatype)" }
    override var hasOwner: Bool { true }
    override func loadOwner() -> AnyObject? { owner.object }
}
