public import SwitchboardContainment
public import SwitchboardMessaging

/// A headless container that runs a pure ``ContainerStateMachine``: it receives requests (from
/// any coordination strategy, as a ``RequestHandler`` of the machine's requests), lets a
/// `ContainerScheduler` decide, and executes the planned ``ContainmentEffect``s with UIKit's
/// containment sequences — through the same executor a UIKit host runs, to which it forwards its
/// view life cycle.
///
/// Use the concrete containers — ``HeadlessSwapContainerViewController``,
/// ``HeadlessPagingContainerViewController``, ``HeadlessSlideMenuContainerViewController`` — or this class with
/// your own state machine.
///
/// - Requests go through ``submit(_:from:)`` (throws the ``ContainerRejection``) or
///   ``handle(_:from:)`` (the strategies' entry; returns it as ``RequestResult/rejected(_:)``
///   and keeps it in ``lastRejection``). Either way a rejection is announced and changes nothing.
/// - A request that arrives while a plan is still running — an animation in flight, or an
///   observer sending from inside an announcement — is queued and applied afterwards, in order.
/// - When the hierarchy refuses a containment call of a plan (code outside the container moved
///   a child), the plan stops there: no *will* or *did* is announced for it, the state returns
///   to the one before it, and the request is recorded in ``lastAbandonment`` and announced as
///   ``ContainerAnnouncement/abandoned(_:_:)``; queued requests then apply from that state.
/// - Children are built lazily from their ``ContainerChild/Source`` and named by ``ChildID``. A
///   factory receives the child's link (``link(for:)``), which reaches the container through the
///   newest ``Coordinator`` made for it; the container keeps the coordinators made for it.
/// - The initial children are embedded when the view loads.
/// - What it does is announced to ``observers`` and posted on ``bus``.
///
/// ```swift
/// let container = try HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
/// window.rootViewController = container
/// try container.submit(.swapNext)
/// ```
open class HeadlessContainerViewController<Machine: ContainerStateMachine>: HeadlessViewController,
    StateMachineContainer
{
    /// Runs the plans: scheduling, building children, the containment sequences, preflight,
    /// abandonment, appearance forwarding and interactive changes. Internal: only this host
    /// forwards its life cycle to it, and the built-in subclasses call it for their requests.
    let executor: ContainerExecutor<Machine, HeadlessViewController>

    /// The most recent rejection, if any request was rejected.
    public var lastRejection: Machine.Rejection? { executor.lastRejection }

    /// The most recent request the container accepted but could not carry out, because the
    /// hierarchy refused a containment call of its plan; the container stayed in the state before
    /// it. Such a refusal is also announced (``ContainerAnnouncement/abandoned(_:_:)``), reported
    /// to `ContainmentViolationReporter.current` and recorded on the trace.
    public var lastAbandonment: AbandonedRequest<Machine.Request>? { executor.lastAbandonment }

    /// Who receives announcements; held weakly, called in registration order.
    public var observers: MulticastDelegate<any ContainerObserver> { executor.observers }

    /// Where announcements are also posted, as ``ContainerAnnouncement`` messages with this
    /// container as the subject; `nil` for none. Observers are told first, then the bus.
    ///
    /// ```swift
    /// container.bus = bus
    /// let token = bus.subscribe(to: ContainerAnnouncement.self, subject: container) { print($0) }
    /// ```
    public var bus: MessageBus? {
        get { executor.bus }
        set { executor.bus = newValue }
    }

    /// Creates a container for `machine`, with its fixed children and, for the children it names
    /// at run time (`"detail-42"`), a closure that builds them.
    ///
    /// ```swift
    /// try HeadlessContainerViewController(
    ///     machine: FeedMachine(items: items), children: [.instance("list", list)],
    ///     makeChild: { id, link in FeedDetailController(item: FeedMachine.item(of: id) ?? 0, link: link) },
    ///     title: "feed")
    /// ```
    ///
    /// - Parameters:
    ///   - machine: The container's decision logic, in its initial state.
    ///   - children: The fixed children: one source per identifier in
    ///     ``ContainerStateMachine/childIDs`` when the machine declares them.
    ///   - makeChild: Builds a child the machine names that is not among `children`, the first
    ///     time an effect names it, handed its link; the container lets it go when the machine
    ///     discards it (``ContainmentEffect/discard(_:)``). `nil` (the default) for none.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: ``ContainerRejection/childNotProvided(_:)`` for a declared child without a source,
    ///   ``ContainerRejection/unknownChild(_:known:)`` for a source the machine does not declare,
    ///   ``ContainerRejection/duplicateChild(_:)`` for a repeated identifier.
    public init(
        machine: Machine, children: [ContainerChild<HeadlessViewController>] = [],
        makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> HeadlessViewController)? = nil,
        title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        executor = try ContainerExecutor(machine: machine, children: children, makeChild: makeChild)
        super.init(title: title, trace: trace)
        executor.host = self
    }

    /// The container's state, as of the last applied request (a running animation may not have
    /// finished yet). A plan the hierarchy refuses puts it back to the state before that request.
    public var machine: Machine { executor.machine }

    /// Requests waiting for the running plan to finish, oldest first.
    public var pendingRequests: [PendingRequest<Machine.Request>] { executor.pendingRequests }

    /// Whether a plan is still running (typically an animation in flight).
    public var isTransitioning: Bool { executor.isTransitioning }

    /// What happened to every request so far.
    public var requestTally: ContainerRequestTally { executor.requestTally }

    /// The controller of `id`, if it has been built and not discarded.
    ///
    /// - Parameter id: A child identifier.
    /// - Returns: The controller.
    public func controller(for id: ChildID) -> HeadlessViewController? {
        executor.controller(for: id)
    }

    /// The identifier of `controller` when it is one of this container's children, `nil`
    /// otherwise.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Its identifier.
    public func childID(of controller: AnyObject) -> ChildID? {
        executor.childID(ofChild: controller)
    }

    /// Embeds the initial children.
    open override func viewDidLoad() {
        super.viewDidLoad()
        executor.viewDidLoad()
    }

    // MARK: - Requests

    /// Applies, queues or rejects `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The machine's rejection, after recording it in ``lastRejection`` (and, for the
    ///   built-in vocabulary, announcing it); nothing changed.
    @discardableResult
    public func submit(
        _ request: Machine.Request, from sender: ChildID? = nil
    ) throws(Machine.Rejection) -> RequestResult {
        try executor.submit(request, from: sender)
    }

    /// Applies, queues or rejects `request`, and says which: the entry every coordination
    /// strategy uses. A rejection is also kept in ``lastRejection`` and announced.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    /// - Returns: ``RequestResult/applied`` when its plan started (an animation may still be
    ///   running), ``RequestResult/queued(position:)`` when it waits behind a running plan (or was merged
    ///   into an identical waiting one), ``RequestResult/unchanged`` when the container already
    ///   shows what it asks, and ``RequestResult/rejected(_:)`` with the ``ContainerRejection``
    ///   — or with the `ContainmentViolation` when the hierarchy refused its plan, which was
    ///   then abandoned (``lastAbandonment``).
    @discardableResult
    public func handle(_ request: Machine.Request, from child: ChildID?) -> RequestResult {
        executor.answer(request, from: child)
    }

    // MARK: - Coordinators and links

    /// This container's link for its child `child`: at each send it reaches the container
    /// through the newest active ``Coordinator`` made for it, so it can be handed out before any
    /// coordinator exists; it is the link a factory-built child receives. It holds the container
    /// weakly; sending reports ``LinkDelivery/unlinked`` while the container has no coordinator
    /// and ``LinkDelivery/containerGone`` once it is gone.
    ///
    /// - Parameter child: The child the link speaks for.
    /// - Returns: The link.
    public func link(for child: ChildID) -> ContainerLink<Machine.Request> {
        executor.link(for: child)
    }

    // MARK: - Appearance forwarding

    /// Forwards appearance to the shown children when appearance is forwarded by hand.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        executor.viewWillAppear(animated)
    }

    /// Ends the forwarded appearance.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        executor.viewDidAppear(animated)
    }

    /// Forwards disappearance to the shown children when appearance is forwarded by hand.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        executor.viewWillDisappear(animated)
    }

    /// Ends the forwarded disappearance.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        executor.viewDidDisappear(animated)
    }

    // MARK: - Interactive changes

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
    @discardableResult
    public func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool {
        try executor.beginInteractiveChange(request)
    }

    /// Whether a change the user drives is waiting for them.
    public var isChangingInteractively: Bool { executor.isChangingInteractively }

    /// Moves the views of the interactive change to `fraction` of the way (`0...1`).
    ///
    /// - Parameter fraction: How far the user has moved, from the start (0) to the end (1).
    public func updateInteractiveChange(_ fraction: Double) {
        executor.updateInteractiveChange(fraction)
    }

    /// Completes the interactive change: the views move the rest of the way (the rest of the
    /// animation's duration) and the plan carries on — appearance ends, *did* is announced.
    public func finishInteractiveChange() {
        executor.finishInteractiveChange()
    }

    /// Cancels the interactive change: the appearance it began is reversed (UIKit's cancellation:
    /// `beginAppearanceTransition` in the other direction, then one `endAppearanceTransition`),
    /// the views move back, the container returns to the state before the request
    /// (`ContainerScheduler.cancelTransition()`), announces ``ContainerAnnouncement/cancelled(_:)``
    /// instead of *did*, and queued requests apply from there.
    public func cancelInteractiveChange() {
        executor.cancelInteractiveChange()
    }
}

extension HeadlessContainerViewController: CoordinatorKeeping {
    package var keptCoordinators: KeptCoordinators { executor.keptCoordinators }
}
