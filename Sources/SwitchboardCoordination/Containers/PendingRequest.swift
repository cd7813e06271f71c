/// A request waiting in a container's queue, with the child that sent it.
public struct PendingRequest: Hashable, Sendable, CustomStringConvertible {
    /// What was asked.
    public let request: ContainerRequest
    /// Who asked, if known.
    public let sender: ChildID?

    /// Creates a pending request.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - sender: Who asked.
    public init(_ request: ContainerRequest, from sender: ChildID?) {
        self.request = request
        self.sender = sender
    }

    /// Whether applying the request twice in a row equals applying it once (`swap(to:)`,
    /// `showPage`, `closePanels`); toggles and `swapNext` are not.
    public var isIdempotent: Bool {
        switch request {
        case .swap, .showPage, .closePanels: true
        case .swapNext, .toggleMenu, .toggleProfile: false
        }
    }

    /// `request` or `request from sender`.
    public var description: String {
        sender.map { "\(request) from \($0)" } ?? request.description
    }
}
