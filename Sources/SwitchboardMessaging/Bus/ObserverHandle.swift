/// A non-owning handle to an owner-bound observation, made with
/// ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` or ``SharedSettings/observe(_:by:file:line:handler:)``.
///
/// The observation belongs to its owner: dropping the handle changes nothing; keep it to stop early.
public struct ObserverHandle: Sendable {
    private weak let bus: MessageBus?
    /// The bus's entry for the observation; the bus owns it.
    private weak let entry: BusEntry?
    /// For observations whose token is owned elsewhere (the settings keep it with the observer).
    private weak let token: SubscriptionToken?
    /// Loads a token-owned observation's owner: the token alone cannot tell whether it lives.
    private let loadOwner: (@Sendable () -> AnyObject?)?

    init(bus: MessageBus, entry: BusEntry) {
        self.bus = bus
        self.entry = entry
        token = nil
        loadOwner = nil
    }

    /// A handle to an observation owned by `token` (held weakly), which something else keeps alive.
    /// `loadOwner` must only load the owner's weak reference; ``isActive`` calls it.
    package init(observationOwnedBy token: SubscriptionToken, loadOwner: @escaping @Sendable () -> AnyObject?) {
        bus = nil
        entry = nil
        self.token = token
        self.loadOwner = loadOwner
    }

    /// Ends the observation now. Idempotent; no new delivery begins after it returns.
    public func cancel() {
        token?.cancel()
        // Every caller switches the entry off before returning, so a racing cancel that finds it
        // unregistered also returns only once no delivery can begin.
        if let bus, let entry { bus.retire([entry]) }
    }

    /// Whether the observation can still deliver (not cancelled, owner and subject alive), from any
    /// thread: off the main actor, the owner loaded to check it is released on the main queue.
    public var isActive: Bool {
        var releases = MainQueueReleases()
        if let token {
            guard !token.isCancelled else { return false }
            guard let loadOwner else { return true }
            return releases.isAlive(loadOwner())
        }
        guard bus != nil, let entry else { return false }
        return entry.isLive(parkingIn: &releases)
    }
}

extension ObserverHandle: LeakPathReflecting {
    /// Nothing: the handle references the observation, its token and its owner weakly.
    package var leakPathReferences: [LeakPathReference] { [] }
}
