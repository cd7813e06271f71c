/// A list of entries in registration order whose removal is O(1) amortised: a removed entry leaves
/// a `nil` slot, trailing holes are trimmed at once, and the list is compacted when holes outnumber
/// entries. Each entry remembers its slot (``BusEntry/slot``, guarded by the bus lock).
struct EntryList {
    private(set) var slots: ContiguousArray<BusEntry?> = []
    private var count = 0

    var isEmpty: Bool { count == 0 }

    var entries: [BusEntry] { slots.compactMap { $0 } }

    mutating func append(_ entry: BusEntry) {
        entry.slot = slots.count
        slots.append(entry)
        count += 1
    }

    mutating func remove(_ entry: BusEntry) -> BusEntry? {
        let slot = entry.slot
        guard slot >= 0, slot < slots.count, slots[slot] === entry else { return nil }
        slots[slot] = nil
        entry.slot = -1
        count -= 1
        while let last = slots.last, last == nil {
            slots.removeLast()
        }
        if slots.count > 16, count * 2 < slots.count {
            compact()
        }
        return entry
    }

    private mutating func compact() {
        var compacted = ContiguousArray<BusEntry?>()
        compacted.reserveCapacity(count * 2)
        for case let entry? in slots {
            entry.slot = compacted.count
            compacted.append(entry)
        }
        slots = compacted
    }
}
