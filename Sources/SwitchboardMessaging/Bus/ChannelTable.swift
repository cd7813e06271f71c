/// The bus's per-type channels: an open-addressing hash table keyed by message type.
///
/// `Dictionary` would hash the key with SipHash on every post; a message type's `ObjectIdentifier`
/// is a metadata address, unique and well spread after a multiplicative mix, so a probe costs a
/// multiply and a compare. Channels are never removed (a type that had subscribers keeps an empty
/// list), which keeps the table free of tombstones; it grows only with the number of message types.
struct ChannelTable {
    /// `0` marks an empty slot (no type metadata lives at address 0).
    private var keys: ContiguousArray<UInt>
    private var lists: ContiguousArray<BusChannel>
    private var occupied = 0

    init() {
        keys = ContiguousArray(repeating: 0, count: 16)
        lists = ContiguousArray(repeating: BusChannel(), count: 16)
    }

    /// What a post of one type for one subject (or none) visits.
    @inline(__always)
    func snapshot(for channelKey: ObjectIdentifier, subjectID: ObjectIdentifier?) -> PostSnapshot {
        guard let slot = slot(of: channelKey) else { return .empty }
        return lists[slot].snapshot(for: subjectID)
    }

    /// Every entry registered for a message type, ended ones not yet removed included, not in
    /// registration order; empty if none.
    func entries(for channelKey: ObjectIdentifier) -> [BusEntry] {
        guard let slot = slot(of: channelKey) else { return [] }
        return lists[slot].allEntries
    }

    /// One message type's channel, for inspection; `nil` if the type never had subscribers.
    func channel(for channelKey: ObjectIdentifier) -> BusChannel? {
        slot(of: channelKey).map { lists[$0] }
    }

    /// Every channel's entries.
    var allEntries: [BusEntry] {
        lists.flatMap(\.allEntries)
    }

    /// Files the entry `make` builds in the `channelKey` channel, creating the channel if needed, and
    /// returns it. `make` receives the subject's scope (see ``BusChannel/append(subject:_:)``).
    mutating func append(
        to channelKey: ObjectIdentifier,
        subject: AnyObject?,
        _ make: (SubjectScope?) -> BusEntry
    ) -> BusEntry {
        let slot = slot(of: channelKey) ?? insert(channelKey)
        return lists[slot].append(subject: subject, make)
    }

    /// The registered entry at `location`, if it is still registered.
    func entry(at location: EntryLocation) -> BusEntry? {
        guard let slot = slot(of: location.channelKey) else { return nil }
        return lists[slot].entry(at: location)
    }

    /// Removes the registered entry at `location` and returns it (for release after unlocking), if
    /// it is still registered.
    mutating func remove(at location: EntryLocation) -> BusEntry? {
        guard let entry = entry(at: location) else { return nil }
        remove(entry)
        return entry
    }

    /// Removes `entry` from its channel; returns whether it was registered. The caller keeps its
    /// own reference to `entry`, so the entry is released after unlocking (see ``EntryList/remove(_:)``).
    @discardableResult
    mutating func remove(_ entry: BusEntry) -> Bool {
        guard let slot = slot(of: entry.channelKey) else { return false }
        return lists[slot].remove(entry)
    }

    /// Empties the table and hands back what it held, so the caller can release it outside a lock.
    mutating func removeAll() -> [BusEntry] {
        defer { self = ChannelTable() }
        return allEntries
    }

    @inline(__always)
    private func slot(of channelKey: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: Int(bitPattern: channelKey))
        let mask = keys.count - 1
        var slot = Self.home(of: key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return slot }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insert(_ channelKey: ObjectIdentifier) -> Int {
        if (occupied + 1) * 2 > keys.count {
            grow()
        }
        let key = UInt(bitPattern: Int(bitPattern: channelKey))
        let mask = keys.count - 1
        var slot = Self.home(of: key, mask: mask)
        while keys[slot] != 0 {
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        occupied += 1
        return slot
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldLists = lists
        let capacity = keys.count * 2
        keys = ContiguousArray(repeating: 0, count: capacity)
        lists = ContiguousArray(repeating: BusChannel(), count: capacity)
        let mask = capacity - 1
        for (key, list) in zip(oldKeys, oldLists) where key != 0 {
            var slot = Self.home(of: key, mask: mask)
            while keys[slot] != 0 {
                slot = (slot + 1) & mask
            }
            keys[slot] = key
            lists[slot] = list
        }
    }

    /// Fibonacci hashing: the multiply spreads the aligned address bits; the high bits are the best mixed.
    @inline(__always)
    private static func home(of key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
