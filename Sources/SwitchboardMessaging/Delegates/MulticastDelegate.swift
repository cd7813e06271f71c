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
    @usableFromInline internal var entries: [MulticastDelegateEntry] = []

    /// Creates an empty list.
    public init() {}

    /// Adds `delegate` (held weakly) at the end; `false` if it was already present or is not an object.
    @discardableResult
    public func add(_ delegate: Delegate) -> Bool {
        guard let object = Self.object(from: delegate) else { return false }
        prune()
        let identifier = ObjectIdentifier(object)
        guard !entries.contains(where: { $0.identifier == identifier && $0.object != nil }) else { return false }
        entries.append(MulticastDelegateEntry(object, bits: Self.unownedBits(of: delegate, object: object)))
        return true
    }

    /// Removes `delegate`; `false`, doing nothing, if it was not registered.
    @discardableResult
    public func remove(_ delegate: Delegate) -> Bool {
        guard let object = Self.object(from: delegate),
            let index = entries.firstIndex(where: { $0.identifier == ObjectIdentifier(object) && $0.object === object })
        else { return false }
        // Cleared, not just dropped: an `invoke` in progress holds the entry in its snapshot.
        entries[index].object = nil
        entries.remove(at: index)
        return true
    }

    /// Removes every delegate.
    public func removeAll() {
        for entry in entries { entry.object = nil }
        entries.removeAll()
    }

    /// Whether `delegate` is registered and alive.
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
    public var isEmpty: Bool { entries.isEmpty || count == 0 }

    /// The live delegates, in registration order.
    public var delegates: [Delegate] {
        prune()
        return entries.compactMap { $0.object.map(Self.delegate(from:)) }
    }

    /// Calls `body` with each live delegate, in registration order.
    @inlinable
    public func invoke(_ body: (Delegate) throws -> Void) rethrows {
        // Removal clears an entry's reference (see `remove`): the snapshot skips one removed meanwhile.
        let snapshot = entries
        var sawDeadEntry = false
        for entry in snapshot {
            guard let object = entry.object else {
                sawDeadEntry = true
                continue
            }
            if let bits = entry.bits {
                try body(Self.delegate(from: bits, keptAliveBy: Unmanaged.passRetained(object)))
            } else {
                try body(Self.delegate(from: object))
            }
        }
        if sawDeadEntry { prune() }
    }

    @usableFromInline
    internal func prune() {
        entries.removeAll { $0.object == nil }
    }

    private static func object(from delegate: Delegate) -> AnyObject? {
        guard type(of: delegate as Any) is AnyClass else { return nil }
        return delegate as AnyObject
    }

    @usableFromInline
    internal static func delegate(from object: AnyObject) -> Delegate {
        // Every stored object came from a `Delegate` in `add`, so the cast cannot fail.
        // swift-format-ignore: NeverForceUnwrap
        object as! Delegate
    }

    // MARK: - Calling without a cast

    // `object as! Delegate` costs a conformance lookup per call: `add` keeps a bit copy of the value,
    // owning nothing, which `invoke` turns back into a value only while the weak reference is loaded.

    /// An unowned bit copy of `delegate`, or `nil` when its bits do not stand for `object` alone.
    ///
    /// Sound because a value whose dynamic type is a class is, as a class reference or a class or
    /// opaque existential, the object reference in its first word plus metadata and witness tables,
    /// which are never freed. Any other representation keeps the cast.
    static func unownedBits(of delegate: Delegate, object: AnyObject) -> UnsafeMutableRawPointer? {
        let size = MemoryLayout<Delegate>.size
        guard size >= MemoryLayout<UnsafeRawPointer>.size else { return nil }
        let bits = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Delegate>.alignment)
        withUnsafeBytes(of: delegate) { value in
            guard let base = value.baseAddress else { return }
            bits.copyMemory(from: base, byteCount: size)
        }
        guard bits.load(as: UnsafeRawPointer.self) == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        else {
            bits.deallocate()
            return nil
        }
        bits.bindMemory(to: Delegate.self, capacity: 1)
        return bits
    }

    /// The delegate whose bits `unownedBits` copied, taking over the reference `retained` holds: one
    /// retain per call, as for one weak delegate.
    @inlinable
    internal static func delegate(
        from bits: UnsafeMutableRawPointer, keptAliveBy retained: Unmanaged<AnyObject>
    ) -> Delegate {
        withUnsafeTemporaryAllocation(of: Delegate.self, capacity: 1) { temporary in
            // swift-format-ignore: NeverForceUnwrap
            let slot = temporary.baseAddress!
            UnsafeMutableRawPointer(slot).copyMemory(from: bits, byteCount: MemoryLayout<Delegate>.size)
            return slot.move()
        }
    }
}

/// One weakly held delegate of a ``MulticastDelegate``: not nested, where it would be generic and
/// every `invoke` would look up its metadata.
@usableFromInline
internal final class MulticastDelegateEntry {
    /// The delegate; cleared when it is removed, so an `invoke` in progress skips it.
    @usableFromInline weak var object: AnyObject?
    let identifier: ObjectIdentifier
    /// See `MulticastDelegate.unownedBits`.
    @usableFromInline let bits: UnsafeMutableRawPointer?

    init(_ object: AnyObject, bits: UnsafeMutableRawPointer?) {
        self.object = object
        identifier = ObjectIdentifier(object)
        self.bits = bits
    }

    deinit {
        // The copy owns nothing, so there is nothing to deinitialize.
        bits?.deallocate()
    }
}
