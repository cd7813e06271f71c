// How committed changes reach observers: one delivering thread at a time, in commit order,
// never under the lock. See the "Notification rules" in SharedSettings' documentation.
//
// The loop is inlinable, like `update`, so that a client's settings deliver through code
// specialized for its value type; each kind of observer's own comparison and call
// (`SettingsObserver.deliver`) is reached through its class.
extension SharedSettings {
    /// Runs queued jobs until the queue is empty, then gives up the delivery role.
    ///
    /// Only the thread that holds the role (``SettingsState/claimDelivery()``) calls this.
    @inlinable
    func deliverPendingJobs(isolation: isolated (any Actor)?) {
        while true {
            let batch = state.withLockInDelivery { state -> [SettingsJob<Value>] in
                if state.pendingJobs.isEmpty {
                    state.isDelivering = false
                    return []
                }
                defer { state.pendingJobs = [] }
                return state.pendingJobs
            }
            if batch.isEmpty {
                return
            }
            for job in batch {
                switch job {
                case .change(let old, let new, let observers):
                    notify(observers, from: old, to: new, copiedJustNow: false, isolation: isolation)
                case .run(let work):
                    work()
                }
            }
        }
    }

    /// Tells each of `observers`, those registered when the change committed, about it, in order.
    ///
    /// Each is checked under the lock first, because a handler called before it may have ended it,
    /// except the first when `copiedJustNow` says no code ran since the list was copied.
    @inlinable
    func notify(
        _ observers: [SettingsObserver<Value>], from old: Value, to new: Value, copiedJustNow: Bool,
        isolation: isolated (any Actor)?
    ) {
        // Handed over as pointers, valid for this call only: the observers' own code is not
        // specialized for `Value`, and reading a field from a pointer costs it far less than
        // projecting a generic value.
        // Decided here: code in the closures below that took the isolation would check the
        // executor at run time.
        let onMainActor = MainActorDelivery.isMainActor(isolation)
        withUnsafePointer(to: old) { old in
            withUnsafePointer(to: new) { new in
                var mustCheck = !copiedJustNow
                for observer in observers {
                    if mustCheck {
                        guard !state.withLockInDelivery({ _ in observer.isEnded }) else { continue }
                    }
                    mustCheck = true
                    observer.deliver(from: old, to: new, lock: state, onMainActor: onMainActor)
                }
            }
        }
    }

    /// The registered observers, in registration order, after removing those whose owner is known
    /// to have deallocated.
    ///
    /// Owners are tested outside the lock: a weak load briefly retains the owner, and if the
    /// owner's last other reference goes away meanwhile, its deinit runs where the loaded
    /// reference is dropped. Under the lock, a deinit that touched these settings would
    /// deadlock. Dead owners' observers are then removed by id.
    ///
    /// Owners are view controllers whose deinit must run on the main actor, so off it a loaded
    /// owner is handed to the main queue to release (``MainQueueReleases``).
    func liveObservers() -> [SettingsObserver<Value>] {
        let observers = state.withLock { $0.observers }
        var releases = MainQueueReleases()
        var live: [SettingsObserver<Value>] = []
        var deadIDs: Set<ObjectIdentifier> = []
        for observer in observers {
            if observer.isOwnerAlive(parkingIn: &releases) {
                live.append(observer)
            } else {
                deadIDs.insert(ObjectIdentifier(observer))
            }
        }
        guard !deadIDs.isEmpty else { return observers }
        let removed = state.withLock { $0.removeObservers(deadIDs) }
        // Released here, outside the lock: their retained tokens cancel (and lock) on deinit.
        withExtendedLifetime(removed) {}
        return live
    }

    /// Ends the observation `id` of the settings whose lock is `state`, if it is still registered.
    ///
    /// Static and given the lock weakly by callers, so tokens never keep the settings alive.
    static func removeObserver(id: UInt64, from state: SettingsLock<Value>?) {
        guard let state else { return }
        let removed = state.withLock { $0.removeObserver { $0.id == id } }
        // Released outside the lock: dropping an owner-bound observer releases its token.
        withExtendedLifetime(removed) {}
    }

    /// Ends `observer`, of the settings whose lock is `state`, if it is still registered.
    static func removeObserver(_ observer: SettingsObserver<Value>, from state: SettingsLock<Value>?) {
        guard let state else { return }
        let removed = state.withLock { $0.removeObserver { $0 === observer } }
        withExtendedLifetime(removed) {}
    }
}
