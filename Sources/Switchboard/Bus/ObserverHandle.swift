/// A non-owning handle to an owner-bound observation, made with
/// ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` or ``SharedSettings/observe(_:by:file:line:handler:)``.
///
/// The observation belongs to its owner object, not to this handle: dropping the handle changes
/// nothing. Keep it only if you want to stop observing before the owner goes away.
///
/// ```swift
/// let handle = bus.observe(MenuToggled.self, by: self) { controller, _ in controller.toggleMenu() }
/// handle.cancel()   // optional
/// ```
public struct ObserverHandle: Sendable {
    private weak let bus: MessageBus?
    private weak let entry: BusEntry?
    /// For observations whose token is owned elsewhere (the settings keep it with the observer).
    private weak let token: Subscription?
    /// For token-owned observations: whether their owner still lives. The token alone cannot
    /// say, because whoever keeps it only notices the owner's death later.
    private let isOwnerAlive: (@Sendable () -> Bool)?

    init(bus: MessageBus, entry: BusEntry) {
        self.bus = bus
        self.entry = entry
        token = nil
        isOwnerAlive = nil
    }

    /// A handle to an observation owned by `token`, which something else keeps alive.
    ///
    /// - Parameters:
    ///   - token: The token that ends the observation; held weakly.
    ///   - isOwnerAlive: Whether the observation's owner is still alive. It must only do a weak
    ///     load (``isActive`` calls it on the caller's thread) and must not retain the owner.
    package init(observationOwnedBy token: Subscription, isOwnerAlive: @escaping @Sendable () -> Bool) {
        bus = nil
        entry = nil
        self.token = token
        self.isOwnerAlive = isOwnerAlive
    }

    /// Ends the observation now. Idempotent; no new delivery begins after it returns.
    public func cancel() {
        token?.cancel()
        guard let entry else { return }
        entry.deactivate()
        bus?.unregister(entry)
    }

    /// Whether the observation can still deliver: not cancelled, owner (and subject, if any) alive.
    public var isActive: Bool {
        if let entry { return entry.isLive }
        if let token { return !token.isCancelled && isOwnerAlive?() != false }
        return false
    }
}
