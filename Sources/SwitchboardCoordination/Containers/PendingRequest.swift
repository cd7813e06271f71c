/// A request waiting in a container's queue, with the child that sent it.
public struct PendingRequest<Request: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// What was asked.
    public let request: Request
    /// Who asked, if known.
    public let sender: ChildID?

    /// Creates a pending request.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - sender: Who asked.
    public init(_ request: Request, from sender: ChildID?) {
        self.request = request
        self.sender = sender
    }

    /// `request` or `request from sender`.
    public var description: String {
        sender.map { "\(request) from \($0)" } ?? "\(request)"
    }
}

extension PendingRequest where Request == ContainerRequest {
    /// Whether applying the request twice in a row equals applying it once (`swap(to:)`,
    /// `showPage`, `closePanels`); toggles and `swapNext` are not.
    public var isIdempotent: Bool { request.isIdempotent }
}

extension ContainerRequest {
    /// Whether applying the request twice in a row equals applying it once.
    var isIdempotent: Bool {
        switch self {
        case .swap, .showPage, .closePanels: true
        case .swapNext, .toggleMenu, .toggleProfile, .editPages: false
        }
    }
}
