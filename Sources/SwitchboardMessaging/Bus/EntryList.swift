/// A list of bus entries in registration order, with O(1) amortised removal.
///
/// A removed entry leaves a `nil` hole (the entry remembers its index in ``BusEntry/slot``), trailing
/// holes are trimmed at once, and the list is compacted when holes outnumber entries.
///
/// The rule that keeps posts race-free: storage a post has read is never written again. A post
/// takes ``slots`` with ``share()``, under the bus lock, and reads it outside the lock; `share()`
/// sets the storage's ``ShareMark``, and the next mutation (also under the lock) first moves the
/// entries to fresh storage with a fresh mark. This does not lean on `ContiguousArray`'s uniqueness check, which would write in place
/// once the post has released its copy: correct, but ordered only by the reference count, which
/// ThreadSanitizer does not see. Here every write is ordered after every read of the same storage
/// by the bus lock. The copy costs O(entries) once per post that read the list, which that post
/// already paid for, so mutations stay O(1) amortised.
struct EntryList {
    private(set) var slots: ContiguousArray<BusEntry?> = []
    /// Live entries (slots that are not holes).
    private(set) var count = 0
    /// Set once a post may be reading ``slots``. A reference, so that a post can set it without
    /// mutating the bus state (which would cost it uniqueness checks on the way down); never reset,
    /// only replaced together with the storage. Copies of a list may share a mark, which at worst
    /// costs one needless copy.
    private var mark = ShareMark()

    var isEmpty: Bool { count == 0 }

    /// The live entries, in registration order.
    var entries: [BusEntry] { slots.compactMap { $0 } }

    /// The storage, for a post to read outside the lock; it is never written again.
    @inline(__always)
    func share() -> ContiguousArray<BusEntry?> {
        mark.isShared = true
        return slots
    }

    mutating func append(_ entry: BusEntry) {
        if mark.isShared {
            moveToFreshStorage(extraCapacity: 1)
        }
        entry.slot = Int32(slots.count)
        slots.append(entry)
        count += 1
    }

    /// Removes `entry` if this list holds it; returns whether it did.
    ///
    /// The caller holds its own reference to `entry`, so the list's, released here under the bus
    /// lock, is never the last: the entry (and its handler's captures) goes after unlocking.
    @discardableResult
    mutating func remove(_ entry: BusEntry) -> Bool {
        let slot = Int(entry.slot)
        guard slot >= 0, slot < slots.count, slots[slot] === entry else { return false }
        if mark.isShared {
            // Drops the holes too; the entry keeps its new slot.
            moveToFreshStorage(extraCapacity: 0)
        }
        slots[Int(entry.slot)] = nil
        entry.slot = -1
        count -= 1
        while let last = slots.last, last == nil {
            slots.removeLast()
        }
        if slots.count > 16, count * 2 < slots.count {
            moveToFreshStorage(extraCapacity: 0)
        }
        return true
    }

    /// The entry registered with `sequence`, if this list still holds it: a binary search, since
    /// slots are in registration order; holes are skipped to the right.
    func entry(withSequence sequence: UInt64) -> BusEntry? {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            var probe = middle
            while probe < high, slots[probe] == nil { probe += 1 }
            guard probe < high, let candidate = slots[probe] else {
                high = middle
                continue
            }
            if candidate.sequence == sequence { return candidate }
            if candidate.sequence < sequence {
                low = probe + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    /// Copies the live entries, in order and without holes, into newly allocated storage.
    /// O(slots), paid once per post that shared the list or after as many removals as live entries.
    private mutating func moveToFreshStorage(extraCapacity: Int) {
        var fresh = ContiguousArray<BusEntry?>()
        fresh.reserveCapacity(count + count / 2 + extraCapacity)
        for case let entry? in slots {
            entry.slot = Int32(fresh.count)
            fresh.append(entry)
        }
        slots = fresh
        mark = ShareMark()
    }
}

/// Whether a post may be reading an ``EntryList``'s storage.
///
/// Only read and written under the bus lock (by posts taking a snapshot and by mutations), which is
/// what makes the one `var` safe.
final class ShareMark {
    var isShared = false
}
