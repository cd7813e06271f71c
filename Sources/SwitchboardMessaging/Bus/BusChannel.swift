/// One message type's registrations, indexed by subject so a post for one subject never visits the
/// subscriptions scoped to other subjects.
///
/// Unscoped entries receive every post of the type; scoped entries live in their subject's bucket.
/// A post for a subject merges the two lists by ``BusEntry/sequence``, which keeps registration
/// order across both. Subject-scoped streams are also listed in ``subjectWatchers``: a post is the
/// bus's only chance to notice that a stream's subject died, whichever subject it names.
struct BusChannel {
    var unscoped = EntryList()
    var scoped: [ObjectIdentifier: EntryList] = [:]
    /// Subject-scoped entries that end with their subject (streams). Rare, so removal scans.
    var subjectWatchers: ContiguousArray<BusEntry> = []

    /// What a post for `subjectID` must visit, copied out of the lock (retains, no allocation).
    @inline(__always)
    func snapshot(for subjectID: ObjectIdentifier?) -> BusSnapshot {
        BusSnapshot(
            unscoped: unscoped.slots,
            scoped: subjectID.flatMap { scoped[$0]?.slots } ?? [],
            subjectWatchers: subjectWatchers
        )
    }

    /// Every entry, unscoped first, then each subject's bucket (not in registration order).
    var allEntries: [BusEntry] {
        var entries = unscoped.entries
        for bucket in scoped.values {
            entries.append(contentsOf: bucket.entries)
        }
        return entries
    }

    mutating func append(_ entry: BusEntry) {
        guard let subjectID = entry.subjectID else {
            unscoped.append(entry)
            return
        }
        scoped[subjectID, default: EntryList()].append(entry)
        if entry.endsWithSubject {
            subjectWatchers.append(entry)
        }
    }

    /// Removes `entry` if this channel still holds it; amortised O(1) (streams add a short scan).
    mutating func remove(_ entry: BusEntry) -> BusEntry? {
        guard let subjectID = entry.subjectID else {
            return unscoped.remove(entry)
        }
        if entry.endsWithSubject, let index = subjectWatchers.firstIndex(where: { $0 === entry }) {
            subjectWatchers.remove(at: index)
        }
        guard var bucket = scoped.removeValue(forKey: subjectID) else { return nil }
        let removed = bucket.remove(entry)
        if !bucket.isEmpty {
            scoped[subjectID] = bucket
        }
        return removed
    }
}
