/// The token that owns one observation on a ``MessageBus`` or a ``SharedSettings``: call
/// ``cancel()`` (idempotent, from any thread) or release the token, and the observation ends.
///
/// ```swift
/// var subscriptions = Set<SubscriptionToken>()
/// bus.subscribe(to: CartChanged.self) { _ in print("cart") }.store(in: &subscriptions)
/// ```
public final class SubscriptionToken: Sendable {
    let storage: Storage

    /// A token for an observation another registry records and ends through `link`.
    package init(observation link: any ObservationLink) {
        storage = .observation(link)
    }

    /// A token that owns one bus registration; it keeps the bus's lock and state, not the bus.
    init(entry: BusEntry, lock: Locked<BusState>) {
        storage = .bus(lock, entry: Locked(entry))
    }

    deinit { cancel() }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        switch storage {
        case .bus(let lock, let entry): cancelRegistration(entry, lockedBy: lock)
        case .observation(let link): link.cancel()
        }
    }

    /// Takes the entry out, unregisters it and switches it off in one critical section (so a racing
    /// `cancel()` returns only once no delivery can begin), then ends and releases it after
    /// unlocking: releasing it there could run a `deinit` of the handler's captures under the lock.
    private func cancelRegistration(_ owned: Locked<BusEntry?>, lockedBy lock: Locked<BusState>) {
        let (entry, switchedOff) = lock.withLock { state -> (BusEntry?, Bool) in
            guard let entry = owned.exchange(nil) else { return (nil, false) }
            state.remove(entry)
            return (entry, entry.deactivate())
        }
        if switchedOff { entry?.didEnd() }
    }

    /// Whether the observation is over: ``cancel()`` has run, or it ended on its own (a one-shot that
    /// delivered, a subject or owner that went away, a bus that was deallocated).
    public var isCancelled: Bool {
        // Copied out first: the liveness checks load weak references, which must not happen under a lock.
        switch storage {
        case .bus(_, let entry):
            guard let entry = entry.withLock({ $0 }) else { return true }
            var releases = MainQueueReleases()  // bus tokens never have owners: nothing is parked
            return !entry.isLive(parkingIn: &releases)
        case .observation(let link): return link.registration == nil
        }
    }

    /// Keeps this token alive in `set` until the set drops it.
    public func store(in set: inout Set<SubscriptionToken>) { set.insert(self) }
}

extension SubscriptionToken: Hashable {
    /// Tokens are equal only to themselves.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a ``SubscriptionToken``'s cancellation goes; a bus token shares its bus's lock.
enum Storage: Sendable {
    /// A bus registration: the bus's lock, and the entry the token owns until it is cancelled
    /// (taken out under the bus's lock, which releases the handler's captures).
    case bus(Locked<BusState>, entry: Locked<BusEntry?>)
    /// An observation another registry (the settings, the notification bridge) records and ends
    /// under its own lock: no lock here.
    case observation(any ObservationLink)
}

/// How a ``SubscriptionToken`` reaches an observation another registry records.
package protocol ObservationLink: AnyObject, Sendable {
    /// Ends the observation; calling it again does nothing. Called outside any lock.
    func cancel()

    /// The registry's record of the observation, for leak reports; `nil` once it has ended.
    var registration: AnyObject? { get }
}

extension SubscriptionToken: LeakPathReflecting {
    /// The registration the token keeps (a bus entry, the settings' record); nothing once cancelled.
    package var leakPathReferences: [LeakPathReference] {
        switch storage {
        case .bus(_, let entry):
            guard let entry = entry.withLock({ $0 }) else { return [] }
            return [LeakPathReference(target: .value(entry))]
        case .observation(let link):
            guard let record = link.registration else { return [] }
            return [LeakPathReference(target: .value(record))]
        }
    }
}
