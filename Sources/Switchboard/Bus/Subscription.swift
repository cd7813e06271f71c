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

    /// Creates a token whose cancellation runs `onCancel` exactly once, outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void) {
        canceller = Locked(onCancel)
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

    /// Whether ``cancel()`` has run (explicitly or because the owner went away).
    public var isCancelled: Bool {
        canceller.withLock { $0 == nil }
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
