/// Everything a ``SharedSettings`` guards with its one lock.
///
/// Usable from inlinable code: the update and delivery paths are inlined into clients, so they
/// run specialized for the client's value type.
@usableFromInline
struct SettingsState<Value: Sendable> {
    /// The current value.
    @usableFromInline var value: Value
    /// How many updates have committed.
    @usableFromInline var version: UInt64 = 0
    /// Live observations, in registration order (the order they are notified in).
    @usableFromInline var observers: [SettingsObserver<Value>] = []
    /// ``observers`` by the type of field they watch, then by key path, each with its position in
    /// ``observers``: what a part-scoped update selects from. `nil` while stale; rebuilt on use.
    var partIndex: [ObjectIdentifier: [AnyKeyPath: [(Int, SettingsObserver<Value>)]]]?
    /// The last observer id handed out.
    var lastObserverID: UInt64 = 0
    /// Work committed under the lock but not yet delivered, in commit order.
    @usableFromInline var pendingJobs: [SettingsJob<Value>] = []
    /// Whether some thread is currently running `pendingJobs`. At most one does at a time, which
    /// is what keeps every observer's deliveries in commit order.
    @usableFromInline var isDelivering = false
    /// What the latest skipped save reported while saving was suspended; `nil` otherwise.
    var lastSaveError: SettingsStoreError?
    /// Set while saves are suspended because the store holds data the load could not use
    /// (see ``SettingsStoreError/saveSuspension``): what each skipped save reports.
    var saveSuspension: SettingsStoreError?
    /// Told of every committed change once something tracks these settings with Observation;
    /// `nil` until then, so untracked settings pay nothing for it.
    @usableFromInline var changeRelay: SettingsChangeRelay<Value>?

    /// Claims the delivery role if nobody holds it and there is work.
    ///
    /// - Returns: Whether the caller must now run ``SharedSettings/deliverPendingJobs(isolation:)``.
    @inlinable
    mutating func claimDelivery() -> Bool {
        guard !isDelivering, !pendingJobs.isEmpty else { return false }
        isDelivering = true
        return true
    }

    /// Removes the given observers, ending them.
    ///
    /// - Parameter ids: The observers' identities; the caller holds them, so none is reused.
    /// - Returns: The removed observers, so the caller can release them after unlocking.
    mutating func removeObservers(_ ids: Set<ObjectIdentifier>) -> [SettingsObserver<Value>] {
        guard !ids.isEmpty else { return [] }
        var removed: [SettingsObserver<Value>] = []
        partIndex = nil
        observers.removeAll { observer in
            guard ids.contains(ObjectIdentifier(observer)) else { return false }
            observer.isEnded = true
            removed.append(observer)
            return true
        }
        return removed
    }

    /// Removes the first observer that `matches`, ending it.
    ///
    /// - Returns: The removed observer, so the caller can release it after unlocking, or `nil` if
    ///   none was registered.
    mutating func removeObserver(where matches: (SettingsObserver<Value>) -> Bool) -> SettingsObserver<Value>? {
        guard let index = observers.firstIndex(where: matches) else { return nil }
        let observer = observers.remove(at: index)
        partIndex = nil
        observer.isEnded = true
        return observer
    }

    /// Registers `observer`. It hears about changes committed from now on: each change carries the
    /// observers registered when it committed.
    mutating func add(_ observer: SettingsObserver<Value>) {
        observers.append(observer)
        partIndex = nil
    }

    /// The id for the next observer.
    mutating func nextObserverID() -> UInt64 {
        lastObserverID += 1
        return lastObserverID
    }
}

/// One unit of delivery work, run outside the lock by whichever thread holds the delivery role.
@usableFromInline
enum SettingsJob<Value: Sendable>: Sendable {
    /// An update committed: notify `observers`, those registered when it committed.
    case change(old: Value, new: Value, observers: [SettingsObserver<Value>])
    /// Something that must happen in order with changes, such as a stream's first value.
    case run(@Sendable () -> Void)
}

/// What an updater does after committing a change and unlocking.
@usableFromInline
enum SettingsDeliveryPlan<Value: Sendable> {
    /// Nothing: nobody to notify, or another delivery run will take the change.
    case none
    /// The updater took the delivery role with nothing queued before this change: it notifies
    /// `observers` (the registered ones, copied when the change committed) itself, without
    /// queueing the change, then runs whatever was queued meanwhile.
    case direct(new: Value, observers: [SettingsObserver<Value>])
    /// The updater took the delivery role; the change is queued behind others.
    case queued
}

extension SettingsState {
    /// Records a committed update (the body has changed ``value``) and decides who delivers it.
    ///
    /// - Parameters:
    /// - Parameter old: The value before the update.
    /// - Returns: What the updater does once it has unlocked.
    ///   - part: For an update through a part, its key path and field type.
    @inlinable
    mutating func commit(from old: Value, part: (AnyKeyPath, ObjectIdentifier)? = nil) -> SettingsDeliveryPlan<Value> {
        version += 1
        guard !observers.isEmpty else { return .none }
        let told = part.map { observers(scopedTo: $0) } ?? observers
        guard !told.isEmpty else { return .none }
        // Not delivering implies nothing is queued, so a direct delivery keeps commit order.
        if !isDelivering {
            isDelivering = true
            return .direct(new: value, observers: told)
        }
        pendingJobs.append(.change(old: old, new: value, observers: told))
        return claimDelivery() ? .queued : .none
    }
}

extension SettingsState {
    /// The observers a write through `part` may concern, in registration order: those of the part
    /// itself and those watching a field of another type (the whole value, a count, a field inside
    /// the part). Observers of other key paths to a field of the part's type are sibling parts
    /// (`\.[1]` beside `\.[0]`), which a write through the part leaves as they were: they are not
    /// even compared, so a part write costs the same beside 1,000 other parts as beside none.
    @usableFromInline
    mutating func observers(scopedTo part: (keyPath: AnyKeyPath, type: ObjectIdentifier)) -> [SettingsObserver<Value>] {
        if partIndex == nil {
            var index: [ObjectIdentifier: [AnyKeyPath: [(Int, SettingsObserver<Value>)]]] = [:]
            for (position, observer) in observers.enumerated() {
                index[observer.watchedType, default: [:]][observer.watched, default: []].append((position, observer))
            }
            partIndex = index
        }
        guard let index = partIndex else { return observers }
        var told = index[part.type]?[part.keyPath] ?? []
        for (type, groups) in index where type != part.type {
            for group in groups.values { told += group }
        }
        if told.count > 1 { told.sort { $0.0 < $1.0 } }
        return told.map(\.1)
    }
}
