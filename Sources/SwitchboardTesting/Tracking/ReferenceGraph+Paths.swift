extension ReferenceGraph {
    /// At most this many tracked objects are reported as holding one survivor.
    static let maximumTrackedHolders = 3
    /// At most this many closures are reported as possibly closing a survivor's cycle.
    static let maximumPossibleCycles = 3

    /// The paths that keep `survivor` alive, the most telling first.
    ///
    /// Certain paths (a cycle back to the survivor, a path from a root or from another tracked
    /// object), shortest first, a cycle first among equals. A tracked object on the survivor's own
    /// cycle is explained by the cycle and not listed again. Only when no certain path exists,
    /// the possible ones: the closures nearest to the survivor, or, when it reaches none, the
    /// nearest closure of each root and tracked object, since any of them may capture it.
    ///
    /// - Parameters:
    ///   - survivor: The survivor's node.
    ///   - roots: The roots' nodes.
    ///   - trackedHolders: The nodes of the other tracked objects still alive.
    func paths(to survivor: Int, roots: [Int], trackedHolders: [Int]) -> [ReferencePath] {
        let roots = unique(roots).filter { $0 != survivor }
        let holders = unique(trackedHolders).filter { $0 != survivor && !roots.contains($0) }
        var certain: [ReferencePath] = []
        let cycle = shortestPath(from: survivor, to: survivor)
        if let cycle {
            certain.append(path(from: .cycle, through: cycle, to: survivor, isCertain: true))
        }
        for root in roots {
            guard let hops = shortestPath(from: root, to: survivor) else { continue }
            certain.append(path(from: .root, through: hops, to: survivor, isCertain: true))
        }
        var trackedPaths: [ReferencePath] = []
        for holder in holders {
            guard let hops = shortestPath(from: holder, to: survivor) else { continue }
            if cycle != nil, reaches(from: survivor, to: holder) { continue }
            trackedPaths.append(path(from: .trackedObject, through: hops, to: survivor, isCertain: true))
        }
        certain += trackedPaths.sorted { $0.steps.count < $1.steps.count }.prefix(Self.maximumTrackedHolders)
        if !certain.isEmpty {
            // Stable: among paths of one length, the cycle, then roots, then tracked objects.
            return certain.enumerated()
                .sorted { ($0.element.steps.count, $0.offset) < ($1.element.steps.count, $1.offset) }
                .map(\.element)
        }

        let possibleCycles = nearestClosures(from: survivor, limit: Self.maximumPossibleCycles).map {
            path(from: .cycle, through: $0, to: survivor, isCertain: false)
        }
        // Any closure anywhere might capture the survivor; those nearest to it are the likeliest,
        // so the roots' and the other objects' closures are listed only when it has none.
        guard possibleCycles.isEmpty else { return possibleCycles }
        var possible: [ReferencePath] = []
        for root in roots {
            possible += nearestClosures(from: root, limit: 1).map {
                path(from: .root, through: $0, to: survivor, isCertain: false)
            }
        }
        // A holder the survivor itself references adds no closure the survivor's own list lacks.
        let outsideHolders = holders.filter { !reaches(from: survivor, to: $0) }
        for holder in outsideHolders.prefix(Self.maximumTrackedHolders) {
            possible += nearestClosures(from: holder, limit: 1).map {
                path(from: .trackedObject, through: $0, to: survivor, isCertain: false)
            }
        }
        return possible
    }

    private func path(
        from origin: ReferencePath.Origin, through hops: [Hop], to survivor: Int, isCertain: Bool
    ) -> ReferencePath {
        let steps = hops.map { ReferencePath.Step(node: nodes[$0.node].name, property: $0.label) }
        return ReferencePath(
            origin: origin, steps: steps + [ReferencePath.Step(node: nodes[survivor].name)], isCertain: isCertain)
    }

    private func unique(_ nodes: [Int]) -> [Int] {
        var seen = Set<Int>()
        return nodes.filter { seen.insert($0).inserted }
    }
}
