/// A non-owning handle to an owner-bound observation, made with
/// ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` or ``SharedSettings/observe(_:by:file:line:handler:)``.
///
/// The observation belongs to its owner object, not to this handle: dropping the handle changes
/// nothing. Keep it only if you want to stop observing before the owner goes away.
///
/// ```swift
/// let handle = bus.observe(CartChanged.self, by: self) { badge, _ in badge.refresh() }
/// handle.cancel()   // optional
/// ```
public struct ObserverHandle: Sendable {
    private weak let bus: MessageBus?
    /// The bus's entry for the observation; the bus owns it.
    private weak let entry: BusEntry?
    /// For observations whose token is owned elsewhere (the settings keep it with the observer).
    private weak let token: SubscriptionToken?
    /// For token-owned observations: loads their owner, to tell whether it still lives. The token
    /// alone cannot say, because whoever keeps it only notices the owner's death later.
    private let loadOwner: (@Sendable () -> AnyObject?)?

    init(bus: MessageBus, entry: BusEntry) {
        self.bus = bus
        self.entry = entry
        token = nil
        loadOwner = nil
    }

    /// A handle to an observation owned by `token`, which something else keeps alive.
    ///
    /// - Parameters:
    ///   - token: The token that ends the observation; held weakly.
    ///   - loadOwner: Loads the observation's owner from its weak reference, `nil` once it has
    ///     deallocated. It must only do a weak load and must not retain the owner otherwise;
    ///     ``isActive`` calls it on the caller's thread and, off the main actor, releases the
    ///     loaded reference on the main queue.
    package init(observationOwnedBy token: SubscriptionToken, loadOwner: @escaping @Sendable () -> AnyObject?) {
        bus = nil
        entry = nil
        self.token = token
        self.loadOwner = loadOwner
    }

    /// Ends the observation now. Idempotent; no new delivery begins after it returns.
    public func cancel() {
        token?.cancel()
        guard let bus, let entry else { return }
        // Removed and switched off under the lock (a racing cancel that finds it gone returns only
        // once no delivery can begin), released after it.
        bus.state.withLock { state in
            state.remove(entry)
            entry.deactivate()
        }
    }

    /// Whether the observation can still deliver: not cancelled, owner (and subject, if any) alive.
    ///
    /// Safe from any thread. Telling whether the owner lives means loading its weak reference,
    /// which yields a strong one; off the main actor that reference is released on the main
    /// queue, so the owner's `deinit` never runs on the calling thread. A live owner checked from
    /// another thread therefore stays alive until the main queue next runs.
    public var isActive: Bool {
        var releases = MainQueueReleases()
        if let token {
            guard !token.isCancelled else { return false }
            guard let loadOwner else { return true }
            return releases.isAlive(loadOwner())
        }
        guard bus != nil, let entry else { return false }
        var loadedOwners: [AnyObject] = []
        let isLive = entry.isLive(
            owners: releases.isOnMainActor ? .load : .loadReleasingOnMainQueue, loadedOwners: &loadedOwners)
        for owner in loadedOwners {
            releases.park(owner)
        }
        return isLive
    }
}

extension ObserverHandle: LeakPathReflecting {
    /// Nothing: the handle references the observation, its token and its owner weakly.
    package var leakPathReferences: [LeakPathReference] { [] }
}
