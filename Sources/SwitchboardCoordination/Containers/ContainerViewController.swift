public import SwitchboardContainment
public import SwitchboardMessaging

/// A headless container that runs a pure ``ContainerStateMachine``: it receives requests (from
/// any coordination strategy, as a ``RequestHandler`` of ``ContainerRequest``), lets a
/// ``ContainerScheduler`` decide, and executes the planned ``ContainmentEffect``s with the
/// UIKit containment sequences of ``HeadlessViewController``.
///
/// Use the concrete containers — ``SwapContainerViewController``,
/// ``PagingContainerViewController``, ``SlideMenuContainerViewController`` — or this class with
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
/// let container = try SwapContainerViewController([.instance("green", green), .instance("blue", blue)])
/// window.rootViewController = container
/// try container.submit(.swapNext)
/// ```
open class ContainerViewController<Machine: ContainerStateMachine>: HeadlessViewController, RequestHandler {
    /// The state machine and its queue. Private: only this host may start, finish or abandon a
    /// transition, so the machine always matches what its effects did; read it through
    /// ``machine``, ``pendingRequests``, ``isTransitioning`` and ``requestTally``.
    private var scheduler: ContainerScheduler<Machine>

    /// The most recent rejection, if any request was rejected.
    public private(set) var lastRejection: ContainerRejection?

    /// The most recent request the container accepted but could not carry out, because the
    /// hierarchy refused a containment call of its plan; the container stayed in the state before
    /// it. Such a refusal is also announced (``ContainerAnnouncement/abandoned(_:_:)``), reported
    /// to ``ContainmentViolationReporter/current`` and recorded on the trace.
    public private(set) var lastAbandonment: AbandonedRequest?

    /// Who receives announcements; held weakly, called in registration order.
    public let observers = MulticastDelegate<any ContainerObserver>()

    /// Where announcements are also posted, as ``ContainerAnnouncement`` messages with this
    /// container as the subject; `nil` for none. Observers are told first, then the bus.
    ///
    /// ```swift
    /// container.bus = bus
    /// let token = bus.subscribe(to: ContainerAnnouncement.self, subject: container) { print($0) }
    /// ```
    public var bus: MessageBus?

    private let sources: [ChildID: ContainerChild.Source]
    private var built: [ChildID: HeadlessViewController] = [:]
    /// Controllers built while the current plan ran; an abandoned plan lets them go again.
    private var builtForPlan: Set<ChildID> = []
    /// Children whose appearance transition this container began and has not ended yet.
    private var appearanceInProgress: Set<ChildID> = []
    private var isSetUp = false
    /// How many plans have started, so each has a number.
    private var plansRun = 0
    /// The plan whose `run` call is innermost on the stack; 0 when none is.
    private var innermostPlan = 0
    /// Refusals met by plans before their `run` call returned, each taken by that call.
    private var synchronousRefusals: [(plan: Int, violation: ContainmentViolation)] = []
    /// The coordinators made for this container, oldest first; the newest active one serves
    /// the container's own links. Each holds the container weakly, so keeping them is no cycle.
    private var coordinators: [Coordinator<ContainerRequest>] = []

    /// Creates a container for `machine`, with a controller source for each of its children.
    ///
    /// - Parameters:
    ///   - machine: The container's decision logic, in its initial state.
    ///   - children: One source per identifier in ``ContainerStateMachine/childIDs``.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to ``ContainmentTrace/current``.
    /// - Throws: ``ContainerRejection/childNotProvided(_:)`` for a child without a source,
    ///   ``ContainerRejection/unknownChild(_:known:)`` for a source the machine does not name,
    ///   ``ContainerRejection/duplicateChild(_:)`` for a repeated identifier.
    public init(
        machine: Machine, children: [ContainerChild], title: String? = nil,
        trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        if let duplicate = children.map(\.id).firstDuplicate { throw .duplicateChild(duplicate) }
        let known = machine.childIDs
        if let missing = known.first(where: { id in !children.contains { $0.id == id } }) {
            throw .childNotProvided(missing)
        }
        if let extra = children.first(where: { !known.contains($0.id) }) {
            throw .unknownChild(extra.id, known: known)
        }
        scheduler = ContainerScheduler(machine)
        sources = Dictionary(uniqueKeysWithValues: children.map { ($0.id, $0.source) })
        super.init(title: title, trace: trace)
    }

    /// The container's state, as of the last applied request (a running animation may not have
    /// finished yet). A plan the hierarchy refuses puts it back to the state before that request.
    public var machine: Machine { scheduler.machine }

    /// Requests waiting for the running plan to finish, oldest first.
    public var pendingRequests: [PendingRequest] { scheduler.pending }

    /// Whether a plan is still running (typically an animation in flight).
    public var isTransitioning: Bool { scheduler.isTransitioning }

    /// What happened to every request so far.
    public var requestTally: ContainerRequestTally { scheduler.tally }

    /// The controller of `id`, if it has been built and not discarded.
    ///
    /// - Parameter id: A child identifier.
    /// - Returns: The controller.
    public func controller(for id: ChildID) -> HeadlessViewController? {
        built[id]
    }

    /// Embeds the initial children.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard !isSetUp else { return }
        isSetUp = true
        execute(machine.setUpEffects()[...], stopsOnRefusal: false) { _ in }
    }

    // MARK: - Requests

    /// Applies, queues or rejects `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The ``ContainerRejection``, after recording it in ``lastRejection`` and
    ///   announcing it; nothing changed.
    @discardableResult
    public func submit(
        _ request: ContainerRequest, from sender: ChildID? = nil
    ) throws(ContainerRejection)
        -> RequestOutcome
    {
        try receive(request, from: sender).outcome
    }

    /// Applies, queues or rejects `request`, and says which: the entry every coordination
    /// strategy uses. A rejection is also kept in ``lastRejection`` and announced.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    /// - Returns: ``RequestResult/applied`` when its plan started (an animation may still be
    ///   running), ``RequestResult/queued`` when it waits behind a running plan (or was merged
    ///   into an identical waiting one), ``RequestResult/unchanged`` when the container already
    ///   shows what it asks, and ``RequestResult/rejected(_:)`` with the ``ContainerRejection``
    ///   — or with the ``ContainmentViolation`` when the hierarchy refused its plan, which was
    ///   then abandoned (``lastAbandonment``).
    @discardableResult
    public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        let received: (outcome: RequestOutcome, refusal: ContainmentViolation?)
        do {
            received = try receive(request, from: child)
        } catch {
            return .rejected(error)
        }
        if let refusal = received.refusal { return .rejected(refusal) }
        switch received.outcome {
        case .started: return .applied
        case .unchanged: return .unchanged
        case .queued, .coalesced: return .queued
        }
    }

    /// Hands `request` to the scheduler and starts its plan if it has one.
    ///
    /// - Returns: The outcome, and the violation for which the plan was abandoned before this
    ///   returned, if any.
    /// - Throws: The rejection, recorded and announced.
    private func receive(
        _ request: ContainerRequest, from sender: ChildID?
    ) throws(ContainerRejection) -> (outcome: RequestOutcome, refusal: ContainmentViolation?) {
        loadViewIfNeeded()
        let step = scheduler.receive(request, from: sender)
        switch step.outcome {
        case .failure(let rejection):
            lastRejection = rejection
            announce(.rejected(request, rejection))
            throw rejection
        case .success(let outcome):
            guard case .started(let effects) = step else { return (outcome, nil) }
            return (outcome, run(effects))
        }
    }

    /// Whether the state machine handles this kind of request.
    ///
    /// - Parameter request: A request.
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
    public func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool {
        machine.supports(request) && machine.rejection(for: request, from: child) == nil
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
    public func link(for child: ChildID) -> ContainerLink<ContainerRequest> {
        ContainerLink(child: child) { [weak self] in
            guard let self else { return .containerGone }
            guard let coordinator = coordinators.last(where: \.isActive) else { return .noCoordinator }
            return .coordinator(coordinator)
        }
    }

    // MARK: - Appearance forwarding

    /// Forwards appearance to the shown children when appearance is forwarded by hand.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardBegin(appearing: true, animated: animated)
    }

    /// Ends the forwarded appearance.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardEnd(appearing: true)
    }

    /// Forwards disappearance to the shown children when appearance is forwarded by hand.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardBegin(appearing: false, animated: animated)
    }

    /// Ends the forwarded disappearance.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardEnd(appearing: false)
    }

    private func forwardBegin(appearing: Bool, animated: Bool) {
        guard !shouldAutomaticallyForwardAppearanceMethods else { return }
        let from: AppearanceState = appearing ? .disappeared : .appeared
        for id in machine.visibleChildren where !appearanceInProgress.contains(id) {
            guard let child = built[id], child.parent === self, child.appearanceState == from else { continue }
            child.beginAppearanceTransition(appearing, animated: animated)
            appearanceInProgress.insert(id)
        }
    }

    private func forwardEnd(appearing: Bool) {
        guard !shouldAutomaticallyForwardAppearanceMethods else { return }
        let during: AppearanceState = appearing ? .appearing : .disappearing
        for id in machine.visibleChildren where appearanceInProgress.contains(id) {
            guard let child = built[id], child.appearanceState == during else { continue }
            appearanceInProgress.remove(id)
            child.endAppearanceTransition()
        }
    }

    // MARK: - Announcing

    func announce(_ announcement: ContainerAnnouncement) {
        observers.invoke { $0.container(self, didAnnounce: announcement) }
        bus?.post(announcement, subject: self)
    }

    // MARK: - Executing plans

    /// Runs a plan.
    ///
    /// - Returns: The violation for which the plan was abandoned before this returned, if any.
    @discardableResult
    private func run(_ effects: [ContainmentEffect]) -> ContainmentViolation? {
        builtForPlan = []
        plansRun &+= 1
        let plan = plansRun
        // A refusal met while this plan is the innermost one running is this call's to report;
        // plans started from its completion (queued requests) take over until they return.
        let outer = innermostPlan
        innermostPlan = plan
        execute(effects[...], stopsOnRefusal: true) { [weak self] refusal in
            guard let self else { return }
            if let refusal {
                if innermostPlan == plan { synchronousRefusals.append((plan, refusal)) }
                abandonPlan(refusal)
            } else {
                runDequeued(scheduler.finishTransition())
            }
        }
        innermostPlan = outer
        guard !synchronousRefusals.isEmpty,
            let index = synchronousRefusals.lastIndex(where: { $0.plan == plan })
        else { return nil }
        return synchronousRefusals.remove(at: index).violation
    }

    private func runDequeued(_ dequeued: [ContainerScheduler<Machine>.Dequeued]) {
        for item in dequeued {
            if case .started(let effects) = item.step { run(effects) }
        }
    }

    /// Ends a plan the hierarchy refused: the machine returns to the state before it (the state
    /// the children really are in), controllers built only for it are let go, the abandonment is
    /// recorded and announced, and the queue carries on from the real state.
    private func abandonPlan(_ violation: ContainmentViolation) {
        guard let pending = scheduler.inFlight else { return }
        let dequeued = scheduler.abandonTransition()
        for id in builtForPlan where built[id]?.parent !== self { built[id] = nil }
        builtForPlan = []
        lastAbandonment = AbandonedRequest(pending, violation: violation)
        announce(.abandoned(pending.request, violation))
        runDequeued(dequeued)
    }

    /// Performs `effects` in order; a step that takes time continues from its completion.
    ///
    /// A refused containment call is reported. With `stopsOnRefusal` (a request's plan) the plan
    /// ends there and `done` receives the violation; an announcement is not made when the next
    /// containment call is already known to be refused, so no *will* precedes a change that
    /// cannot happen. Without it (the set-up) the remaining effects still run.
    private func execute(
        _ effects: ArraySlice<ContainmentEffect>, stopsOnRefusal: Bool,
        then done: @escaping @MainActor (ContainmentViolation?) -> Void
    ) {
        var remaining = effects
        while let effect = remaining.popFirst() {
            if stopsOnRefusal, case .announce = effect, let refusal = refusalAhead(in: remaining) {
                ContainmentViolationReporter.current.report(refusal)
                return done(refusal)
            }
            if effect.takesTime {
                performTimed(effect) { [self] refusal in
                    if let refusal {
                        ContainmentViolationReporter.current.report(refusal)
                        if stopsOnRefusal { return done(refusal) }
                    }
                    execute(remaining, stopsOnRefusal: stopsOnRefusal, then: done)
                }
                return
            }
            if let refusal = performInstant(effect) {
                ContainmentViolationReporter.current.report(refusal)
                if stopsOnRefusal { return done(refusal) }
            }
        }
        done(nil)
    }

    /// The violation the next containment call of the plan would raise, recorded on the trace as
    /// a refusal, or `nil`; announcements before it do not count.
    private func refusalAhead(in remaining: ArraySlice<ContainmentEffect>) -> ContainmentViolation? {
        guard
            let next = remaining.first(where: { effect in
                if case .announce = effect { false } else { true }
            })
        else { return nil }
        let violation: ContainmentViolation?
        switch next {
        case .transition(let from, let to, _, _):
            violation = instance(for: to).flatMap { replacementViolation(built[from], with: $0) }
        case .embed(let id, _):
            violation = instance(for: id).flatMap { embeddingViolation($0) }
        case .unembed(let id):
            violation = built[id].flatMap { removalViolation($0) }
        case .move, .beginAppearance, .endAppearance, .discard, .announce:
            violation = nil
        }
        return violation.map { refuse($0) }
    }

    private func performInstant(_ effect: ContainmentEffect) -> ContainmentViolation? {
        switch effect {
        case .embed(let id, let layout):
            guard let child = instance(for: id) else { return nil }
            return violation { () throws(ContainmentViolation) in try embed(child, layout: layout) }
        case .unembed(let id):
            guard let child = built[id] else { return nil }
            return violation { () throws(ContainmentViolation) in try unembed(child) }
        case .move(let placements, _):
            place(placements)
        case .beginAppearance(let id, let isAppearing, let animated):
            guard appearanceState == .appeared, let child = built[id] else { return nil }
            appearanceInProgress.insert(id)
            child.beginAppearanceTransition(isAppearing, animated: animated)
        case .endAppearance(let id):
            guard appearanceInProgress.remove(id) != nil, let child = built[id] else { return nil }
            child.endAppearanceTransition()
        case .discard(let id):
            if case .factory = sources[id], built[id]?.parent !== self { built[id] = nil }
        case .announce(let announcement):
            announce(announcement)
        case .transition:
            break
        }
        return nil
    }

    private func performTimed(
        _ effect: ContainmentEffect, completion: @escaping @MainActor (ContainmentViolation?) -> Void
    ) {
        switch effect {
        case .transition(let from, let to, let layout, let animation):
            guard let new = instance(for: to) else { return completion(nil) }
            // A plan naming a child that is not shown is refused by `replace`; the plan stops.
            let old = built[from]
            let sliding = animation.style == .slide
            let refusal = violation { () throws(ContainmentViolation) in
                try replace(
                    old, with: new, layout: sliding ? layout.shifted(byWidths: 1) : layout,
                    duration: animation.duration,
                    options: animation.style == .crossDissolve ? .transitionCrossDissolve : [],
                    animations: {
                        guard sliding else { return }
                        new.view.layoutRule = layout
                        old?.view.layoutRule = old?.view.layoutRule?.shifted(byWidths: -1)
                    },
                    completion: { _ in completion(nil) })
            }
            if let refusal { completion(refusal) }
        case .move(let placements, let animation):
            effectiveAnimator.animate(
                withDuration: animation.duration, animations: { [self] in place(placements) },
                completion: { _ in completion(nil) })
        case .embed, .unembed, .beginAppearance, .endAppearance, .discard, .announce:
            completion(performInstant(effect))
        }
    }

    private func place(_ placements: [ContainmentEffect.Placement]) {
        for placement in placements {
            built[placement.child]?.viewIfLoaded?.layoutRule = placement.layout
        }
    }

    private func instance(for id: ChildID) -> HeadlessViewController? {
        if let existing = built[id] { return existing }
        let made: HeadlessViewController
        switch sources[id] {
        case .instance(let controller): made = controller
        case .factory(let make): made = make(link(for: id))
        case nil: return nil
        }
        built[id] = made
        builtForPlan.insert(id)
        return made
    }

    /// The violation `body` threw (already recorded on the trace by the refusing call), or `nil`.
    private func violation(_ body: () throws(ContainmentViolation) -> Void) -> ContainmentViolation? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}

extension LayoutRule {
    /// The same placement moved sideways by whole container widths (a slide's start or end).
    func shifted(byWidths widths: Int) -> LayoutRule {
        switch self {
        case .page(let index): .page(index + widths)
        case .pinnedToEdges(let insets) where insets == .zero: .page(widths)
        case .pinnedToEdges, .fraction, .offset, .explicit: self
        }
    }
}

extension ContainerViewController: CoordinatorKeeping {
    package func keep(_ coordinator: AnyObject) {
        guard let coordinator = coordinator as? Coordinator<ContainerRequest> else { return }
        coordinators.removeAll { !$0.isActive }
        coordinators.append(coordinator)
    }

    package func release(_ coordinator: AnyObject) {
        coordinators.removeAll { $0 === coordinator || !$0.isActive }
    }
}
