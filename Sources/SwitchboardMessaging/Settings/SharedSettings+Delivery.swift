/// Everything a ``SharedSettings`` guards with its one lock.
struct SettingsState<Value: Sendable> {
    var value: Value
    /// Live observations, in registration order (the order they are notified in).
    var observers: [SettingsObserver<Value>] = []
    /// What a part-scoped update selects observers from; `nil` while stale, rebuilt on use.
    var partIndex: SettingsPartIndex?
    /// Changes committed but not yet delivered, in commit order.
    var pendingJobs: [SettingsJob<Value>] = []
    /// Whether some thread is running ``pendingJobs``: at most one does, which keeps commit order.
    var isDelivering = false
    /// Main-actor calls enqueued and not yet run: while any are, a main-actor delivery enqueues too.
    /// Only the delivering thread adds to it, so a delivery that finds none when it starts on the
    /// main actor finds none until it ends (nothing it calls there enqueues).
    var mainCallsWaiting = 0
    /// Told of every committed change once something tracks these settings with Observation.
    var observationRelay: SettingsChangeRelay<Value>?
    /// Set while saves are suspended.
    var saveSuspension: SettingsStoreError?
    /// What the latest save skipped while suspended reported.
    var lastSaveError: SettingsStoreError?

    mutating func add(_ observer: SettingsObserver<Value>) {
        observers.append(observer)
        partIndex = nil
    }

    /// Removes and ends the observers `matching`: only through ``SharedSettings/removeObservers(where:)``.
    mutating func removeObservers(
        where matching: (SettingsObserver<Value>) -> Bool
    ) -> (observers: [SettingsObserver<Value>], deliveries: [SettingsObserver<Value>.Delivery]) {
        var removed: [SettingsObserver<Value>] = []
        var deliveries: [SettingsObserver<Value>.Delivery] = []
        observers.removeAll { observer in
            guard matching(observer) else { return false }
            if let deliver = observer.deliver.take() { deliveries.append(deliver) }
            removed.append(observer)
            return true
        }
        if !removed.isEmpty { partIndex = nil }
        return (removed, deliveries)
    }

    /// Claims the delivery role if nobody holds it and there is work (then run ``SharedSettings/deliverPendingJobs(isolation:)``).
    mutating func claimDelivery() -> Bool {
        guard !isDelivering, !pendingJobs.isEmpty else { return false }
        isDelivering = true
        return true
    }

    /// Records a committed change: `.direct` when nobody is delivering (nothing is queued then, so
    /// delivering at once keeps commit order), else queued. `writer` (given on the main actor) is left out when
    /// it would be told now, so has heard every earlier change: nobody delivers and no main-actor call waits.
    mutating func commit(_ change: SettingsChange<Value>, sparing writer: AnyObject?) -> SettingsDeliveryPlan<Value> {
        guard !observers.isEmpty else { return .none }
        var told = change.part.map { observers(scopedTo: $0) } ?? observers
        // By index: a generic `contains` or `filter` reads elements through a coroutine, an allocation each.
        if let writer, !isDelivering, mainCallsWaiting == 0,
            let index = told.indices.first(where: { told[$0] === writer })
        {
            if told.count == 1 { told = [] } else { told.remove(at: index) }
        }
        guard !told.isEmpty else { return .none }
        guard isDelivering else {
            isDelivering = true
            return .direct(told, first: told[0].read, mainIdle: mainCallsWaiting == 0)
        }
        pendingJobs.append(.change(change, observers: told))
        return .none
    }

    /// The observers a write through `part` concerns, in registration order, from the index: a walk
    /// over 1,000 sibling parts' observers would cost their generic iteration at every write.
    mutating func observers(scopedTo part: SettingsPartScope<Value>) -> [SettingsObserver<Value>] {
        let index = partIndex ?? SettingsPartIndex(observers.map { ($0.keyPath, $0.fieldType) })
        partIndex = index
        var positions = index.byKeyPath[part.keyPath] ?? []
        for (type, others) in index.byType where type != part.fieldType {
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

/// The part an update writes through: its key path, the type of the field it reaches, and the part's value before the
/// update. Keeping the part alone lets the write change the value in place: a copy of the whole old value would make it
/// copy every sibling part too (`e2e.swap.settings-parts+1000-other-containers`).
class SettingsPartScope<Value>: @unchecked Sendable {
    // Safety of `@unchecked Sendable`: the subclass's old part (`Sendable`) is set once, locked, before sharing.
    let keyPath: AnyKeyPath
    let fieldType: ObjectIdentifier

    init(keyPath: AnyKeyPath, fieldType: ObjectIdentifier) { (self.keyPath, self.fieldType) = (keyPath, fieldType) }

    /// Keeps the part's value in `value`, before the update; `restore` puts it back.
    func keep(_ value: Value) {}
    func restore(_ value: inout Value) {}
    /// The old value at `field` if `field` is this part, else `nil`.
    func oldField<Field>(at field: KeyPath<Value, Field>) -> Field? { nil }
    /// The whole value before the update, rebuilt from `new`: a copy, for observers of other fields.
    func oldValue(from new: Value) -> Value { new }
}

/// A ``SettingsPartScope`` typed by its part.
final class SettingsPartWrite<Value, Part>: SettingsPartScope<Value>, @unchecked Sendable {
    let path: WritableKeyPath<Value, Part>
    var old: Part?

    init(_ path: WritableKeyPath<Value, Part>) {
        self.path = path
        super.init(keyPath: path, fieldType: ObjectIdentifier(Part.self))
    }

    override func keep(_ value: Value) { old = value[keyPath: path] }
    override func restore(_ value: inout Value) { if let old { value[keyPath: path] = old } }
    override func oldField<Field>(at field: KeyPath<Value, Field>) -> Field? {
        field == path ? old as? Field : nil
    }
    override func oldValue(from new: Value) -> Value {
        var value = new
        restore(&value)
        return value
    }
}

/// One committed change: the new value and what it replaced (after a write through ``part``, `new`; the part keeps it).
struct SettingsChange<Value: Sendable>: Sendable {
    let old: Value
    let new: Value
    let part: SettingsPartScope<Value>?

    init(old: Value, new: Value, part: SettingsPartScope<Value>?) {
        (self.old, self.new, self.part) = (old, new, part)
    }
}

/// The value at `field` before a change, which the part keeps after a write through a part.
func oldValue<Value, Field>(
    at field: KeyPath<Value, Field>, old: Value, new: Value, part: SettingsPartScope<Value>?
) -> Field {
    guard let part else { return old[keyPath: field] }
    return part.oldField(at: field) ?? part.oldValue(from: new)[keyPath: field]
}

/// One unit of delivery work, run outside the lock by the thread holding the delivery role.
enum SettingsJob<Value: Sendable>: Sendable {
    /// Notify the observers registered when the change committed.
    case change(SettingsChange<Value>, observers: [SettingsObserver<Value>])
    /// Something that must happen in order with changes: a stream's first value.
    case run(@Sendable () -> Void)
}

/// What an updater does once it has unlocked.
enum SettingsDeliveryPlan<Value: Sendable> {
    /// Nothing to deliver, or another thread delivers it.
    case none
    /// The updater took the delivery role: it tells these observers, then runs what was queued.
    case direct([SettingsObserver<Value>], first: SettingsObserver<Value>.DeliveryRead, mainIdle: Bool)
}

extension SharedSettings {
    /// Runs queued jobs until none is left, then gives up the delivery role it holds.
    func deliverPendingJobs(isolation: isolated (any Actor)?) {
        while true {
            let (batch, mainIdle) = state.withLock { state -> ([SettingsJob<Value>], Bool) in
                if state.pendingJobs.isEmpty { state.isDelivering = false }
                defer { state.pendingJobs = [] }
                return (state.pendingJobs, state.mainCallsWaiting == 0)
            }
            guard !batch.isEmpty else { return }
            for job in batch {
                switch job {
                case .change(let change, let observers):
                    notify(observers, of: change, mainIdle: mainIdle, isolation: isolation)
                case .run(let work):
                    work()
                }
            }
        }
    }

    /// Tells each of `observers` about one change, in order, skipping ended ones (read under the lock, unless copied).
    func notify(
        _ observers: [SettingsObserver<Value>], of change: SettingsChange<Value>,
        firstDelivery: SettingsObserver<Value>.DeliveryRead? = nil, mainIdle: Bool, isolation: isolated (any Actor)?
    ) {
        let onMainActor = MainActorDelivery.isMainActor(isolation)
        let callsNow = onMainActor && mainIdle
        for (position, observer) in observers.enumerated() {
            let read = position == 0 ? firstDelivery : nil
            Self.tell(
                read ?? state.withLock { _ in observer.read }, change.old, change.new, change.part,
                SettingsDelivery(settings: self, observer: observer, onMainActor: onMainActor, callsNow: callsNow))
        }
    }

    /// Runs a delivery in generic code, for the reason ``SettingsObserver/read`` gives.
    static func tell(
        _ read: SettingsObserver<Value>.DeliveryRead, _ old: Value, _ new: Value, _ part: SettingsPartScope<Value>?,
        _ context: SettingsDelivery<Value>
    ) {
        read.deliver?(old, new, part, context)
    }

    /// Ends `observer` if it is still registered.
    func remove(_ observer: SettingsObserver<Value>) {
        removeObservers { $0 === observer }
    }

    /// Removes the observers `matching`, then drops unlocked their deliveries (a `deinit` of a capture may
    /// use the settings) and the tokens owner-bound ones keep (a token's end locks; only the remover writes it).
    @discardableResult
    func removeObservers(where matching: (SettingsObserver<Value>) -> Bool) -> [SettingsObserver<Value>] {
        let (removed, deliveries) = state.withLock { $0.removeObservers(where: matching) }
        withExtendedLifetime(deliveries) {}
        for observer in removed { observer.extras?.retainedToken = nil }
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
