/// A container that runs a ``ContainerStateMachine`` on ``ContainerRequest``s: the headless
/// ``HeadlessContainerViewController`` and the UIKit `ContainerViewController` of
/// `SwitchboardUIKit`. What is built on the requirements — ``supports(_:)``,
/// ``canApply(_:from:)``, the ``ContainerLinkProviding`` answer, a swap container's `swapNext()`,
/// a pager's `showPage(_:)`, a slide menu's `toggleMenu()` — is written once, here, for both
/// hosts; and code that drives a container can take either:
///
/// <!-- illustrative -->
/// ```swift
/// func openMenu<Slide: StateMachineContainer>(_ slide: Slide) throws(ContainerRejection)
/// where Slide.Machine == SlideMenuContainer {
///     if slide.panelState != .open(.menu) { try slide.toggleMenu() }
/// }
/// ```
///
/// Conform your own host only if it answers these requirements the way the built-in hosts do:
/// their executor decides, so every convenience means the same on every host.
@MainActor
public protocol StateMachineContainer: RequestHandler, ContainerLinkProviding where Request == ContainerRequest {
    /// The container's decision logic.
    associatedtype Machine: ContainerStateMachine

    /// The container's state, as of the last applied request.
    var machine: Machine { get }

    /// Applies, queues or rejects `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The ``ContainerRejection``, after recording and announcing it; nothing changed.
    func submit(_ request: ContainerRequest, from sender: ChildID?) throws(ContainerRejection) -> RequestOutcome

    /// Starts `request` as a change the user drives, such as a swipe.
    ///
    /// - Parameter request: A request whose plan moves views (a page scroll).
    /// - Returns: `true` when the change is waiting for the user.
    /// - Throws: The request's ``ContainerRejection``; nothing changes then.
    func beginInteractiveChange(_ request: ContainerRequest) throws(ContainerRejection) -> Bool

    /// The identifier of `controller` when it is one of this container's children, `nil`
    /// otherwise.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Its identifier.
    func childID(of controller: AnyObject) -> ChildID?

    /// This container's link for its child `child`.
    ///
    /// - Parameter child: The child the link speaks for.
    /// - Returns: The link.
    func link(for child: ChildID) -> ContainerLink<ContainerRequest>
}

extension StateMachineContainer {
    /// Whether the state machine handles this kind of request.
    ///
    /// - Parameter request: A request.
    /// - Returns: `true` when it does.
    public func supports(_ request: ContainerRequest) -> Bool {
        machine.supports(request)
    }

    /// Whether `request` from `child` would be accepted: supported, and not rejected by the
    /// machine's configuration. Validity depends only on configuration, so the answer holds even
    /// while a transition is running and the request would be queued.
    ///
    /// - Parameters:
    ///   - request: A request.
    ///   - child: The child sending it, if known.
    /// - Returns: `true` when it would be accepted.
    public func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool {
        machine.supports(request) && machine.rejection(for: request, from: child) == nil
    }

    /// The link for `child` when it is one of this container's children (``childID(of:)``) and
    /// `Request` is ``ContainerRequest``; `nil` otherwise, so a lookup walks on.
    ///
    /// - Parameters:
    ///   - child: A direct child controller.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link (``link(for:)``), or `nil`.
    public func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
        guard let id = childID(of: child) else { return nil }
        return link(for: id) as? ContainerLink<Request>
    }
}
