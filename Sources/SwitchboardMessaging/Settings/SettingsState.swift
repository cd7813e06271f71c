/// Everything a ``SharedSettings`` guards with its one lock.
struct SettingsState<Value: Sendable> {
    /// The current value.
    var value: Value
    /// How many updates have committed. A change job carries the version it produced; an
    /// observer registered at version `v` only hears about versions after `v`.
    var version: UInt64 = 0
    /// Live observations, in registration order (the order they are notified in).
    var observers: [SettingsObserver<Value>] = []
    /// The last observer id handed out.
    var lastObserverID: UInt64 = 0
    /// Work committed under the lock but not yet delivered, in commit order.
    var pendingJobs: [SettingsJob<Value>] = []
    /// Whether some thread is currently running `pendingJobs`. At most one does at a time, which
    /// is what keeps every observer's deliveries in commit order.
    var isDelivering = false
    /// Main-actor deliveries enqueued on the main queue and not yet finished. While any are in
    /// flight, even a main-actor updater enqueues rather than calling synchronously, so it
    /// cannot overtake them.
    var mainDeliveriesInFlight = 0
    /// The outcome of the latest save: `nil` after a success.
    var lastSaveError: SettingsStoreError?
    /// Set while saves are suspended because the store holds data the load could not use
    /// (see ``SettingsStoreError/saveSuspension``): what each skipped save reports.
    var saveSuspension: SettingsStoreError?
    /// Told of every committed change once something tracks these settings with Observation;
    /// `nil` until then, so untracked settings pay nothing for it.
    var changeRelay: SettingsChangeRelay<Value>?

    /// Claims the delivery role if nobody holds it and there is work.
    ///
    /// - Returns: Whether the caller must now run ``SharedSettings/deliverPendingJobs(isolation:)``.
    mutating func claimDelivery() -> Bool {
        guard !isDelivering, !pendingJobs.isEmpty else { return false }
        isDelivering = true
        return true
    }

    /// Removes the observers with the given ids, ending them.
    ///
    /// - Returns: The removed observers, so the caller can release them after unlocking.
    mutating func removeObservers(withIDs ids: Set<UInt64>) -> [SettingsObserver<Value>] {
        guard !ids.isEmpty else { return [] }
        var removed: [SettingsObserver<Value>] = []
        observers.removeAll { observer in
            guard ids.contains(observer.id) else { return false }
            observer.deactivate()
            removed.append(observer)
            return true
        }
        return removed
    }
}

/// One unit of delivery work, run outside the lock by whichever thread holds the delivery role.
enum SettingsJob<Value: Sendable>: Sendable {
    /// An update committed: notify the observers registered before `version`.
    case change(old: Value, new: Value, version: UInt64)
    /// Something that must happen in order with changes, such as a stream's first value.
    case run(@Sendable () -> Void)
    /// Save this value, notifying nobody (saving was resumed).
    case persist(Value)
}

/// What an observer wants done for one change.
enum SettingsDelivery: Sendable {
    /// Call now, on the delivering thread.
    case here(@Sendable () -> Void)
    /// Call on the main actor (synchronously if possible, otherwise enqueued in order).
    case onMainActor(@MainActor @Sendable () -> Void)
}

/// One registered observation, of any kind, with its handler type-erased.
final class SettingsObserver<Value: Sendable>: Sendable {
    let id: UInt64
    /// The settings version when it registered; it hears about later versions only.
    let registeredAt: UInt64
    let registration: SettingsRegistration
    /// Turns a committed change into a delivery, or `nil` when the watched key did not change.
    /// It compares values, which is user code, so it only runs outside the lock.
    let reaction: @Sendable (_ old: Value, _ new: Value) -> SettingsDelivery?
    /// For owner-bound observations, loads the owner from its weak reference (`nil` once it has
    /// deallocated); `nil` for the other kinds. Only does a weak load. The strong reference it
    /// returns may be the owner's last, so off the main actor it goes to ``MainQueueReleases``.
    let loadOwner: (@Sendable () -> AnyObject?)?
    /// Ends an async stream when the settings themselves go away.
    let finish: (@Sendable () -> Void)?
    /// For owner-bound observations, the token handed to the caller, kept here so that releasing
    /// it does not end the observation (only `cancel()` or the owner's death does).
    let retainedToken: SubscriptionToken?
    /// Cleared (under the settings' lock, then never set again) when the observation ends, so
    /// a delivery already in progress skips it.
    let active: Locked<Bool>

    init(
        id: UInt64,
        registeredAt: UInt64,
        registration: SettingsRegistration,
        active: Locked<Bool> = Locked(true),
        loadOwner: (@Sendable () -> AnyObject?)? = nil,
        finish: (@Sendable () -> Void)? = nil,
        retainedToken: SubscriptionToken? = nil,
        reaction: @escaping @Sendable (_ old: Value, _ new: Value) -> SettingsDelivery?
    ) {
        self.id = id
        self.registeredAt = registeredAt
        self.registration = registration
        self.active = active
        self.loadOwner = loadOwner
        self.finish = finish
        self.retainedToken = retainedToken
        self.reaction = reaction
    }

    var isActive: Bool { active.withLock { $0 } }

    /// Whether the owner, if the observation has one, is still alive.
    ///
    /// - Parameter releases: Where an owner loaded off the main actor is parked, so that its
    ///   `deinit` cannot run on this thread.
    func isOwnerAlive(parkingIn releases: inout MainQueueReleases) -> Bool {
        guard let loadOwner else { return true }
        return releases.isAlive(loadOwner())
    }

    func deactivate() {
        active.withLock { $0 = false }
    }
}

/// A weak reference to an observation's owner that can cross threads.
final class WeakOwner<Owner: AnyObject & Sendable>: Sendable {
    weak let object: Owner?

    init(_ object: Owner) {
        self.object = object
    }
}
