/// What ``ContainerLink/send(_:)`` did with a request.
public enum LinkDelivery: Sendable, Hashable {
    /// The request reached the container's handler, which applied it or rejected it.
    case delivered
    /// The desired state was written, and the container will be told on the main actor right
    /// after `send` returns (settings strategy, while another thread was delivering changes).
    case enqueued
    /// Nothing was delivered: the container or its coordinator is gone.
    case containerGone
    /// Nothing was delivered because nothing needed to change: with the settings strategy the
    /// desired state already held (a swap to the child already chosen, closing closed panels).
    case unchanged
    /// Nothing was delivered: this link was never connected (``ContainerLink/unlinked``).
    case unlinked

    /// Whether the request reached, or is on its way to, a live handler.
    public var reachedContainer: Bool { self == .delivered || self == .enqueued }
}
