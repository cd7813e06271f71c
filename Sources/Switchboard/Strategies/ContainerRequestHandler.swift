/// A container that can act on ``ContainerRequest``s, whichever strategy delivers them.
///
/// The coordinator holds its handler weakly, so adopting this protocol never creates a cycle.
///
/// ```swift
/// final class Host: HeadlessViewController, ContainerRequestHandler {
///     func handle(_ request: ContainerRequest, from child: ChildID?) {
///         // apply it, or reject it with your own typed error
///     }
/// }
/// ```
@MainActor
public protocol ContainerRequestHandler: AnyObject {
    /// Acts on one request, or rejects it through the container's own typed rejection path.
    ///
    /// - Parameters:
    ///   - request: What the child asked for.
    ///   - child: The child that asked, or `nil` when the request did not come through a link.
    func handle(_ request: ContainerRequest, from child: ChildID?)

    /// Whether this container understands `request` at all (a swap slot has no pages).
    ///
    /// The settings strategy asks before writing desired state, so a request the container
    /// cannot apply never lands in shared state; it is handed straight to ``handle(_:from:)``
    /// to be rejected there. The default accepts everything.
    ///
    /// - Parameter request: The request a child wants to send.
    func supports(_ request: ContainerRequest) -> Bool
}

extension ContainerRequestHandler {
    /// Accepts every request; containers override this to name what they support.
    ///
    /// - Parameter request: The request a child wants to send.
    public func supports(_ request: ContainerRequest) -> Bool { true }
}
