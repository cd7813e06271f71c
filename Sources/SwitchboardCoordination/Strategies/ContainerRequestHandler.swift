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

    /// Whether this container would accept `request` from `child`: a kind of request it
    /// supports (a swap slot has no pages), naming a child it knows, a page in range.
    ///
    /// The settings strategy asks before writing desired state, so a request the container
    /// would reject never lands in shared state; it is handed straight to ``handle(_:from:)``
    /// to be rejected there, and the settings stay as they were. The default accepts everything.
    ///
    /// - Parameters:
    ///   - request: The request a child wants to send.
    ///   - child: The child sending it, if known.
    func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool

    /// What the container shows now. The settings strategy judges requests against it and
    /// writes it back, so shared settings describe the screen. The default tracks nothing.
    var snapshot: ContainerSnapshot { get }
}

extension ContainerRequestHandler {
    /// Accepts every request; containers override this to say what they would reject.
    ///
    /// - Parameters:
    ///   - request: The request a child wants to send.
    ///   - child: The child sending it, if known.
    public func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool { true }

    /// Tracks nothing: every field is `nil`.
    public var snapshot: ContainerSnapshot { ContainerSnapshot() }
}
