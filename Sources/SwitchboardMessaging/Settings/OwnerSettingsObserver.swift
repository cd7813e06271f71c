/// A ``SharedSettings/observe(_:by:file:line:handler:)`` observation: a main-actor handler that
/// lives as long as its owner, which it holds weakly and passes to the handler.
final class OwnerSettingsObserver<Value: Sendable, Owner: AnyObject & Sendable, Field: Equatable & Sendable>:
    SettingsObserver<Value>, @unchecked Sendable
{
    private let keyPath: any KeyPath<Value, Field> & Sendable
    let owner: WeakOwner<Owner>
    private let handler: @MainActor @Sendable (Owner, Field) -> Void
    /// The owner's dynamic type, named in registrations.
    private let ownerMetatype: any AnyObject.Type
    /// The token handed to the caller, kept here so that releasing it does not end the
    /// observation (only `cancel()` or the owner's death does).
    let retainedToken: SubscriptionToken

    init(
        id: UInt64, registeredAt: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, owner: Owner,
        token: SubscriptionToken, fileID: String, line: Int, lock: SettingsLock<Value>,
        handler: @escaping @MainActor @Sendable (Owner, Field) -> Void
    ) {
        self.keyPath = keyPath
        self.owner = WeakOwner(owner)
        ownerMetatype = type(of: owner)
        retainedToken = token
        self.handler = handler
        super.init(id: id, registeredAt: registeredAt, kind: .observe, fileID: fileID, line: line, lock: lock)
    }

    override func deliver(from old: Value, to new: Value, lock: SettingsLock<Value>, isolation: isolated (any Actor)?) {
        let field = new[keyPath: keyPath]
        guard old[keyPath: keyPath] != field else { return }
        let (owner, handler, id) = (self.owner, self.handler, self.id)
        // The owner is loaded only on the main actor, here, and nowhere else during delivery.
        // Delivery off the main actor leaves a dead owner's observation registered; its main-actor
        // call removes it.
        SharedSettings<Value>.deliverOnMainActor(
            of: lock, isolation: isolation,
            now: {
                guard let object = owner.object else {
                    SharedSettings<Value>.removeObserver(id: id, from: lock)
                    return
                }
                handler(object, field)
            }
        ) { [weak lock] in
            guard let lock else { return }
            // Re-checked here: an enqueued delivery may run after cancel or deinit.
            guard !lock.withLock({ _ in self.isEnded }) else { return }
            guard let object = owner.object else {
                SharedSettings<Value>.removeObserver(id: id, from: lock)
                return
            }
            handler(object, field)
        }
    }

    override var keyPathDescription: String { "\(keyPath)" }
    override var ownerType: String? { "\(ownerMetatype)" }
    override var hasOwner: Bool { true }
    override func loadOwner() -> AnyObject? { owner.object }
}
