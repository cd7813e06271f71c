/// A non-owning handle to an owner-bound observation, made with
/// ``MessageBus/observe(_:subject:by:label:file:line:handler:)`` or ``SharedSettings/observe(_:by:file:line:handler:)``.
///
/// The observation belongs to its owner: dropping the handle changes nothing; keep it to stop early.
public struct ObserverHandle: Sendable {
    /// Ends the observation, which it reaches through weak references only.
    private let end: @Sendable () -> Void
    /// Whether the observation can still deliver; off the main actor, an owner it loads to check is
    /// released on the main queue.
    private let isLive: @Sendable () -> Bool

    /// A handle to a bus observer's entry, which the bus owns.
    init(bus: MessageBus, entry: BusEntry) {
        // Every caller switches the entry off before returning, so a racing cancel that finds it
        // unregistered also returns only once no delivery can begin.
        end = { [weak bus, weak entry] in if let bus, let entry { bus.retire([entry]) } }
        isLive = { [weak bus, weak entry] in
            var releases = MainQueueReleases()
            return bus != nil && entry?.isLive(parkingIn: &releases) == true
        }
    }

    /// A handle to an observation owned by `token` (held weakly), which something else keeps alive
    /// (the settings keep it with the observer). `loadOwner` must only load the owner's weak
    /// reference: the token alone cannot tell whether the owner lives.
    package init(observationOwnedBy token: SubscriptionToken, loadOwner: @escaping @Sendable () -> AnyObject?) {
        end = { [weak token] in token?.cancel() }
        isLive = { [weak token] in
            var releases = MainQueueReleases()
            guard let token, !token.isCancelled else { return false }
            return releases.isAlive(loadOwner())
        }
    }

    /// Ends the observation now. Idempotent; no new delivery begins after it returns.
    public func cancel() { end() }

    /// Whether the observation can still deliver (not cancelled, owner and subject alive), from any thread.
    public var isActive: Bool { isLive() }
}

extension ObserverHandle: LeakPathReflecting {
    /// Nothing: the handle references the observation, its token and its owner weakly.
    package var leakPathReferences: [LeakPathReference] { [] }
}
