/// The handle of one observation on a ``MessageBus`` or a ``SharedSettings``: ``cancel()`` ends it
/// (idempotent, from any thread).
///
/// The token of a `subscribe…`, `messages` or notification-bridge registration owns it: releasing
/// the token ends it too, so keep it for as long as the handler should run. The token of an
/// `observe(…by: owner…)` registration does not: the owner's lifetime bounds the observation, and
/// the token is only kept to end it early.
///
/// ```swift
/// var subscriptions = Set<SubscriptionToken>()
/// bus.subscribe(to: CartChanged.self) { _ in print("cart") }.store(in: &subscriptions)
/// ```
public final class SubscriptionToken: Sendable {
    /// The observation this token owns, until ``cancel()`` releases it (and with it the handler's
    /// captures); `nil` for an owner-bound observation's token.
    private let owned: Locked<(any ObservationLink)?>
    /// The observation, held weakly, so an owner-bound one's token keeps nothing alive.
    private weak let link: (any ObservationLink)?

    /// A token that owns the observation `link` records and ends, or (`owning: false`) only ends it.
    init(_ link: any ObservationLink, owning: Bool = true) {
        owned = Locked(owning ? link : nil)
        self.link = link
    }

    deinit { owned.exchange(nil)?.cancel() }

    /// Ends the observation; no new delivery begins after it returns. Calling it again does nothing.
    public func cancel() {
        // Taken out first: the observation stays alive through its own `cancel()`, then goes.
        (owned.exchange(nil) ?? link)?.cancel()
    }

    /// Whether the observation is over: ``cancel()`` has run, or it ended on its own (a one-shot that
    /// delivered, a subject or owner that went away, a bus or settings that were deallocated).
    public var isCancelled: Bool {
        link?.isLive != true
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

/// How a ``SubscriptionToken`` reaches the observation a registry (the bus, the settings, the
/// notification bridge) records and ends under its own lock.
protocol ObservationLink: AnyObject, Sendable {
    /// Ends the observation; calling it again does nothing. Called outside any lock.
    func cancel()

    /// Whether the observation can still deliver. Loads weak references, so never under a lock;
    /// an owner loaded off the main actor is released on the main queue.
    var isLive: Bool { get }

    /// The registry's record of the observation, for leak reports; `nil` once it has ended.
    var registryRecord: AnyObject? { get }
}

extension SubscriptionToken: LeakPathReflecting {
    /// The registration an owning token keeps (a bus entry, the settings' record); nothing once
    /// cancelled, nor for an owner-bound observation's token, which holds it weakly.
    package var leakPathReferences: [LeakPathReference] {
        guard let record = owned.withLock({ $0 })?.registryRecord else { return [] }
        return [LeakPathReference(target: .value(record))]
    }
}
