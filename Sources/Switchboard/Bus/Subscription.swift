/// The token that owns one observation on a ``MessageBus`` or a ``SharedSettings``.
///
/// The observation lasts exactly as long as the token: call ``cancel()``, or release every
/// reference to the token, and it ends. Cancelling is idempotent and safe from any thread.
///
/// Keep tokens in a property, or in a `Set<Subscription>` with ``store(in:)``:
///
/// ```swift
/// var subscriptions = Set<Subscription>()
/// bus.subscribe(to: MenuToggled.self) { _ in print("menu") }.store(in: &subscriptions)
/// ```
public final class Subscription: Sendable {
    private let canceller: Locked<(@Sendable () -> Void)?>
    private let liveness: (@Sendable () -> Bool)?

    /// Creates a token whose cancellation runs `onCancel` exactly once, outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void) {
        canceller = Locked(onCancel)
        liveness = nil
    }

    /// Creates a token that also reports the observation as over once `isLive` returns `false`.
    ///
    /// - Parameters:
    ///   - onCancel: Runs exactly once, outside any lock, on the first ``cancel()`` or at deinit.
    ///   - isLive: Whether the observation can still deliver (a one-shot that fired, or one whose
    ///     subject deallocated, cannot). Called by ``isCancelled`` outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void, isLive: @escaping @Sendable () -> Bool) {
        canceller = Locked(onCancel)
        liveness = isLive
    }

    deinit {
        cancel()
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        let onCancel = canceller.withLock { stored in
            defer { stored = nil }
            return stored
        }
        onCancel?()
    }

    /// Whether the observation is over: ``cancel()`` has run, or it ended on its own (a one-shot that
    /// delivered, a subject or owner that went away, a bus that was deallocated).
    public var isCancelled: Bool {
        if canceller.withLock({ $0 == nil }) { return true }
        return !(liveness?() ?? true)
    }

    /// Keeps this token alive in `set` until the set drops it.
    ///
    /// - Parameter set: The collection that owns the token from now on.
    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }
}

extension Subscription: Hashable {
    /// Tokens are equal only to themselves.
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
