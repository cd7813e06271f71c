/// A container's decision logic as a pure value: given its state and a request, the plan of
/// ``ContainmentEffect``s that carries it out, or a typed ``ContainerRejection``.
///
/// ``SwapContainer``, ``PagingContainer`` and ``SlideMenuContainer`` adopt it.
/// ``ContainerScheduler`` adds the queue for requests that arrive during a transition, and
/// ``HeadlessContainerViewController`` executes the plans on the headless host.
///
/// Contract for adopters:
/// - ``rejection(for:from:)`` depends only on the configuration, never on the current state, so
///   a request accepted into a queue stays valid.
/// - ``plan(_:from:)`` is only called with valid requests; it updates the state to the one the
///   plan leads to and returns an empty plan for a request that changes nothing.
/// - A plan puts the one step a host may refuse (a transition, embed or unembed) before any other
///   containment change: when the host refuses it, the plan stops and the state goes back to the
///   one before the request (``ContainerScheduler/abandonTransition()``).
public protocol ContainerStateMachine: Sendable {
    /// The container's name in rejections, such as `"SwapContainer"`.
    var containerName: String { get }

    /// Every child the container can show, in a stable order.
    var childIDs: [ChildID] { get }

    /// The children shown right now (their views are in the container and should have appeared).
    var visibleChildren: [ChildID] { get }

    /// Whether the container handles this kind of request at all.
    ///
    /// - Parameter request: A request.
    func supports(_ request: ContainerRequest) -> Bool

    /// Why `request` must be refused, or `nil` when it is valid.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection?

    /// The effects that build the container's initial state (embedding its first children).
    func setUpEffects() -> [ContainmentEffect]

    /// Moves to the state `request` leads to and returns the plan that gets there; empty when
    /// the request changes nothing.
    ///
    /// - Parameters:
    ///   - request: A request for which ``rejection(for:from:)`` returned `nil`.
    ///   - sender: The child that sent it, if known.
    /// - Returns: The ordered effects.
    mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect]
}

extension ContainerStateMachine {
    /// A rejection for requests outside ``supports(_:)``.
    func unsupported(_ request: ContainerRequest) -> ContainerRejection? {
        supports(request) ? nil : .unsupportedRequest(request, container: containerName)
    }
}
