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
    var scoped: [ObjectIdentifier: SubjectBucket] = [:]
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
            extras: .init(scoped[subjectID]?.entries.share(), watchers.isEmpty ? nil : watchers)
        )
    }

    /// Every entry: unscoped ones, then each subject's bucket (not in registration order).
    var allEntries: [BusEntry] {
        var entries = unscoped.entries
        for bucket in scoped.values {
            entries.append(contentsOf: bucket.entries.entries)
        }
        return entries
    }

    /// How many entries the channel holds, ended ones not yet removed included.
    var count: Int {
        scoped.values.reduce(unscoped.count) { $0 + $1.entries.count }
    }

    /// Files the entry `make` builds, unscoped or in `subject`'s bucket, and returns it.
    ///
    /// `make` receives the scope to build the entry with: the bucket's, shared by the subject's
    /// entries, or a new one if the subject is new or the bucket's subject has deallocated (a new
    /// object at a dead one's address).
    mutating func append(subject: AnyObject?, _ make: (SubjectScope?) -> BusEntry) -> BusEntry {
        guard let subject else {
            let entry = make(nil)
            unscoped.append(entry)
            return entry
        }
        let subjectID = ObjectIdentifier(subject)
        let entry: BusEntry
        if let index = scoped.index(forKey: subjectID) {
            // This weak load runs under the bus lock, which is safe here: it yields nil or `subject`
            // itself (a live object at the bucket's address is that object), which the caller keeps
            // alive, so releasing the loaded reference cannot run a `deinit`.
            let scope = scoped.values[index].scope.subject == nil ? SubjectScope(subject) : scoped.values[index].scope
            scoped.values[index].scope = scope
            entry = make(scope)
            scoped.values[index].entries.append(entry)
        } else {
            let scope = SubjectScope(subject)
            entry = make(scope)
            var bucket = SubjectBucket(scope: scope)
            bucket.entries.append(entry)
            scoped[subjectID] = bucket
        }
        if entry.endsWithSubject {
            replaceWatchers(with: watchers + [entry])
        }
        return entry
    }

    /// Removes `entry` if the channel still holds it; O(1) amortised (streams add a short scan).
    /// The caller keeps its own reference to `entry` (see ``EntryList/remove(_:)``).
    @discardableResult
    mutating func remove(_ entry: BusEntry) -> Bool {
        guard let subjectID = entry.subjectID else {
            return unscoped.remove(entry)
        }
        if entry.endsWithSubject, watchers.contains(where: { $0 === entry }) {
            replaceWatchers(with: watchers.filter { $0 !== entry })
        }
        var removed = false
        var bucketIsEmpty = false
        if let index = scoped.index(forKey: subjectID) {
            removed = scoped.values[index].entries.remove(entry)
            bucketIsEmpty = scoped.values[index].entries.isEmpty
        }
        if bucketIsEmpty {
            // A dead subject's bucket must not outlive its last entry.
            scoped[subjectID] = nil
        }
        return removed
    }

    /// The registered entry at `location`, if it is still registered.
    func entry(at location: EntryLocation) -> BusEntry? {
        guard let subjectID = location.subjectID else {
            return unscoped.entry(withSequence: location.sequence)
        }
        return scoped[subjectID]?.entries.entry(withSequence: location.sequence)
    }

    /// Swaps in a list built in new storage (`+` and `filter` always allocate their result).
    private mutating func replaceWatchers(with newWatchers: [BusEntry]) {
        watchers = ContiguousArray(newWatchers)
    }
}

/// One subject's entries in a channel, and the scope new entries for that subject share.
struct SubjectBucket {
    var entries = EntryList()
    var scope: SubjectScope
}

/// Where a registration is filed: enough to find its entry again under the bus lock, so that a
/// handle can refer to an entry without a reference to it (see ``ObserverHandle``).
struct EntryLocation: Sendable {
    let channelKey: ObjectIdentifier
    let subjectID: ObjectIdentifier?
    let sequence: UInt64

    init(_ entry: BusEntry) {
        channelKey = entry.channelKey
        subjectID = entry.subjectID
        sequence = entry.sequence
    }
}
