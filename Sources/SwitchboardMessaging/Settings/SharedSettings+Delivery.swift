internal import Dispatch

/// Everything a ``SharedSettings`` guards with its one lock.
struct SettingsState<Value: Sendable> {
    var value: Value
    /// The change number: how many updates have committed. Every delivery carries the number of
    /// the value it delivers, and an observer is never given a number it has passed.
    var number: UInt64 = 0
    /// Live observations, in registration order (the order they are notified in).
    var observers: [SettingsObserver<Value>] = []
    /// What a part-scoped update selects observers from; `nil` while stale, rebuilt on use.
    var partIndex: SettingsPartIndex?
    /// Work committed but not yet done, in order: observers to tell the newest value, coalesced
    /// (one entry per observer, however many updates concerned it), and a stream's first value.
    var pendingJobs: [SettingsJob<Value>] = []
    /// Whether some thread holds the delivery role: at most one does, so observers off the main
    /// actor are told one change at a time, breadth first.
    var isDelivering = false
    /// How many rounds of queued work one thread does before it hands the rest to a background
    /// queue: enough for chains of updates made by observers, and a bound when another thread keeps
    /// updating without pause, so the update that took the role returns. Tests lift it.
    var maximumRounds = 32
    /// Told of every committed change once something tracks these settings with Observation: the
    /// relay (an iOS 17 type, so kept untyped) and how to publish a change to it.
    var observationRelay:
        (relay: AnyObject, publish: @Sendable (_ old: Value, _ new: Value, SharedSettings<Value>) -> Void)?
    /// Set while saves are suspended.
    var saveSuspension: SettingsStoreError?
    /// What the latest save skipped while suspended reported.
    var lastSaveError: SettingsStoreError?

    /// Registers `observer` as told the value as of now: it reads its field here (a key path
    /// read, under the lock) and hears later changes of it.
    mutating func add(_ observer: SettingsObserver<Value>) {
        observer.lastNumber = number
        observer.deliver?(value, number, SettingsDelivery(observer: observer, isBaseline: true))
        observers.append(observer)
        partIndex = nil
    }

    /// Removes and ends the observers `matching`: only through ``SharedSettings/removeObservers(where:)``.
    mutating func removeObservers(
        where matching: (SettingsObserver<Value>) -> Bool
    ) -> (observers: [SettingsObserver<Value>], deliveries: [SettingsObserver<Value>.Delivery]) {
        let removed = observers.filter(matching)
        guard !removed.isEmpty else { return ([], []) }
        observers.removeAll(where: matching)
        partIndex = nil
        return (removed, removed.compactMap { $0.deliver.take() })
    }

    /// Commits change number `number + 1`: the observers `scope` concerns are to be told the new
    /// value. Hands them to the caller in `committed` when it takes the delivery role (nobody held
    /// it, so nothing is queued), else queues them. Fills the caller's record in place: a record
    /// made and returned here would be looked up at run time once more per update.
    mutating func commit(
        _ scope: SettingsScope?, writer: ObjectIdentifier?, into committed: inout SettingsCommit<Value>
    ) {
        number += 1
        committed.number = number
        guard !observers.isEmpty else { return }
        var told = if let scope { observers(scopedTo: scope) } else { observers }
        if let writer {
            // The writer's own observations only take the value as told, as at registration.
            for observer in told where observer.writer == writer {
                observer.lastNumber = number
                observer.deliver?(value, number, SettingsDelivery(observer: observer, isBaseline: true))
            }
            told.removeAll { $0.writer == writer }
        }
        guard !told.isEmpty else { return }
        guard isDelivering else {
            isDelivering = true
            committed.told = told
            committed.value = value
            return
        }
        if case .tell(let queued) = pendingJobs.last {
            // Coalesced: the round that tells them reads the newest value.
            var merged = queued
            var known = Set(queued.map(ObjectIdentifier.init))
            merged += told.filter { known.insert(ObjectIdentifier($0)).inserted }
            pendingJobs[pendingJobs.count - 1] = .tell(merged)
        } else {
            pendingJobs.append(.tell(told))
        }
    }

    /// Takes the delivery role if nobody holds it and there is work (then run
    /// ``SharedSettings/deliverPendingJobs(isolation:)``).
    mutating func claimDelivery() -> Bool {
        guard !isDelivering, !pendingJobs.isEmpty else { return false }
        isDelivering = true
        return true
    }

    /// The observers a write through `scope` concerns, in registration order, from the index: a
    /// walk over 1,000 sibling parts' observers would cost their key paths at every write.
    mutating func observers(scopedTo scope: SettingsScope) -> [SettingsObserver<Value>] {
        let index = partIndex ?? SettingsPartIndex(observers.map { ($0.keyPath, $0.fieldType) })
        partIndex = index
        var positions = index.byKeyPath[scope.keyPath] ?? []
        for (type, others) in index.byType where type != scope.fieldType {
            positions += others
        }
        if index.byType.count > 1 { positions.sort() }
        return positions.map { observers[$0] }
    }
}

extension SettingsState: LockReentryExplaining {
    /// The usual way to take the lock again is an update's body that uses its own settings.
    static var reentryExplanation: String {
        """
        SharedSettings<\(Value.self)> was used from inside the body of one of its own updates (or its \
        lock was otherwise taken again by the thread holding it). The body runs while the settings are \
        locked, so reading `value`, updating, observing or cancelling an observation there would \
        deadlock. Do it after `update` returns, or in an observer.
        """
    }
}

/// Where each observer sits in registration order, by watched key path and by field type.
struct SettingsPartIndex {
    var byKeyPath: [AnyKeyPath: [Int]] = [:]
    var byType: [ObjectIdentifier: [Int]] = [:]

    init(_ watched: [(keyPath: AnyKeyPath, fieldType: ObjectIdentifier)]) {
        for (position, (keyPath, fieldType)) in watched.enumerated() {
            byKeyPath[keyPath, default: []].append(position)
            byType[fieldType, default: []].append(position)
        }
    }
}

/// The part an update writes through: observers of sibling parts (same field type, another key
/// path) are not told.
struct SettingsScope {
    let keyPath: AnyKeyPath
    let fieldType: ObjectIdentifier

    init<Value, Part>(_ part: any WritableKeyPath<Value, Part> & Sendable) {
        keyPath = part
        fieldType = ObjectIdentifier(Part.self)
    }
}

/// What a commit leaves to do after unlocking, filled under the lock.
struct SettingsCommit<Value: Sendable> {
    /// The change number committed (or, for a delivery round, read).
    var number: UInt64 = 0
    /// Observers to tell `value` now: the committing thread took the delivery role.
    var told: [SettingsObserver<Value>] = []
    /// Publishes the change to Observation's trackers, when something tracks the settings.
    var publishToObservation: (@Sendable () -> Void)?
    /// The save skipped because saving is suspended, to report.
    var skippedSave: SettingsStoreError?
    /// The value to tell them; `nil` when nobody is to be told now. Last: the fields before it
    /// have a fixed size, so reaching them needs no run-time layout of the value's type.
    var value: Value?
}

/// One unit of delivery work, done outside the lock by the thread holding the delivery role.
enum SettingsJob<Value: Sendable>: Sendable {
    /// Tell these observers the newest value.
    case tell([SettingsObserver<Value>])
    /// Something that must happen in order with tells: a stream's first value.
    case run(@Sendable () -> Void)
}

extension SharedSettings {
    /// Tells `observers` the value of change `number`, then runs queued jobs, each round telling
    /// the value as of when it starts (breadth first: a change made by an observer is told after the
    /// current round), then gives up the delivery role.
    func deliver(_ committed: SettingsCommit<Value>, isolation: isolated (any Actor)?) {
        let onMainActor = MainActorDelivery.isMainActor(isolation)
        if let value = committed.value {
            tell(committed.told, value, committed.number, onMainActor: onMainActor)
        }
        var rounds = 0
        // The lock's bodies return plain values and fill these: this code is generic over the value,
        // and each generic type a body returned would be looked up at run time, round after round.
        var batch: [SettingsJob<Value>] = []
        var newest = committed
        while true {
            let handsOff = state.withLock { state in
                guard !state.pendingJobs.isEmpty else {
                    state.isDelivering = false
                    return false
                }
                guard rounds < state.maximumRounds else { return true }
                swap(&batch, &state.pendingJobs)
                newest.value = state.value
                newest.number = state.number
                return false
            }
            guard !handsOff else { break }
            guard !batch.isEmpty, let value = newest.value else { return }
            rounds += 1
            for job in batch {
                switch job {
                case .tell(let observers): tell(observers, value, newest.number, onMainActor: onMainActor)
                case .run(let work): work()
                }
            }
            batch.removeAll()
        }
        // Still holding the role: the rest goes on in the background, coalesced meanwhile.
        DispatchQueue.global(qos: .utility).async { [weak self] in
            self?.deliver(SettingsCommit(), isolation: nil)
        }
    }

    /// Tells each of `observers` `change`, unless it has been told that number or a later one.
    private func tell(_ observers: [SettingsObserver<Value>], _ value: Value, _ number: UInt64, onMainActor: Bool) {
        for observer in observers {
            var deliver: SettingsObserver<Value>.Delivery?
            let hops = state.withLock { _ -> Bool in
                guard let delivery = observer.deliver else { return false }
                if observer.callsOnMainActor && !onMainActor {
                    defer { observer.isHopScheduled = true }
                    return !observer.isHopScheduled
                }
                guard number > observer.lastNumber else { return false }
                observer.lastNumber = number
                deliver = delivery
                return false
            }
            if hops {
                scheduleHop(to: observer)
            } else if let deliver {
                deliver(value, number, SettingsDelivery(observer: observer))
            }
        }
    }

    /// One hop to the main queue (FIFO) for a main-actor observer told from another thread: it
    /// tells the value as of then, so hops never queue up behind a busy writer.
    private func scheduleHop(to observer: SettingsObserver<Value>) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let newest = state.withLock { state -> (value: Value, number: UInt64) in
                observer.isHopScheduled = false
                return (state.value, state.number)
            }
            tell([observer], newest.value, newest.number, onMainActor: true)
        }
    }

    /// Removes the observers `matching`, then drops unlocked their deliveries (a `deinit` of a capture may
    /// use the settings) and the tokens owner-bound ones keep (a token's end locks; only the remover writes it).
    @discardableResult
    func removeObservers(where matching: (SettingsObserver<Value>) -> Bool) -> [SettingsObserver<Value>] {
        let (removed, deliveries) = state.withLock { $0.removeObservers(where: matching) }
        withExtendedLifetime(deliveries) {}
        for observer in removed { observer.retainedToken = nil }
        return removed
    }

    /// The registered observers, after removing those whose owner has deallocated (checked unlocked).
    func liveObservers() -> [SettingsObserver<Value>] {
        let observers = state.withLock { $0.observers }
        var releases = MainQueueReleases()
        var live: [SettingsObserver<Value>] = []
        var dead: Set<ObjectIdentifier> = []
        for observer in observers {
            if observer.isOwnerAlive(parkingIn: &releases) {
                live.append(observer)
            } else {
                dead.insert(ObjectIdentifier(observer))
            }
        }
        guard !dead.isEmpty else { return observers }
        removeObservers { dead.contains(ObjectIdentifier($0)) }
        return live
    }
}
