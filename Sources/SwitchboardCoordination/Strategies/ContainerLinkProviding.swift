/// A container that hands out links: a child, or any controller inside a child, finds the link to
/// its container by walking up its parents, as `revealViewController` or `pageboyParent` do in
/// container libraries — without the container having to set a property on every child.
///
/// The ready containers adopt it for ``ContainerRequest``. A container of your own adopts it for
/// its request type and answers `nil` for any other, so the walk goes on past it:
///
/// ```swift
/// final class PanelHost: HeadlessViewController, ContainerLinkProviding {
///     var coordinator: Coordinator<ContainerRequest>?
///     var names: [ObjectIdentifier: ChildID] = [:]
///
///     func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
///         names[ObjectIdentifier(child)].flatMap { coordinator?.link(for: $0) as? ContainerLink<Request> }
///     }
/// }
/// ```
///
/// ```swift
/// let link = button.containerLink  // walks up: button → menu → host
/// link?.send(.toggleMenu)
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
