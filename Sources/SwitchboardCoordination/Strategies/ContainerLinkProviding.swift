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

    /// Whether this container is the one to handle `request` from `child`: a link found by walking
    /// up sends each request to the nearest container that accepts it. `true` by default.
    ///
    /// - Parameters:
    ///   - request: The request being sent.
    ///   - child: The direct child of this container on the path from the sending controller.
    func accepts<Request>(_ request: Request, fromChild child: AnyObject) -> Bool

    /// The name the app gave this container, which `containerLink(for:named:)` finds it by;
    /// `nil` by default.
    var linkName: String? { get }

    /// A link for a controller outside this container that found it by name (the list page of a
    /// sibling container sending to a detail slot), speaking `Request`; it sends from no child.
    /// `nil` by default: the container is reached from its children only.
    ///
    /// - Parameter requests: The request type the link must carry.
    /// - Returns: The link, or `nil`.
    func containerLink<Request>(fromOutside requests: Request.Type) -> ContainerLink<Request>?
}

extension ContainerLinkProviding {
    /// Every request.
    ///
    /// - Parameters:
    ///   - request: The request being sent.
    ///   - child: The child on the path.
    /// - Returns: `true`.
    public func accepts<Request>(_ request: Request, fromChild child: AnyObject) -> Bool { true }

    /// No name.
    public var linkName: String? { nil }

    /// None: the container is reached from its children only.
    ///
    /// - Parameter requests: The request type.
    /// - Returns: `nil`.
    public func containerLink<Request>(fromOutside requests: Request.Type) -> ContainerLink<Request>? { nil }
}

/// The walk behind `containerLink(from:)` and the routed `containerLink`: from `controller` up
/// through its parents, asking each ``ContainerLinkProviding`` ancestor that `accepts` (given the
/// child on the path) for the link of that child. The first answer wins.
///
/// - Parameters:
///   - controller: Where the walk starts; a container is not asked for a link to itself.
///   - requests: The request type the link must carry.
///   - parent: The controller type's `parent`.
///   - accepts: Which providers may answer, for the child on the path; the others are walked past.
/// - Returns: The first link a provider hands out, or `nil` at the top of the tree.
@MainActor
package func nearestContainerLink<Controller: AnyObject, Request>(
    from controller: Controller, requests: Request.Type, parent: (Controller) -> Controller?,
    where accepts: (any ContainerLinkProviding, Controller) -> Bool = { _, _ in true }
) -> ContainerLink<Request>? {
    var child = controller
    while let ancestor = parent(child) {
        if let provider = ancestor as? any ContainerLinkProviding, accepts(provider, child),
            let link = provider.containerLink(forChild: child, requests: requests)
        {
            return link
        }
        child = ancestor
    }
    return nil
}

/// The link behind `containerLink` on every controller type: it sends each request to the
/// nearest ancestor that accepts it (``ContainerLinkProviding/accepts(_:fromChild:)``), walking
/// from `controller` at the time of the send, so `.toggleMenu` from a page in a pager inside a
/// drawer reaches the drawer. When no ancestor accepts a request, the nearest answers it (with
/// its typed rejection); when `controller` has left every container, the link found now does.
///
/// - Parameters:
///   - controller: Where each walk starts; held weakly.
///   - requests: The request type the link carries.
///   - parent: The controller type's `parent`.
/// - Returns: The link, or `nil` when no ancestor hands out a link for `requests` now.
@MainActor
package func routedContainerLink<Controller: AnyObject & Sendable, Request>(
    from controller: Controller, requests: Request.Type,
    parent: @escaping @MainActor @Sendable (Controller) -> Controller?
) -> ContainerLink<Request>? {
    guard let nearest = nearestContainerLink(from: controller, requests: requests, parent: parent) else { return nil }
    return ContainerLink(nearest: nearest) { [weak controller] request in
        guard let controller else { return nil }
        return nearestContainerLink(from: controller, requests: Request.self, parent: parent) { provider, child in
            provider.accepts(request, fromChild: child)
        } ?? nearestContainerLink(from: controller, requests: Request.self, parent: parent)
    }
}
/// The walk behind `containerLink(for:named:)`: the nearest container named `name`
/// (``ContainerLinkProviding/linkName``) above `controller`, with its link for the child on the
/// path, or else inside a sibling's subtree of an ancestor (nearest ancestor first, then breadth
/// first), with its link from outside.
///
/// - Parameters:
///   - controller: Where the walk starts.
///   - name: The container's name.
///   - requests: The request type the link must carry.
///   - parent: The controller type's `parent`.
///   - children: The controller type's `children`.
/// - Returns: The link, or `nil` when no container of that name hands one out.
@MainActor
package func namedContainerLink<Controller: AnyObject, Request>(
    from controller: Controller, named name: String, requests: Request.Type,
    parent: (Controller) -> Controller?, children: (Controller) -> [Controller]
) -> ContainerLink<Request>? {
    var child = controller
    while let ancestor = parent(child) {
        if let provider = ancestor as? any ContainerLinkProviding, provider.linkName == name {
            return provider.containerLink(forChild: child, requests: requests)
        }
        var siblings = children(ancestor).filter { $0 !== child }
        while !siblings.isEmpty {
            let next = siblings.removeFirst()
            if let provider = next as? any ContainerLinkProviding, provider.linkName == name {
                return provider.containerLink(fromOutside: requests)
            }
            siblings += children(next)
        }
        child = ancestor
    }
    return nil
}
