internal import Switchboard

extension LeakTracker {
    /// What is still alive right now, and the reference paths that keep each survivor alive.
    ///
    /// Walks stored properties, within the limits the tracker was made with
    /// (``init(searchesPaths:maximumPathDepth:maximumObjectsSearched:)``), from the survivors, the
    /// other tracked objects and the roots, then releases everything it loaded: the report holds
    /// only names. It runs on the main actor, where the properties of main-actor objects belong.
    ///
    /// ```swift
    /// let report = tracker.reportWithPaths()
    /// for survivor in report.survivors {
    ///     print(survivor.paths.first?.description ?? "no path found")
    /// }
    /// ```
    ///
    /// - Returns: The survivors in tracking order, each with its ``Survivor/paths``, and the
    ///   added checks' issues.
    @MainActor
    public func reportWithPaths() -> LeakReport {
        let (objects, ownRoots, checks) = state.withLock { ($0.objects, $0.roots, $0.checks) }
        let (contextObjects, contextRoots) =
            pathContext?.state.withLock { ($0.objects, $0.roots) } ?? ([], [])
        // Strong references from here on, released when this returns, on the main actor.
        let alive = objects.compactMap { tracked in tracked.object.map { (tracked: tracked, object: $0) } }
        let checkIssues = checks.flatMap { $0.currentIssues() }
        guard !alive.isEmpty, pathSearch.isEnabled else {
            return LeakReport(
                trackedCount: objects.count, survivors: alive.map(\.tracked.survivor), checkIssues: checkIssues)
        }
        let others = contextObjects.compactMap { tracked in tracked.object.map { (tracked: tracked, object: $0) } }
        let roots = (ownRoots + contextRoots).compactMap(\.object)

        var names: [ObjectIdentifier: String] = [:]
        for (tracked, object) in others + alive {
            names[ObjectIdentifier(object)] = tracked.survivor.subject
        }
        let trackedObjects = alive.map(\.object) + others.map(\.object)
        let (graph, startNodes) = ReferenceWalker.walk(
            from: trackedObjects + roots, search: pathSearch, names: names)
        let trackedNodes = Array(startNodes[..<trackedObjects.count])
        let rootNodes = Array(startNodes[trackedObjects.count...]).compactMap { $0 }

        let survivors = alive.enumerated().map { offset, entry in
            let survivor = entry.tracked.survivor
            guard let node = trackedNodes[offset] else {
                return Survivor(
                    typeName: survivor.typeName, name: survivor.name, site: survivor.site, paths: [],
                    pathSearch: graph.outcome)
            }
            let holders = trackedNodes.compactMap { $0 }.filter { $0 != node }
            return Survivor(
                typeName: survivor.typeName, name: survivor.name, site: survivor.site,
                paths: graph.paths(to: node, roots: rootNodes, trackedHolders: holders),
                pathSearch: graph.outcome)
        }
        return LeakReport(trackedCount: objects.count, survivors: survivors, checkIssues: checkIssues)
    }
}
