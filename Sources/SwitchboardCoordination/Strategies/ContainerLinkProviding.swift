/// A container that hands out links: a child, or any controller inside a child, finds the link to
/// its container by walking up its parents, as `revealViewController` or `pageboyParent` do in
/// container libraries — without the container having to set a property on every child.
///
/// The ready containers adopt it for their machine's requests. A container you write yourself
/// adopts it by handing over the ``Coordinator`` it keeps, and names each child as it embeds it;
/// the links found are that coordinator's, for the child's name, and `nil` for any other request
/// type, so the walk goes on past it:
///
/// ```swift
/// final class FeedHost: HeadlessViewController, RequestHandler, ContainerLinkProviding {
///     var coordinator: Coordinator<FeedRequest>?
///     var containerLinkSource: (any ContainerLinkSource)? { coordinator }
///     var received: [(FeedRequest, ChildID?)] = []
///
///     func show(_ detail: HeadlessViewController) {
///         addChild(detail)
///         view.addSubview(detail.view)
///         detail.didMove(toParent: self)
///         coordinator?.name(detail, as: "detail")
///     }
///
///     func handle(_ request: FeedRequest, from child: ChildID?) -> RequestResult {
///         received.append((request, child))
///         return .applied
///     }
/// }
/// ```
///
/// ```swift
/// let link = button.containerLink(for: FeedRequest.self)  // walks up: button → detail → host
/// link?.send(.dismissDetail)
/// ```
///
/// A container that decides otherwise which link a child gets answers
/// ``containerLink(forChild:requests:)`` itself instead.
@MainActor
public protocol ContainerLinkProviding: AnyObject {
    /// What hands out this container's links: usually the ``Coordinator`` the container keeps.
    /// `nil` by default, and while the container has none: the lookup then walks on.
    var containerLinkSource: (any ContainerLinkSource)? { get }

    /// The link for `child`, one of this container's direct children, speaking `Request`; `nil`
    /// when the container has no such link for it (the lookup then keeps walking up). By default,
    /// ``containerLinkSource``'s link for `child`.
    ///
    /// - Parameters:
    ///   - child: A direct child controller of this container.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>?
}

extension ContainerLinkProviding {
    /// No source: a container that answers ``ContainerLinkProviding/containerLink(forChild:requests:)``
    /// itself needs none.
    public var containerLinkSource: (any ContainerLinkSource)? { nil }

    /// ``ContainerLinkProviding/containerLinkSource``'s link for `child`, or `nil` without a source.
    ///
    /// - Parameters:
    ///   - child: A direct child controller of this container.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    public func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
        containerLinkSource?.link(forChild: child, requests: requests)
    }
}
