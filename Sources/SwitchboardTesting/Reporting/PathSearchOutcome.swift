/// How a search for reference paths went: how much it walked, and whether it stopped early.
///
/// Every ``Survivor`` of a report with paths carries the outcome of the one walk that found them;
/// its ``Survivor/truncatedSearchNote`` is this outcome's description when the walk stopped early.
package struct PathSearchOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A limit the walk reached.
    package enum Limit: Sendable, Hashable, CustomStringConvertible {
        /// An object was further than ``PathSearch/maximumDepth`` references from every start.
        case depth(Int)
        /// The walk had visited ``PathSearch/maximumObjects`` objects.
        case objectCount(Int)
        /// A value (struct, enum, collection) was nested deeper than the walk reads.
        case valueNesting(Int)

        /// The limit and its value, such as `depth limit (32)`.
        package var description: String {
            switch self {
            case .depth(let limit): "depth limit (\(limit))"
            case .objectCount(let limit): "object limit (\(limit))"
            case .valueNesting(let limit): "value nesting limit (\(limit))"
            }
        }
    }

    /// How many objects the walk visited.
    package let objectsVisited: Int
    /// The limits the walk reached, in the order it first reached them; empty when it saw
    /// everything reachable.
    package let limitsReached: [Limit]

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - objectsVisited: How many objects the walk visited.
    ///   - limitsReached: The limits it reached.
    package init(objectsVisited: Int, limitsReached: [Limit]) {
        self.objectsVisited = objectsVisited
        self.limitsReached = limitsReached
    }

    /// Whether the walk stopped at a limit, so that some paths may be missing.
    package var isTruncated: Bool { !limitsReached.isEmpty }

    /// What the walk covered, and where it stopped.
    package var description: String {
        guard isTruncated else { return "the path search walked \(objectsVisited) objects" }
        let limits = limitsReached.map(\.description).joined(separator: " and its ")
        return "the path search stopped at its \(limits): paths may be missing"
    }
}
