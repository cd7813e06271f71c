public import SwitchboardContainment

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
/// - Requests go through ``StateMachineContainer/submit(_:from:)`` (throws the ``ContainerRejection``) or
///   ``handle(_:from:)`` (the strategies' entry; returns it as ``RequestResult/rejected(_:)``
///   and keeps it in ``StateMachineContainer/lastRejection``). Either way a rejection is announced and changes nothing.
/// - A request that arrives while a plan is still running — an animation in flight, or an
///   observer sending from inside an announcement — is queued and applied afterwards, in order.
/// - When the hierarchy refuses a containment call of a plan (code outside the container moved
///   a child), the plan stops there: no *will* or *did* is announced for it, the state returns
///   to the one before it, and the request is recorded in ``StateMachineContainer/lastAbandonment`` and announced as
///   ``ContainerAnnouncement/abandoned(_:_:)``; queued requests then apply from that state.
/// - Children are built lazily (a ``ContainerChild`` factory runs when its child is first needed) and named by ``ChildID``. A
///   factory receives the child's link (``StateMachineContainer/link(for:)``), which reaches the container through the
///   newest ``Coordinator`` made for it; the container keeps the coordinators made for it.
/// - The initial children are embedded when the view loads.
/// - What it does is announced to ``StateMachineContainer/observers`` and posted on ``StateMachineContainer/bus``.
///
/// ```swift
/// let container = HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
/// window.rootViewController = container
/// try container.submit(.swapNext)
/// ```
open class HeadlessContainerViewController<Machine: ContainerStateMachine>: HeadlessViewController,
    ExecutorBackedContainer
{
    /// Runs the plans; this host forwards its view life cycle to it, and the built-in subclasses
    /// call it for their requests.
    package let executor: ContainerExecutor<Machine, HeadlessContainerViewController<Machine>>

    /// Creates a container for `machine`, with its fixed children and, for the children it names
    /// at run time (`"detail-42"`), a closure that builds them.
    ///
    /// Children that do not fit the machine (a declared child without a source, a source the
    /// machine does not declare, a repeated identifier) are a mistake in the program: it stops
    /// with a message naming the container and the child.
    /// ``init(validatingMachine:children:makeChild:title:trace:)`` throws instead.
    ///
    /// ```swift
    /// HeadlessContainerViewController(
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
    public init(
        machine: Machine, children: [ContainerChild<HeadlessViewController>] = [],
        makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> HeadlessViewController)? = nil,
        title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current
    ) {
        executor = ContainerExecutor(machine: machine, children: children, makeChild: makeChild)
        super.init(title: title, trace: trace)
        executor.host = self
    }

    /// Creates a container for `machine`, with children known only at run time.
    ///
    /// - Parameters:
    ///   - machine: The container's decision logic, in its initial state.
    ///   - children: The fixed children: one source per identifier in
    ///     ``ContainerStateMachine/childIDs`` when the machine declares them.
    ///   - makeChild: Builds a child the machine names that is not among `children`; `nil` for none.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: ``ContainerRejection/childNotProvided(_:)`` for a declared child without a source,
    ///   ``ContainerRejection/unknownChild(_:known:)`` for a source the machine does not declare,
    ///   ``ContainerRejection/duplicateChild(_:)`` for a repeated identifier.
    public convenience init(
        validatingMachine machine: Machine, children: [ContainerChild<HeadlessViewController>] = [],
        makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> HeadlessViewController)? = nil,
        title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        try ContainerExecutor<Machine, HeadlessContainerViewController<Machine>>.validateChildren(
            children, for: machine, makesChildren: makeChild != nil)
        self.init(machine: machine, children: children, makeChild: makeChild, title: title, trace: trace)
    }

    /// The controller of `id`, if it has been built and not discarded.
    ///
    /// - Parameter id: A child identifier.
    /// - Returns: The controller.
    public func controller(for id: ChildID) -> HeadlessViewController? {
        executor.controller(for: id)
    }

    /// Embeds the initial children.
    open override func viewDidLoad() {
        super.viewDidLoad()
        executor.viewDidLoad()
    }

    // MARK: - Requests

    /// Applies, queues or rejects `request`, and says which: the entry every coordination
    /// strategy uses. A rejection is also kept in ``StateMachineContainer/lastRejection`` and announced.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    /// - Returns: ``RequestResult/applied`` when its plan started (an animation may still be
    ///   running), ``RequestResult/queued(position:)`` when it waits behind a running plan (or was merged
    ///   into an identical waiting one), ``RequestResult/unchanged`` when the container already
    ///   shows what it asks, and ``RequestResult/rejected(_:)`` with the ``ContainerRejection``
    ///   — or with the `ContainmentViolation` when the hierarchy refused its plan, which was
    ///   then abandoned (``StateMachineContainer/lastAbandonment``).
    @discardableResult
    public func handle(_ request: Machine.Request, from child: ChildID?) -> RequestResult {
        // Runs the executor generic over `Machine`: every type it touches is looked up at run time.
        // The built-in subclasses override this with the same call, which the compiler then
        // specializes for their machine (callgrind: a headless swap through the delegate strategy
        // takes 40,000 instructions with the override, 58,000 without).
        executor.answer(request, from: child)
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

    // MARK: - Following the executor

    // The ``HeadlessContainerHost`` hooks, declared here so the built-in subclasses override them
    // (a protocol's default implementation could not be overridden): this container keeps the
    // placements as made and follows no move. The pager reports its scroll progress from them; the
    // pager and the slide menu mirror right to left.
    package var mirrorsPlacements: Bool { false }
    package func viewsPlaced() {}
    package func viewsMovedPartWay() {}
    package func animateMove(
        withDuration duration: Double, on runner: any ContainmentAnimator,
        animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        runner.animate(withDuration: duration, animations: animations, completion: completion)
    }
}

extension HeadlessContainerViewController: HeadlessContainerHost {}
