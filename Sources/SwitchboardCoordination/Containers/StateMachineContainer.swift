public import SwitchboardContainment
public import SwitchboardMessaging

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
///     if slide.openPanel != .menu { try slide.toggleMenu() }
/// }
/// ```
///
/// Conform your own host only if it answers these requirements the way the built-in hosts do:
/// their executor decides, so every convenience means the same on every host.
@MainActor
public protocol StateMachineContainer: RequestHandler, ContainerLinkProviding where Request == Machine.Request {
    /// The container's decision logic.
    associatedtype Machine: ContainerStateMachine

    /// The container's state, as of the last applied request (a running animation may not have
    /// finished yet). A plan the hierarchy refuses puts it back to the state before that request.
    var machine: Machine { get }

    /// The typed reason of the most recent request the container rejected, whoever sent it;
    /// `nil` while none was. (A ``Coordinator`` keeps its own record of the requests it carried
    /// that were refused: ``Coordinator/lastRefusal``.)
    var lastRejection: Machine.Rejection? { get }

    /// The most recent request the container accepted but could not carry out, because the
    /// hierarchy refused a containment call of its plan (code outside the container moved a
    /// child), with the call refused; the container stayed in the state before it. Such a refusal
    /// is also announced (``ContainerAnnouncement/abandoned(_:_:)``), reported to
    /// `ContainmentViolationReporter.current` and recorded on the trace.
    ///
    /// ```swift
    /// shown.view.removeFromSuperview()     // sabotage: the shown child's view is gone
    /// container.swapNext()                 // refused: the transition needs that view on screen
    /// let violation = container.lastAbandonment?.violation  // .transitionFromViewNotInHierarchy("first")
    /// print(container.current)             // first: the swap was undone
    /// ```
    var lastAbandonment: (sent: SentRequest<Machine.Request>, violation: ContainmentViolation)? { get }

    /// Who follows the container: its announcements and, for a pager, each scroll step
    /// (``ContainerObserver``); held weakly, called in registration order.
    var observers: MulticastDelegate<any ContainerObserver> { get }

    /// Where announcements are also posted, as ``ContainerAnnouncement`` messages (the machine's
    /// own events as ``ContainerAnnouncement/event(_:)``) with this container as the subject;
    /// `nil` for none. Observers are told first, then the bus.
    ///
    /// ```swift
    /// container.bus = bus
    /// let token = bus.subscribe(to: ContainerAnnouncement.self, subject: container) { print($0) }
    /// ```
    var bus: MessageBus? { get set }

    /// Requests waiting for the running plan to finish, oldest first.
    var pendingRequests: [SentRequest<Machine.Request>] { get }

    /// Whether a plan is still running (typically an animation in flight).
    var isTransitioning: Bool { get }

    /// What happened to every request so far.
    var requestTally: ContainerRequestTally { get }

    /// Applies, queues or rejects `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The machine's rejection, after recording it in ``lastRejection`` and announcing
    ///   it; nothing changed.
    @discardableResult
    func submit(_ request: Machine.Request, from sender: ChildID?) throws(Machine.Rejection) -> RequestResult

    /// Starts `request` as a change the user drives, such as a swipe: its plan runs up to its
    /// move (announcements, appearance begun) and waits there for
    /// ``updateInteractiveChange(_:)``, ``finishInteractiveChange()`` or
    /// ``cancelInteractiveChange()``. Requests that arrive meanwhile are queued.
    ///
    /// - Parameter request: A request whose plan moves views (a page scroll).
    /// - Returns: `true` when the change is waiting for the user; `false` when a change is already
    ///   running (nothing happens) or the request changed nothing or had no move to drive (it
    ///   was applied as usual).
    /// - Throws: The request's rejection; nothing changes then.
    func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool

    /// Whether a change the user drives is waiting for them.
    var isChangingInteractively: Bool { get }

    /// Moves the views of the interactive change to `fraction` of the way (`0...1`).
    ///
    /// - Parameter fraction: How far the user has moved, from the start (0) to the end (1).
    func updateInteractiveChange(_ fraction: Double)

    /// Completes the interactive change: the views move the rest of the way (the rest of the
    /// animation's duration) and the plan carries on — appearance ends, *did* is announced.
    func finishInteractiveChange()

    /// Cancels the interactive change: the appearance it began is reversed (UIKit's cancellation:
    /// `beginAppearanceTransition` in the other direction, then one `endAppearanceTransition`),
    /// the views move back, the container returns to the state before the request, announces
    /// ``ContainerAnnouncement/cancelled(_:)`` instead of *did*, and queued requests apply from
    /// there.
    func cancelInteractiveChange()

    /// The identifier of `controller` when it is one of this container's children, `nil`
    /// otherwise.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Its identifier.
    func childID(of controller: AnyObject) -> ChildID?

    /// This container's link for its child `child`: at each send it reaches the container
    /// through the newest active ``Coordinator`` made for it, so it can be handed out before any
    /// coordinator exists; it is the link a factory-built child receives. It holds the container
    /// weakly; sending reports ``RequestResult/unlinked`` while the container has no coordinator
    /// and ``RequestResult/containerGone`` once it is gone.
    ///
    /// - Parameter child: The child the link speaks for.
    /// - Returns: The link.
    func link(for child: ChildID) -> ContainerLink<Machine.Request>

    /// The name `containerLink(for:named:)` finds this container by, from below it or from a
    /// sibling's subtree: what tells nested containers of one kind apart. `nil` by default.
    ///
    /// ```swift
    /// detailSlot.linkName = "detail"
    /// listPage.containerLink(named: "detail")?.send(.swap(to: "article"))
    /// ```
    var linkName: String? { get set }
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
    /// Applies, queues or rejects `request` from no child: the app, a test, or the container's own
    /// controls. ``StateMachineContainer/submit(_:from:)`` with `nil`.
    ///
    /// Declared here, on the public protocol, so the call compiles in an app: a default argument
    /// in the package's own conformance would be visible inside this package only.
    ///
    /// - Parameter request: The request.
    /// - Returns: What the container did with it.
    /// - Throws: The machine's rejection, after recording it; nothing changed.
    @discardableResult
    public func submit(_ request: Machine.Request) throws(Machine.Rejection) -> RequestResult {
        try submit(request, from: nil)
    }

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

    /// The link for `child` when it is one of this container's children (``StateMachineContainer/childID(of:)``) and
    /// `Request` is the machine's request type; `nil` otherwise, so a lookup walks on.
    ///
    /// - Parameters:
    ///   - child: A direct child controller.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link (``StateMachineContainer/link(for:)``), or `nil`.
    public func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
        guard let id = childID(of: child) else { return nil }
        return link(for: id) as? ContainerLink<Request>
    }

    /// Whether the machine accepts `request` from `child` (``ContainerStateMachine/accepts(_:from:)``):
    /// a link found by walking up goes on past this container otherwise.
    ///
    /// - Parameters:
    ///   - request: The request being sent.
    ///   - child: The direct child on the path from the sending controller.
    /// - Returns: `false` as well for a request of another type.
    public func accepts<Request>(_ request: Request, fromChild child: AnyObject) -> Bool {
        guard let request = request as? Machine.Request else { return false }
        return machine.accepts(request, from: childID(of: child))
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
