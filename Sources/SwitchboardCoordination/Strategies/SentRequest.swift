public import SwitchboardMessaging

/// A request and the child that sent it: what waits in a container's queue
/// (`pendingRequests`), what a container abandoned (`lastAbandonment`), what a coordinator saw
/// refused (``Coordinator/lastRefusal``), and what the bus strategy posts.
///
/// The coordinator posts it with the container as the subject, so anyone can watch one
/// container's requests, the same way the coordinator does:
///
/// ```swift
/// let audit = bus.subscribe(to: SentRequest<LibraryRequest>.self, subject: container) { sent in
///     print("\(sent.sender?.description ?? "?") asked for \(sent.request)")
/// }
/// ```
///
/// Each request type travels on its own channel: `SentRequest<LibraryRequest>` and
/// `SentRequest<ContainerRequest>` (the built-in vocabulary's) never reach each other's subscribers.
public struct SentRequest<Request: Sendable>: Message, CustomStringConvertible {
    /// What was asked.
    public let request: Request
    /// Who asked; `nil` for a request that did not come from a child (one derived from the
    /// settings, a direct call, a post by other code).
    public let sender: ChildID?
    /// Set by the coordinator that posted it, so its own observer can hand the container's
    /// answer back to the posting link; 0 otherwise.
    package let tag: UInt64

    /// Creates a request sent by `sender`, such as one your code posts on the bus itself. The
    /// container's coordinator handles a post like a link's request, but `post` returns no answer.
    ///
    /// - Parameters:
    ///   - request: What is asked.
    ///   - sender: Who asks.
    public init(_ request: Request, from sender: ChildID?) {
        self.init(request, from: sender, tag: 0)
    }

    package init(_ request: Request, from sender: ChildID?, tag: UInt64) {
        self.request = request
        self.sender = sender
        self.tag = tag
    }

    /// `request`, or `request from sender`.
    public var description: String {
        sender.map { "\(request) from \($0)" } ?? "\(request)"
    }
}

extension SentRequest: Equatable where Request: Equatable {
    /// Equal when the request and the sender are; who posted it does not matter.
    ///
    /// - Parameters:
    ///   - lhs: A sent request.
    ///   - rhs: Another sent request.
    public static func == (lhs: SentRequest, rhs: SentRequest) -> Bool {
        lhs.request == rhs.request && lhs.sender == rhs.sender
    }
}

extension SentRequest: Hashable where Request: Hashable {
    /// Hashes the request and the sender.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(request)
        hasher.combine(sender)
    }
}

extension SentRequest where Request == ContainerRequest {
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
