internal import Dispatch

/// Everything a ``SharedSettings`` guards with its one lock.
struct SettingsState<Value: Sendable> {
    var value: Value
    /// The change number: how many updates have committed. Every delivery carries the number of
    /// the value it delivers, and an observer is never given a number it has passed.
    var number: UInt64 = 0
    /// Live observations, in registration order (the order they are notified in).
    var observers: [SettingsObserver<Value>] = []
    /// What a commit selects observers from; `nil` while stale, rebuilt on use.
    var observerIndex: SettingsObserverIndex?
    /// The observers to tell the newest value, in the order changes concerned them, each once
    /// however many changes did (its ``SettingsObserver/isQueued``).
    var pending: [SettingsObserver<Value>] = []
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

    /// Registers `observer` as told the value as of now.
    mutating func add(_ observer: SettingsObserver<Value>) {
        takeAsTold(observer)
        observers.append(observer)
        observerIndex = nil
    }

    /// Commits change number `number + 1`: queues the observers `scope` concerns (all for `nil`) to be told the
    /// newest value, unless queued already. The writer's own observations only take the value as
    /// told, here under the lock, as at registration.
    ///
    /// - Returns: Whether the caller took the delivery role (nobody held it): then it runs
    ///   ``SharedSettings/deliverPendingJobs(isolation:)`` once it has unlocked.
    mutating func commit(_ scope: SettingsScope?, writer: ObjectIdentifier?) -> Bool {
        number += 1
        guard !observers.isEmpty else { return false }
        let index = observerIndex ?? SettingsObserverIndex(observers)
        observerIndex = index
        for position in scope.map(index.positions(concerning:)) ?? Array(observers.indices) {
            let observer = observers[position]
            if let writer, observer.writer == writer {
                takeAsTold(observer)
            } else if !observer.isQueued {
                // The round that tells it reads the newest value, however many changes queued it.
                observer.isQueued = true
                pending.append(observer)
            }
        }
        guard !isDelivering, !pending.isEmpty else { return false }
        isDelivering = true
        return true
    }

    /// `observer` takes the value as of now as told, calling no handler: it reads its field (a key
    /// path read, under the lock) and hears later changes of it.
    private func takeAsTold(_ observer: SettingsObserver<Value>) {
        observer.lastNumber = number
        observer.deliver?(value, number, true)
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
struct SettingsObserverIndex {
    let byKeyPath: [AnyKeyPath: [Int]]
    let byType: [ObjectIdentifier: [Int]]

    init<Value>(_ observers: [SettingsObserver<Value>]) {
        byKeyPath = Dictionary(grouping: observers.indices) { observers[$0].scope.keyPath }
        byType = Dictionary(grouping: observers.indices) { observers[$0].scope.fieldType }
    }

    /// The positions of the observers a write through `scope` concerns, in registration order: from
    /// the index, as a walk over 1,000 sibling parts' observers would cost their key paths at every write.
    func positions(concerning scope: SettingsScope) -> [Int] {
        var positions = byKeyPath[scope.keyPath] ?? []
        for (type, others) in byType where type != scope.fieldType {
            positions += others
        }
        if byType.count > 1 { positions.sort() }
        return positions
    }
}

/// The part an update writes through, or an observer watches: observers of sibling parts (same
/// field type, another key path) are not told.
struct SettingsScope {
    let keyPath: AnyKeyPath
    let fieldType: ObjectIdentifier

    init<Value, Part>(_ part: KeyPath<Value, Part>) {
        keyPath = part
        fieldType = ObjectIdentifier(Part.self)
    }
}

extension SharedSettings {
    /// Tells the queued observers, each round the value as of when it starts (breadth first: a
    /// change made by an observer is told after the current round), then gives up the delivery
    /// role. Called by the thread that took it.
    func deliverPendingJobs(isolation: isolated (any Actor)?) {
        let onMainActor = isolation === MainActor.shared
        var rounds = 0
        var handsOff = false
        while true {
            let round: (observers: [SettingsObserver<Value>], value: Value, number: UInt64)? = state.withLock { state in
                guard !state.pending.isEmpty else {
                    state.isDelivering = false
                    return nil
                }
                handsOff = rounds == state.maximumRounds
                if handsOff { return nil }
                for observer in state.pending { observer.isQueued = false }
                defer { state.pending = [] }
                return (state.pending, state.value, state.number)
            }
            guard let round else { break }
            rounds += 1
            for observer in round.observers { tell(observer, round.value, round.number, onMainActor: onMainActor) }
        }
        // Still holding the role: the rest goes on in the background, coalesced meanwhile.
        if handsOff {
            DispatchQueue.global(qos: .utility).async { [weak self] in
                self?.deliverPendingJobs(isolation: nil)
            }
        }
    }

    /// Tells `observer` the value of change `number`, unless it has been told that number or a later one.
    private func tell(_ observer: SettingsObserver<Value>, _ value: Value, _ number: UInt64, onMainActor: Bool) {
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
            deliver(value, number, false)
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
            tell(observer, newest.value, newest.number, onMainActor: true)
        }
    }

    /// Removes the observers `matching`, then drops unlocked their deliveries (a `deinit` of a capture may
    /// use the settings).
    @discardableResult
    func removeObservers(where matching: (SettingsObserver<Value>) -> Bool) -> [SettingsObserver<Value>] {
        let (removed, deliveries) = state.withLock { state in
            let removed = state.observers.filter(matching)
            if !removed.isEmpty {
                state.observers.removeAll(where: matching)
                state.observerIndex = nil
            }
            // Cleared: deliveries under way skip them, and their captures go (below, unlocked).
            return (removed, removed.compactMap { $0.deliver.take() })
        }
        withExtendedLifetime(deliveries) {}
        return removed
    }

    /// The registered observers, after removing those whose owner has deallocated (checked unlocked).
    func liveObservers() -> [SettingsObserver<Value>] {
        let observers = state.withLock { $0.observers }
        var releases = MainQueueReleases()
        let byLiveness = Dictionary(grouping: observers) { $0.isOwnerAlive(parkingIn: &releases) }
        if let dead = byLiveness[false].map({ Set($0.map(ObjectIdentifier.init)) }) {
            removeObservers { dead.contains(ObjectIdentifier($0)) }
        }
        return byLiveness[true] ?? []
    }
}
