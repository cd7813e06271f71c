/// A container that runs a ``ContainerStateMachine`` on the machine's requests: the headless
/// ``HeadlessContainerViewController`` and the UIKit `ContainerViewController` of
/// `SwitchboardUIKit`. What is built on the requirements — ``supports(_:)``,
/// ``canApply(_:from:)``, the ``ContainerLinkProviding`` answer, a swap container's `swapNext()`,
/// a pager's `showPage(_:)`, a slide menu's `toggleMenu()` — is written once, here, for both
/// hosts; and code that drives a container can take either:
///
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
public protocol StateMachineContainer: RequestHandler, ContainerLinkProviding where Request == Machine.Request {
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
    /// - Throws: The machine's rejection, after recording it; nothing changed.
    func submit(_ request: Machine.Request, from sender: ChildID?) throws(Machine.Rejection) -> RequestResult

    /// Starts `request` as a change the user drives, such as a swipe.
    ///
    /// - Parameter request: A request whose plan moves views (a page scroll).
    /// - Returns: `true` when the change is waiting for the user.
    /// - Throws: The request's rejection; nothing changes then.
    func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool

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
    func link(for child: ChildID) -> ContainerLink<Machine.Request>
}

extension StateMachineContainer where Machine.Rejection == ContainerRejection {
    /// Whether the state machine handles this kind of request: its rejection, if any, is not
    /// ``ContainerRejection/unsupportedRequest(_:container:)``.
    ///
    /// - Parameter request: A request.
    /// - Returns: `true` when it does.
    public func supports(_ request: Machine.Request) -> Bool {
        if case .unsupportedRequest = machine.rejection(for: request, from: nil) { return false }
        return true
    }
}

extension StateMachineContainer {

    /// Whether `request` from `child` would be accepted: supported, and not rejected by the
    /// machine's configuration. Validity depends only on configuration, so the answer holds even
    /// while a transition is running and the request would be queued.
    ///
    /// - Parameters:
    ///   - request: A request.
    ///   - child: The child sending it, if known.
    /// - Returns: `true` when it would be accepted.
    public func canApply(_ request: Machine.Request, from child: ChildID?) -> Bool {
        machine.rejection(for: request, from: child) == nil
    }

    /// The link for `child` when it is one of this container's children (``childID(of:)``) and
    /// `Request` is the machine's request type; `nil` otherwise, so a lookup walks on.
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

extension StateMachineContainer {
    /// Connects this container to `strategy` with a ``Coordinator`` that the container keeps
    /// (until ``Coordinator/invalidate()`` or the container goes), and returns it: its
    /// ``Coordinator/link(for:)`` hands links to children built outside the container.
    ///
    /// ```swift
    /// let coordinator = feed.connect(strategy)  // the container keeps it
    /// list.link = coordinator.link(for: "list")
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: How requests reach the container.
    ///   - file: Where the connection is made, for the bus's and settings' introspection.
    ///   - line: The line of that call.
    /// - Returns: The coordinator, kept by the container.
    @discardableResult
    public func connect(
        _ strategy: CoordinationStrategy<Machine.Request>, file: String = #fileID, line: Int = #line
    ) -> Coordinator<Machine.Request> {
        Coordinator(strategy: strategy, handler: self, file: file, line: line)
    }
}
