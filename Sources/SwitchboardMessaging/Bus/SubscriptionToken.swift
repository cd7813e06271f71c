/// The token that owns one observation on a ``MessageBus`` or a ``SharedSettings``.
///
/// The observation lasts exactly as long as the token: call ``cancel()``, or release every
/// reference to the token, and it ends. Cancelling is idempotent and safe from any thread.
///
/// Keep tokens in a property, or in a `Set<SubscriptionToken>` with ``store(in:)``:
///
/// ```swift
/// var subscriptions = Set<SubscriptionToken>()
/// bus.subscribe(to: CartChanged.self) { _ in print("cart") }.store(in: &subscriptions)
/// ```
public final class SubscriptionToken: Sendable {
    /// What cancelling does; `nil` once cancelled. Taking it out under the lock is what makes
    /// ``cancel()`` run its work exactly once, and dropping it releases the handler's captures.
    /// Internal (not private) so that `SubscriptionToken+LeakPaths.swift` can say what it holds.
    let backend: Locked<Backend?>

    /// Creates a token whose cancellation runs `onCancel` exactly once, outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void) {
        backend = Locked(.closure(onCancel: onCancel, isLive: nil))
    }

    /// Creates a token that also reports the observation as over once `isLive` returns `false`.
    ///
    /// - Parameters:
    ///   - onCancel: Runs exactly once, outside any lock, on the first ``cancel()`` or at deinit.
    ///   - isLive: Whether the observation can still deliver (a one-shot that fired, or one whose
    ///     subject deallocated, cannot). Called by ``isCancelled`` outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void, isLive: @escaping @Sendable () -> Bool) {
        backend = Locked(.closure(onCancel: onCancel, isLive: isLive))
    }

    /// Creates a token for an observation recorded by another registry (a ``SharedSettings``),
    /// which ends it through `link`, and which leak reports can name.
    ///
    /// - Parameter link: Ends the observation, exactly once, outside any lock, on the first
    ///   ``cancel()`` or at deinit.
    package init(observation link: any ObservationLink) {
        backend = Locked(.observation(link))
    }

    /// Creates a token that owns one ``MessageBus`` registration directly: no closures, no extra
    /// objects. Cancelling switches the entry off and unregisters it; the token does not keep the
    /// bus alive.
    init(entry: BusEntry, on bus: MessageBus) {
        backend = Locked(.busEntry(BusRegistrationLink(entry: entry, bus: bus)))
    }

    deinit {
        cancel()
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        switch backend.withLock({ $0.take() }) {
        case nil:
            return
        case .closure(let onCancel, _):
            onCancel()
        case .observation(let link):
            link.cancel()
        case .busEntry(let link):
            link.entry.end()
            link.bus?.unregister(link.entry)
        }
    }

    /// Whether the observation is over: ``cancel()`` has run, or it ended on its own (a one-shot that
    /// delivered, a subject or owner that went away, a bus that was deallocated).
    public var isCancelled: Bool {
        // Copied out first: the liveness checks load weak references, which must not happen under a lock.
        switch backend.withLock({ $0 }) {
        case nil:
            return true
        case .closure(_, let isLive):
            return !(isLive?() ?? true)
        case .observation:
            return false
        case .busEntry(let link):
            return !link.entry.isLive
        }
    }

    /// Keeps this token alive in `set` until the set drops it.
    ///
    /// - Parameter set: The collection that owns the token from now on.
    public func store(in set: inout Set<SubscriptionToken>) {
        set.insert(self)
    }
}

extension SubscriptionToken: Hashable {
    /// Tokens are equal only to themselves.
    public static func == (lhs: SubscriptionToken, rhs: SubscriptionToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// How a ``SubscriptionToken`` ends its observation.
enum Backend: Sendable {
    /// A package-provided cancellation (an owner-bound settings observation, the `NotificationCenter`
    /// bridge), with an optional liveness check.
    case closure(onCancel: @Sendable () -> Void, isLive: (@Sendable () -> Bool)?)
    /// An observation recorded by another registry (settings), ended and described through it.
    case observation(any ObservationLink)
    /// A bus registration, held directly.
    case busEntry(BusRegistrationLink)
}

/// A bus entry and, weakly, the bus it is registered on.
struct BusRegistrationLink: Sendable {
    let entry: BusEntry
    weak var bus: MessageBus?
}

/// How a ``SubscriptionToken`` reaches an observation that another registry records: one small
/// object per observation, in place of a cancellation closure's context.
package protocol ObservationLink: AnyObject, Sendable {
    /// Ends the observation. Called at most once, outside any lock.
    func cancel()

    /// The registry's record of the observation, for leak reports; `nil` once it has ended.
    /// Only looks it up.
    var registration: AnyObject? { get }
}
