/// A registration-ordered list of weakly held delegates, the Linux-portable `NSHashTable.weakObjects()`.
///
/// ```swift
/// @MainActor protocol DownloadObserver: AnyObject { func downloadDidFinish(_ id: Int) }
/// ```
///
/// ```swift
/// let observers = MulticastDelegate<any DownloadObserver>()
/// observers.add(progressBadge)
/// observers.invoke { $0.downloadDidFinish(2) }
/// ```
///
/// The rule that matters: delegates are held weakly and called in the order they were added.
/// Reentrancy, values and isolation: <doc:WeakDelegates>.
public final class MulticastDelegate<Delegate> {
    private var entries: [MulticastDelegateEntry] = []

    /// Creates an empty list.
    public init() {}

    /// Adds `delegate` (held weakly) at the end; `false` if it was already present or is not an object.
    @discardableResult
    public func add(_ delegate: Delegate) -> Bool {
        guard let object = classInstance(delegate), !contains(delegate) else { return false }
        prune()
        entries.append(MulticastDelegateEntry(object))
        return true
    }

    /// Removes `delegate`; `false`, doing nothing, if it was not registered.
    @discardableResult
    public func remove(_ delegate: Delegate) -> Bool {
        guard let index = index(of: delegate) else { return false }
        // Cleared, not just dropped: an `invoke` in progress holds the entry in its snapshot.
        entries.remove(at: index).object = nil
        return true
    }

    /// Removes every delegate.
    public func removeAll() {
        for entry in entries { entry.object = nil }
        entries.removeAll()
    }

    /// Whether `delegate` is registered and alive.
    public func contains(_ delegate: Delegate) -> Bool {
        index(of: delegate) != nil
    }

    /// The number of live delegates.
    public var count: Int {
        prune()
        return entries.count
    }

    /// Whether no live delegate is registered.
    public var isEmpty: Bool { count == 0 }

    /// The live delegates, in registration order.
    public var delegates: [Delegate] {
        prune()
        return entries.compactMap { $0.object.map(Self.delegate(from:)) }
    }

    /// Calls `body` with each live delegate, in registration order.
    public func invoke(_ body: (Delegate) throws -> Void) rethrows {
        // The loop walks a snapshot (the array as it was): one added meanwhile waits for the next
        // invoke, and removal clears an entry's reference (see `remove`), so one removed is skipped.
        // Dead entries it meets are pruned, so a list that is only invoked does not keep them.
        var sawDeadEntry = false
        for entry in entries {
            guard let object = entry.object else {
                sawDeadEntry = true
                continue
            }
            try body(Self.delegate(from: object))
        }
        if sawDeadEntry { prune() }
    }

    private func index(of delegate: Delegate) -> Int? {
        guard let object = classInstance(delegate) else { return nil }
        return entries.firstIndex { $0.object === object }
    }

    private func prune() {
        entries.removeAll { $0.object == nil }
    }

    private static func delegate(from object: AnyObject) -> Delegate {
        // Every stored object came from a `Delegate` in `add`, so the cast cannot fail.
        // swift-format-ignore: NeverForceUnwrap
        object as! Delegate
    }
}

/// One weakly held delegate of a ``MulticastDelegate``; cleared when it is removed, so an `invoke` in
/// progress skips it (a live object's identity never matches a dead entry's `nil`).
final class MulticastDelegateEntry {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
