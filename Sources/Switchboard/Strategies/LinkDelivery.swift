/// What ``ContainerLink/send(_:)`` did with a request.
public enum LinkDelivery: Sendable, Hashable {
    /// The request reached the container's handler, which applied it or rejected it.
    case delivered
    /// Nothing was delivered: the container or its coordinator is gone.
    case containerGone
    /// Nothing was delivered: this link was never connected (``ContainerLink/unlinked``).
    case unlinked

    /// Whether the request reached a live handler.
    public var reachedContainer: Bool { self == .delivered }
}
