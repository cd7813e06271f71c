/// The references among the objects a walk reached: names and indices only, no objects, so
/// keeping it retains nothing.
struct ReferenceGraph {
    /// A reference from one node to another, through `label` (a stored-property path) if any.
    struct Edge {
        let label: String?
        let target: Int
    }

    /// An object the walk reached, or a closure it could not look into.
    struct Node {
        let name: String
        let isClosure: Bool
        /// Whether the node is a closure a container keeps to build its children (see
        /// ``ChildBuilderHolding``): one handed to the container when it was made.
        let isChildBuilder: Bool
        var edges: [Edge] = []
    }

    /// A step of a path: a node and the edge label leading on from it.
    typealias Hop = (node: Int, label: String?)

    var nodes: [Node] = []
    var outcome = PathSearchOutcome(objectsVisited: 0, limitsReached: [])

    /// The shortest path from `start` to `goal` (a cycle when they are equal), or `nil`.
    ///
    /// - Returns: The hops from `start` up to, not including, `goal`.
    func shortestPath(from start: Int, to goal: Int) -> [Hop]? {
        var reachedThrough: [Int: (from: Int, label: String?)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edge in nodes[current].edges {
                if edge.target == goal {
                    return hops(to: current, reachedThrough: reachedThrough, start: start)
                        + [(current, edge.label)]
                }
                guard edge.target != start, reachedThrough[edge.target] == nil else { continue }
                reachedThrough[edge.target] = (current, edge.label)
                queue.append(edge.target)
            }
        }
        return nil
    }

    /// The closures nearest to `start`, at most `limit` of them, with the path to each; the
    /// closures that build a container's children after all the others.
    ///
    /// A container was handed its child builders (`makeChild`, a `.factory`) before it existed, so
    /// they cannot have captured it, nor the children they build: a closure stored later, such as
    /// a child's own handler, is the likelier holder. Builders are still listed, after the others,
    /// since one may capture something made before the container.
    ///
    /// - Returns: For each closure, the hops from `start` up to and including the closure.
    func nearestClosures(from start: Int, limit: Int) -> [[Hop]] {
        var reachedThrough: [Int: (from: Int, label: String?)] = [:]
        var found: [[Hop]] = []
        var builders: [[Hop]] = []
        var queue = [start]
        var head = 0
        while head < queue.count, found.count < limit {
            let current = queue[head]
            head += 1
            for edge in nodes[current].edges where edge.target != start && reachedThrough[edge.target] == nil {
                reachedThrough[edge.target] = (current, edge.label)
                guard nodes[edge.target].isClosure else {
                    queue.append(edge.target)
                    continue
                }
                let hops =
                    hops(to: current, reachedThrough: reachedThrough, start: start)
                    + [(current, edge.label), (edge.target, nil)]
                if nodes[edge.target].isChildBuilder {
                    builders.append(hops)
                } else {
                    found.append(hops)
                    if found.count == limit { break }
                }
            }
        }
        return Array((found + builders).prefix(limit))
    }

    /// Whether `goal` can be reached from `start`.
    func reaches(from start: Int, to goal: Int) -> Bool {
        shortestPath(from: start, to: goal) != nil
    }

    private func hops(to node: Int, reachedThrough: [Int: (from: Int, label: String?)], start: Int) -> [Hop] {
        var reversed: [Hop] = []
        var current = node
        while current != start, let previous = reachedThrough[current] {
            reversed.append((previous.from, previous.label))
            current = previous.from
        }
        return reversed.reversed()
    }
}
