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
/// - Delegates are held weakly; deallocated ones are skipped and pruned.
/// - `invoke` calls delegates in the order they were added. Adding the same object twice keeps
///   its first position.
/// - Reentrancy: a delegate added during `invoke` is first called by the next `invoke`; one
///   removed (or deallocated) during `invoke` is not called for the rest of it.
/// - `Delegate` should be a class-bound protocol or a class. Adding a value (a struct or enum)
///   is a documented no-op that returns `false`, because a weak reference to a value is always nil.
///
/// The type is not `Sendable`: like UIKit delegates, it belongs to one isolation domain (usually
/// the main actor, inside a view controller). That is what lets it call non-`Sendable`
/// delegates without locks.
public final class MulticastDelegate<Delegate> {
    private var entries: [MulticastDelegateEntry] = []

    /// Creates an empty list.
    public init() {}

    /// Adds `delegate` at the end, unless it is already registered.
    ///
    /// - Parameter delegate: An object conforming to `Delegate`; held weakly.
    /// - Returns: `true` if it was added, `false` if it was already present or is not an object.
    @discardableResult
    public func add(_ delegate: Delegate) -> Bool {
        guard let object = Self.object(from: delegate) else { return false }
        prune()
        let identifier = ObjectIdentifier(object)
        guard !entries.contains(where: { $0.identifier == identifier && $0.object != nil }) else { return false }
        entries.append(MulticastDelegateEntry(object))
        return true
    }

    /// Removes `delegate`. Removing one that is not registered does nothing.
    ///
    /// - Parameter delegate: The delegate to remove.
    /// - Returns: `true` if it was registered.
    @discardableResult
    public func remove(_ delegate: Delegate) -> Bool {
        guard let object = Self.object(from: delegate) else { return false }
        let identifier = ObjectIdentifier(object)
        guard let index = entries.firstIndex(where: { $0.identifier == identifier && $0.object === object }) else {
            return false
        }
        entries[index].isRegistered = false
        entries.remove(at: index)
        return true
    }

    /// Removes every delegate.
    public func removeAll() {
        for entry in entries { entry.isRegistered = false }
        entries.removeAll()
    }

    /// Whether `delegate` is registered and alive.
    ///
    /// - Parameter delegate: The delegate to look for.
    public func contains(_ delegate: Delegate) -> Bool {
        guard let object = Self.object(from: delegate) else { return false }
        return entries.contains { $0.object === object }
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
    ///
    /// - Parameter body: What to do with each delegate, for example `{ $0.didSwap(to: id) }`.
    public func invoke(_ body: (Delegate) throws -> Void) rethrows {
        let snapshot = entries
        var sawDeadEntry = false
        for entry in snapshot where entry.isRegistered {
            guard let object = entry.object else {
                sawDeadEntry = true
                continue
            }
            try body(Self.delegate(from: object))
        }
        if sawDeadEntry { prune() }
    }

    private func prune() {
        entries.removeAll { entry in
            guard entry.object == nil else { return false }
            entry.isRegistered = false
            return true
        }
    }

    private static func object(from delegate: Delegate) -> AnyObject? {
        guard type(of: delegate as Any) is AnyClass else { return nil }
        return delegate as AnyObject
    }

    private static func delegate(from object: AnyObject) -> Delegate {
        // Every stored object came from a `Delegate` in `add`, so the cast cannot fail.
        // swift-format-ignore: NeverForceUnwrap
        object as! Delegate
    }
}

/// One weakly held delegate of a ``MulticastDelegate``.
///
/// Outside the generic class on purpose: nested in `MulticastDelegate<Delegate>` it would be a generic
/// type itself, and every `invoke` would look up its metadata for the current `Delegate`.
private final class MulticastDelegateEntry {
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    var isRegistered = true

    init(_ object: AnyObject) {
        self.object = object
        identifier = ObjectIdentifier(object)
    }
}
