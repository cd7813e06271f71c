/// One list of a ``MessageBus`` channel (a type's unscoped entries, one subject's, the subject-scoped
/// streams), in registration order: slots sorted by registration number, appended under the bus lock that
/// hands the numbers out. Removal binary-searches the slot and empties it, releasing the entry: O(log n) in
/// any order (searching and shifting was O(n), O(n²) for n cancels oldest first). Trailing holes go at once,
/// the others in one O(n) pass once they outnumber the entries (n/2 removals or more since the last: O(1)
/// amortized), so a list holds at most twice as many slots as entries, and a post, walking a copy of the
/// slots taken under the lock (one retain) and skipping the holes, costs O(k) for k entries.
struct BusEntryList {
    /// An entry and its registration number, or a hole where a removed entry was.
    struct Slot {
        let sequence: UInt64
        var entry: BusEntry?
    }

    /// Sorted by `sequence`; the last slot, if any, holds an entry.
    private(set) var slots: ContiguousArray<Slot> = []
    /// How many slots hold an entry.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The entries, in registration order.
    var entries: [BusEntry] { slots.compactMap(\.entry) }

    /// Files `entry`, which registered after every entry filed here: O(1) amortized.
    mutating func append(_ entry: BusEntry) {
        assert(slots.last.map { $0.sequence < entry.sequence } ?? true, "entries are filed in registration order")
        slots.append(Slot(sequence: entry.sequence, entry: entry))
        count += 1
    }

    /// Removes `entry` if it is filed here, in O(log n) amortized, and returns how many slots that read or
    /// moved (what the removal cost, for tests that check it without timing it).
    @discardableResult
    mutating func remove(_ entry: BusEntry) -> Int {
        var (low, high, cost) = (slots.startIndex, slots.endIndex, 0)
        while low < high {
            let middle = low + (high - low) / 2
            if slots[middle].sequence < entry.sequence { low = middle + 1 } else { high = middle }
            cost += 1
        }
        guard low < slots.endIndex, slots[low].entry === entry else { return cost }
        slots[low].entry = nil
        count -= 1
        while let last = slots.last, last.entry == nil {
            slots.removeLast()
            cost += 1
        }
        if slots.count - count > count {
            cost += slots.count
            slots.removeAll { $0.entry == nil }
        }
        return cost
    }
}
