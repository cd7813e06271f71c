/// A container that hands out links — the one lookup protocol. A child, or any controller inside
/// a child, finds the link to its container by walking up its parents (`containerLink` on
/// `HeadlessViewController` and on `UIViewController`), as `revealViewController` or
/// `pageboyParent` do in container libraries, without the container setting a property on every
/// child. Each ancestor that adopts this protocol is asked for the link of the child on the path;
/// the first answer wins. `containerLink(from:)` finds by type: it asks only ancestors of the
/// type named.
///
/// The ready containers adopt it for their machine's requests. A container you write yourself
/// adopts it by asking the ``Coordinator`` it keeps, and names each child as it embeds it; the
/// links found are that coordinator's, for the child's name, and `nil` for any other request type,
/// so the walk goes on past it:
///
/// ```swift
/// final class FeedHost: HeadlessViewController, RequestHandler, ContainerLinkProviding {
///     var coordinator: Coordinator<FeedRequest>?
///     var received: [(FeedRequest, ChildID?)] = []
///
///     func show(_ detail: HeadlessViewController) {
///         addChild(detail)
///         view.addSubview(detail.view)
///         detail.didMove(toParent: self)
///         coordinator?.name(detail, as: "detail")
///     }
///
///     func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
///         coordinator?.link(forChild: child, requests: requests)
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
@MainActor
public protocol ContainerLinkProviding: AnyObject {
    /// The link for `child`, one of this container's direct children, speaking `Request`; `nil`
    /// when the container has no such link for it (the lookup then keeps walking up).
    ///
    /// - Parameters:
    ///   - child: A direct child controller of this container.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>?
}

/// The walk behind `containerLink` on every controller type: from `controller` up through its
/// parents, asking each ``ContainerLinkProviding`` ancestor that `accepts` for the link of the
/// child on the path. The first answer wins.
///
/// - Parameters:
///   - controller: Where the walk starts; a container is not asked for a link to itself.
///   - requests: The request type the link must carry.
///   - parent: The controller type's `parent`.
///   - accepts: Which providers may answer; the others are walked past.
/// - Returns: The first link a provider hands out, or `nil` at the top of the tree.
@MainActor
package func nearestContainerLink<Controller: AnyObject, Request>(
    from controller: Controller, requests: Request.Type, parent: (Controller) -> Controller?,
    where accepts: (any ContainerLinkProviding) -> Bool = { _ in true }
) -> ContainerLink<Request>? {
    var child = controller
    while let ancestor = parent(child) {
        if let provider = ancestor as? any ContainerLinkProviding, accepts(provider),
            let link = provider.containerLink(forChild: child, requests: requests)
        {
            return link
        }
        child = ancestor
    }
    return nil
}
