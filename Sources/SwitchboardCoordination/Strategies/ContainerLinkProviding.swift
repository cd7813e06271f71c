// TODO(lead): when `ContainerLink` becomes `ContainerLink<Request>`, make the requirement generic
// (`func containerLink<Request>(forChild:requests: Request.Type) -> ContainerLink<Request>?`) so the
// lookup can skip containers that speak another vocabulary.
/// A container that hands out links: a child, or any controller inside a child, finds the link to
/// its container by walking up its parents, as `revealViewController` or `pageboyParent` do in
/// container libraries — without the container having to set a property on every child.
///
/// ```swift
/// final class PanelHost: HeadlessViewController, ContainerLinkProviding {
///     var coordinator: Coordinator?
///     var names: [ObjectIdentifier: ChildID] = [:]
///
///     func containerLink(forChild child: AnyObject) -> ContainerLink? {
///         names[ObjectIdentifier(child)].flatMap { coordinator?.link(for: $0) }
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
    /// The link for `child`, one of this container's direct children, or `nil` when the container
    /// has no link for it (the lookup then keeps walking up).
    ///
    /// - Parameter child: A direct child controller of this container.
    /// - Returns: The child's link, or `nil`.
    func containerLink(forChild child: AnyObject) -> ContainerLink?
}
