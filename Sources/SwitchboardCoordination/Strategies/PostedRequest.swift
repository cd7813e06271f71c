public import SwitchboardMessaging

/// A request on the bus, with the child that sent it: what the bus strategy posts.
///
/// The coordinator posts it with the container as the subject, so anyone can watch one
/// container's requests, the same way the coordinator does:
///
/// ```swift
/// let audit = bus.subscribe(to: PostedRequest<LibraryRequest>.self, subject: container) { posted in
///     print("\(posted.child?.description ?? "?") asked for \(posted.request)")
/// }
/// ```
///
/// Each request type travels on its own channel: `PostedRequest<LibraryRequest>` and
/// ``ChildRequest`` (the built-in vocabulary's form) never reach each other's subscribers.
public struct PostedRequest<Request: Sendable>: Message {
    /// What was asked.
    public let request: Request
    /// Who asked; `nil` for requests that did not come through a link.
    public let child: ChildID?
    /// Set by the coordinator that posted it, so its own observer can hand the container's
    /// answer back to the posting link; 0 for a post made by other code.
    package let tag: UInt64

    /// Creates the bus form of a request, for code that posts requests itself. The container's
    /// coordinator handles it like a link's request, but `post` returns no answer.
    ///
    /// - Parameters:
    ///   - request: What is asked.
    ///   - child: Who asks.
    public init(_ request: Request, from child: ChildID?) {
        self.init(request, from: child, tag: 0)
    }

    package init(_ request: Request, from child: ChildID?, tag: UInt64) {
        self.request = request
        self.child = child
        self.tag = tag
    }
}

extension PostedRequest: Equatable where Request: Equatable {
    /// Equal when the request and the child are; who posted it does not matter.
    ///
    /// - Parameters:
    ///   - lhs: A posted request.
    ///   - rhs: Another posted request.
    public static func == (lhs: PostedRequest, rhs: PostedRequest) -> Bool {
        lhs.request == rhs.request && lhs.child == rhs.child
    }
}

extension PostedRequest: Hashable where Request: Hashable {
    /// Hashes the request and the child.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(request)
        hasher.combine(child)
    }
}

extension PostedRequest: CustomStringConvertible {
    /// `request from child`, or just the request when no child sent it.
    public var description: String {
        child.map { "\(request) from \($0)" } ?? "\(request)"
    }
}
