// How committed changes reach observers: one delivering thread at a time, in commit order,
// never under the lock. See the "Notification rules" in SharedSettings' documentation.
extension SharedSettings {
    /// Runs queued jobs until the queue is empty, then gives up the delivery role.
    ///
    /// Only the thread that claimed the role (``SettingsState/claimDelivery()``) calls this.
    func deliverPendingJobs(isolation: isolated (any Actor)?) {
        while true {
            let batch = state.withLock { state -> [SettingsJob<Value>] in
                let batch = state.pendingJobs
                state.pendingJobs = []
                if batch.isEmpty {
                    state.isDelivering = false
                }
                return batch
            }
            if batch.isEmpty {
                return
            }
            saveNewestValue(in: batch)
            for job in batch {
                switch job {
                case .change(let old, let new, let version):
                    notifyObservers(from: old, to: new, version: version, isolation: isolation)
                case .run(let work):
                    work()
                case .persist:
                    continue
                }
            }
        }
    }

    /// Writes the newest value of `batch` to the store, if there is one, and records the outcome.
    private func saveNewestValue(in batch: [SettingsJob<Value>]) {
        guard let save else { return }
        let newest = batch.lazy.reversed().compactMap { job -> Value? in
            switch job {
            case .change(_, let new, _): new
            case .persist(let value): value
            case .run: nil
            }
        }.first
        guard let value = newest else { return }
        var failure = state.withLock { $0.saveSuspension }
        if failure == nil {
            do {
                try save(value)
            } catch {
                failure = error
            }
        }
        state.withLock { $0.lastSaveError = failure }
    }

    private func notifyObservers(from old: Value, to new: Value, version: UInt64, isolation: isolated (any Actor)?) {
        // Owners are loaded only on the main actor; see `liveObservers(loadingOwners:)`.
        let observers = liveObservers(loadingOwners: MainActorDelivery.isMainActor(isolation))
            .filter { $0.registeredAt < version }
        for observer in observers where observer.isActive {
            switch observer.reaction(old, new) {
            case .here(let handler)?:
                handler()
            case .onMainActor(let handler)?:
                deliverOnMainActor(handler, isolation: isolation)
            case nil:
                continue
            }
        }
    }

    /// Calls `handler` now if we are on the main actor and nothing enqueued earlier is pending;
    /// otherwise enqueues it behind what is, so main-actor observers also see commit order.
    private func deliverOnMainActor(
        _ handler: @escaping @MainActor @Sendable () -> Void,
        isolation: isolated (any Actor)?
    ) {
        let canRunNow =
            MainActorDelivery.isMainActor(isolation)
            && state.withLock { $0.mainDeliveriesInFlight == 0 }
        if canRunNow {
            MainActorDelivery.run(from: isolation, handler)
            return
        }
        state.withLock { $0.mainDeliveriesInFlight += 1 }
        let state = self.state
        // `nil` isolation always enqueues on the main queue, which is FIFO.
        MainActorDelivery.run(from: nil) {
            handler()
            // Decremented after the handler, so an update the handler makes also enqueues.
            state.withLock { $0.mainDeliveriesInFlight -= 1 }
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
    ///
    /// - Parameter loadingOwners: Whether to consult owners at all. Delivery off the main actor
    ///   passes `false`: an owner-bound observation then counts as live, and its main-actor
    ///   delivery, which loads the owner there, removes it once the owner is gone.
    func liveObservers(loadingOwners: Bool) -> [SettingsObserver<Value>] {
        let observers = state.withLock { $0.observers }
        guard loadingOwners else { return observers }
        var releases = MainQueueReleases()
        var live: [SettingsObserver<Value>] = []
        var deadIDs: Set<UInt64> = []
        for observer in observers {
            if observer.isOwnerAlive(parkingIn: &releases) {
                live.append(observer)
            } else {
                deadIDs.insert(observer.id)
            }
        }
        guard !deadIDs.isEmpty else { return observers }
        let removed = state.withLock { $0.removeObservers(withIDs: deadIDs) }
        // Released here, outside the lock: their retained tokens cancel (and lock) on deinit.
        withExtendedLifetime(removed) {}
        return live
    }

    /// Ends the observation `id` of the settings whose lock is `state`, if it is still registered.
    ///
    /// Static and given the lock weakly by callers, so tokens never keep the settings alive.
    static func removeObserver(id: UInt64, from state: SettingsLock<Value>?) {
        guard let state else { return }
        let removed = state.withLock { state -> SettingsObserver<Value>? in
            guard let index = state.observers.firstIndex(where: { $0.id == id }) else { return nil }
            let observer = state.observers.remove(at: index)
            observer.deactivate()
            return observer
        }
        // Released outside the lock: dropping an owner-bound observer releases its token.
        withExtendedLifetime(removed) {}
    }
}
