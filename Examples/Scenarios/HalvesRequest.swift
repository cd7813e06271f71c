import Switchboard

/// What a half-height child can ask of the halves container: to be closed.
enum HalvesRequest: Sendable, Hashable, Codable, CustomStringConvertible {
    case close(ChildID)

    var description: String {
        switch self {
        case .close(let child): "close(\(child))"
        }
    }
}

/// Why the halves container refused a request.
enum HalvesRejection: Error, Hashable, CustomStringConvertible {
    case unknownChild(ChildID)

    var description: String {
        switch self {
        case .unknownChild(let child): "No child named \(child) in this container"
        }
    }
}

/// The halves container's state, for the shared-settings strategy: which children are closed.
struct HalvesState: CoordinatedState {
    var closed: [ChildID] = []

    mutating func apply(_ request: HalvesRequest) {
        if case .close(let child) = request, !closed.contains(child) { closed.append(child) }
    }

    func requests(since old: HalvesState) -> [HalvesRequest] {
        closed.filter { !old.closed.contains($0) }.map { .close($0) }
    }
}
