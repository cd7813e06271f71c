/// One message type's registrations, indexed by subject, so a post for one subject never visits the
/// subscriptions scoped to other subjects.
///
/// Unscoped entries receive every post of the type; subject-scoped entries live in their subject's
/// bucket. A post for a subject walks both lists merged by ``BusEntry/sequence``, which keeps
/// registration order across them. Subject-scoped entries that end with their subject (streams) are
/// also listed in ``watchers``: a post is the bus's only chance to notice that such a subject died,
/// whichever subject the post names.
struct BusChannel {
    var unscoped = EntryList()
    var scoped: [ObjectIdentifier: EntryList] = [:]
    /// Subject-scoped streams. Rare, so removal scans, and every change builds a new array: posts
    /// read this storage outside the lock, so it is never written in place.
    private(set) var watchers: ContiguousArray<BusEntry> = []

    /// What a post for `subjectID` (or for no subject) visits: retains, no allocation. The lists it
    /// hands out are never written again (see ``EntryList``).
    @inline(__always)
    func snapshot(for subjectID: ObjectIdentifier?) -> PostSnapshot {
        guard let subjectID, !scoped.isEmpty || !watchers.isEmpty else {
            return PostSnapshot(unscoped: unscoped.share(), extras: watchers.isEmpty ? nil : .init(nil, watchers))
        }
        return PostSnapshot(
            unscoped: unscoped.share(),
            extras: .init(scoped[subjectID]?.share(), watchers.isEmpty ? nil : watchers)
        )
    }

    /// Every entry: unscoped ones, then each subject's bucket (not in registration order).
    var allEntries: [BusEntry] {
        var entries = unscoped.entries
        for bucket in scoped.values {
            entries.append(contentsOf: bucket.entries)
        }
        return entries
    }

    /// How many entries the channel holds, ended ones not yet removed included.
    var count: Int {
        scoped.values.reduce(unscoped.count) { $0 + $1.count }
    }

    mutating func append(_ entry: BusEntry) {
        guard let subjectID = entry.subjectID else {
            unscoped.append(entry)
            return
        }
        scoped[subjectID, default: EntryList()].append(entry)
        if entry.endsWithSubject {
            replaceWatchers(with: watchers + [entry])
        }
    }

    /// Removes `entry` if the channel still holds it; O(1) amortised (streams add a short scan).
    mutating func remove(_ entry: BusEntry) -> BusEntry? {
        guard let subjectID = entry.subjectID else {
            return unscoped.remove(entry)
        }
        if entry.endsWithSubject, watchers.contains(where: { $0 === entry }) {
            replaceWatchers(with: watchers.filter { $0 !== entry })
        }
        var removed: BusEntry?
        var bucketIsEmpty = false
        if let index = scoped.index(forKey: subjectID) {
            removed = scoped.values[index].remove(entry)
            bucketIsEmpty = scoped.values[index].isEmpty
        }
        if bucketIsEmpty {
            // A dead subject's bucket must not outlive its last entry.
            scoped[subjectID] = nil
        }
        return removed
    }

    /// Swaps in a list built in new storage (`+` and `filter` always allocate their result).
    private mutating func replaceWatchers(with newWatchers: [BusEntry]) {
        watchers = ContiguousArray(newWatchers)
    }
}
