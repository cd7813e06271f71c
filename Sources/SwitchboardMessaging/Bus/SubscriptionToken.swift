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
public final class SubscriptionToken: @unchecked Sendable {
    // Safety of `@unchecked Sendable`: the one `var`, `busEntry`, is only read and written while the
    // lock in `storage` (the bus's own) is held; everything else is a `let` of a `Sendable` type.

    /// How cancelling reaches the observation. A bus token shares its bus's lock instead of having
    /// its own: a subscription is then two objects (this token and the entry) and no lock storage.
    /// Internal (not private) so that `SubscriptionToken+LeakPaths.swift` can say what it holds.
    let storage: Storage

    /// The bus registration this token owns; `nil` for other tokens and once cancelled. Guarded by
    /// the bus lock in ``storage``: taking it out under that lock is what makes ``cancel()`` run its
    /// work exactly once, and dropping it releases the handler's captures.
    private var busEntry: BusEntry?

    /// Creates a token whose cancellation runs `onCancel` exactly once, outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void) {
        storage = .backend(Locked(CancelActions(onCancel: onCancel, isLive: nil)))
    }

    /// Creates a token that also reports the observation as over once `isLive` returns `false`.
    ///
    /// - Parameters:
    ///   - onCancel: Runs exactly once, outside any lock, on the first ``cancel()`` or at deinit.
    ///   - isLive: Whether the observation can still deliver (a one-shot that fired, or one whose
    ///     subject deallocated, cannot). Called by ``isCancelled`` outside any lock.
    package init(onCancel: @escaping @Sendable () -> Void, isLive: @escaping @Sendable () -> Bool) {
        storage = .backend(Locked(CancelActions(onCancel: onCancel, isLive: isLive)))
    }

    /// Creates a token for an observation recorded by another registry (a ``SharedSettings``),
    /// which ends it through `link`, and which leak reports can name.
    ///
    /// - Parameter link: Ends the observation, exactly once, outside any lock, on the first
    ///   ``cancel()`` or at deinit.
    package init(observation link: any ObservationLink) {
        storage = .observation(link)
    }

    /// Creates a token that owns one ``MessageBus`` registration directly: no closures, no lock of
    /// its own. Cancelling removes the entry under the bus lock and switches it off. The token keeps
    /// the bus's lock and state storage, not the bus: a deallocated bus has emptied that state and
    /// ended its entries, so cancelling then only releases the entry.
    init(entry: BusEntry, lock: Locked<BusState>) {
        storage = .bus(lock)
        busEntry = entry
    }

    deinit {
        cancel()
    }

    /// Ends the observation. Calling it again does nothing.
    public func cancel() {
        switch storage {
        case .bus(let lock):
            cancelRegistration(lockedBy: lock)
        case .backend(let backend):
            backend.withLock { $0.take() }?.onCancel()
        case .observation(let link):
            link.cancel()
        }
    }

    /// Takes the bus entry out, unregisters it and switches it off in one critical section, then
    /// runs its end hook (a stream finishes) and releases it (with the handler's captures) after
    /// unlocking. Switched off under the lock, so a racing `cancel()` that finds the entry already
    /// taken returns only once no delivery can begin either.
    private func cancelRegistration(lockedBy lock: Locked<BusState>) {
        // The entry leaves the critical section either way: releasing it there could run a
        // `deinit` of the handler's captures under the lock.
        let (entry, switchedOff) = lock.withLock { state -> (BusEntry?, Bool) in
            guard let entry = busEntry.take() else { return (nil, false) }
            state.remove(entry)
            return (entry, entry.deactivate())
        }
        if switchedOff {
            entry?.didEnd()
        }
    }

    /// Whether the observation is over: ``cancel()`` has run, or it ended on its own (a one-shot that
    /// delivered, a subject or owner that went away, a bus that was deallocated).
    public var isCancelled: Bool {
        // Copied out first: the liveness checks load weak references, which must not happen under a lock.
        switch storage {
        case .bus:
            guard let entry = registeredEntry() else { return true }
            var loadedOwners: [AnyObject] = []  // bus tokens never have owners: nothing is loaded
            return !entry.isLive(owners: .skip, loadedOwners: &loadedOwners)
        case .backend(let backend):
            guard let actions = backend.withLock({ $0 }) else { return true }
            return !(actions.isLive?() ?? true)
        case .observation(let link):
            return link.registration == nil
        }
    }

    /// The bus entry this token still owns, copied out under the bus lock; `nil` for other tokens.
    func registeredEntry() -> BusEntry? {
        guard case .bus(let lock) = storage else { return nil }
        return lock.withLock { _ in busEntry }
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

/// Where a ``SubscriptionToken``'s cancellation goes.
enum Storage: Sendable {
    /// A bus registration: the bus's lock, which guards the token's entry.
    case bus(Locked<BusState>)
    /// A package-provided cancellation (an owner-bound settings observation, the
    /// `NotificationCenter` bridge), taken out under a lock of its own so that it runs once.
    case backend(Locked<CancelActions?>)
    /// An observation recorded by another registry (settings), which ends it idempotently under
    /// its own lock: no lock here (the `settings.bytes-per-subscription` row).
    case observation(any ObservationLink)
}

/// A package-provided cancellation and liveness check, boxed so that the lock holds one word.
final class CancelActions: Sendable {
    let onCancel: @Sendable () -> Void
    let isLive: (@Sendable () -> Bool)?

    init(onCancel: @escaping @Sendable () -> Void, isLive: (@Sendable () -> Bool)?) {
        self.onCancel = onCancel
        self.isLive = isLive
    }
}

/// How a ``SubscriptionToken`` reaches an observation that another registry records: one small
/// object per observation, in place of a cancellation closure's context.
package protocol ObservationLink: AnyObject, Sendable {
    /// Ends the observation; calling it again does nothing. Called outside any lock.
    func cancel()

    /// The registry's record of the observation, for leak reports; `nil` once it has ended.
    /// Only looks it up.
    var registration: AnyObject? { get }
}

extension SubscriptionToken: LeakPathReflecting {
    /// The registration the token keeps: a bus entry it holds, or the settings' record of the
    /// observation it keeps registered. Nothing once cancelled.
    package var leakPathReferences: [LeakPathReference] {
        // Copied out under the lock; the lookups below run outside it.
        switch storage {
        case .bus:
            guard let entry = registeredEntry() else { return [] }
            return [LeakPathReference(target: .value(entry))]
        case .backend(let backend):
            guard backend.withLock({ $0 }) != nil else { return [] }
            return [LeakPathReference(target: .closure("cancellation closure"))]
        case .observation(let link):
            guard let record = link.registration else { return [] }
            return [LeakPathReference(target: .value(record))]
        }
    }
}
