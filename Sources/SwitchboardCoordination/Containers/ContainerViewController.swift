public import SwitchboardContainment
public import SwitchboardMessaging

/// A headless container that runs a pure ``ContainerStateMachine``: it receives requests (from
/// any coordination strategy, as a ``RequestHandler`` of ``ContainerRequest``), lets a
/// ``ContainerScheduler`` decide, and executes the planned ``ContainmentEffect``s with the
/// UIKit containment sequences of `HeadlessViewController`.
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
    /// to `ContainmentViolationReporter.current` and recorded on the trace.
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
    /// Children whose appearance a plan's ``ContainmentEffect/beginAppearance(_:isAppearing:animated:)``
    /// began and its ``ContainmentEffect/endAppearance(_:)`` has not ended, with the direction the
    /// plan wants. The container's own appearance may reverse them meanwhile; the plan ends them.
    private var planAppearance: [ChildID: Bool] = [:]
    /// Children whose appearance this container forwarded from its own and has not ended.
    private var forwardedAppearance: Set<ChildID> = []
    private var isSetUp = false
    /// The change the user drives, if any: armed by ``beginInteractiveChange(_:)``, parked at
    /// its plan's first move until finished or cancelled.
    private var interactive: InteractiveChange?

    /// A plan parked at its move while the user drives it.
    private struct InteractiveChange {
        struct Parked {
            let placements: [ContainmentEffect.Placement]
            let animation: ContainerAnimation
            /// Where each moving view was before the move, to go back on cancel.
            let start: [ChildID: LayoutRule]
            let remaining: ArraySlice<ContainmentEffect>
            let stopsOnRefusal: Bool
            let done: @MainActor (ContainmentViolation?) -> Void
        }

        let request: ContainerRequest
        var parked: Parked?
        var fraction = 0.0
    }

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
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
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

    /// The identifier of `controller` when it is one of this container's children, `nil`
    /// otherwise.
    ///
    /// - Parameter controller: A controller.
    /// - Returns: Its identifier.
    public func childID(of controller: AnyObject) -> ChildID? {
        built.first { $0.value === controller && $0.value.parent === self }?.key
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
    ///   — or with the `ContainmentViolation` when the hierarchy refused its plan, which was
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

    /// Forwards the container's appearance to its children by hand: the shown children follow it,
    /// and a child whose appearance a plan is changing (a panel sliding) follows it too — reversed
    /// when the container leaves the screen mid-slide, restored when it comes back — while the
    /// plan keeps the end of it.
    private func forwardBegin(appearing: Bool, animated: Bool) {
        guard !shouldAutomaticallyForwardAppearanceMethods else { return }
        let shown = Set(machine.visibleChildren)
        for id in machine.childIDs {
            guard let child = built[id], child.parent === self else { continue }
            if let planned = planAppearance[id] {
                if appearing ? (planned && child.appearanceState == .disappearing) : child.appearanceState == .appearing
                {
                    child.beginAppearanceTransition(appearing, animated: animated)
                }
                continue
            }
            guard shown.contains(id) || forwardedAppearance.contains(id),
                child.appearanceState.isHeadingToAppeared != appearing
            else { continue }
            child.beginAppearanceTransition(appearing, animated: animated)
            forwardedAppearance.insert(id)
        }
    }

    private func forwardEnd(appearing: Bool) {
        guard !shouldAutomaticallyForwardAppearanceMethods else { return }
        for id in machine.childIDs where forwardedAppearance.contains(id) {
            forwardedAppearance.remove(id)
            guard let child = built[id], child.appearanceState.isInTransition else { continue }
            child.endAppearanceTransition()
        }
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
    /// - Throws: The request's ``ContainerRejection``; nothing changes then.
    @discardableResult
    public func beginInteractiveChange(_ request: ContainerRequest) throws(ContainerRejection) -> Bool {
        loadViewIfNeeded()
        guard interactive == nil, !isTransitioning else { return false }
        interactive = InteractiveChange(request: request)
        do {
            try submit(request)
        } catch {
            interactive = nil
            throw error
        }
        guard interactive?.parked != nil else {
            interactive = nil
            return false
        }
        return true
    }

    /// Whether a change the user drives is waiting for them.
    public var isChangingInteractively: Bool { interactive?.parked != nil }

    /// Moves the views of the interactive change to `fraction` of the way (`0...1`).
    ///
    /// - Parameter fraction: How far the user has moved, from the start (0) to the end (1).
    public func updateInteractiveChange(_ fraction: Double) {
        guard var change = interactive, let parked = change.parked else { return }
        change.fraction = min(max(fraction, 0), 1)
        interactive = change
        for placement in parked.placements {
            guard let view = built[placement.child]?.viewIfLoaded, let bounds = view.superview?.bounds else {
                continue
            }
            let from = (parked.start[placement.child] ?? placement.layout).frame(in: bounds)
            let to = placement.layout.frame(in: bounds)
            view.layoutRule = .explicit(from.interpolated(to: to, by: change.fraction))
        }
    }

    /// Completes the interactive change: the views move the rest of the way (the rest of the
    /// animation's duration) and the plan carries on — appearance ends, *did* is announced.
    public func finishInteractiveChange() {
        guard let change = interactive, let parked = change.parked else { return }
        interactive = nil
        let duration = parked.animation.isAnimated ? parked.animation.duration * (1 - change.fraction) : 0
        effectiveAnimator.animate(
            withDuration: duration, animations: { [self] in place(parked.placements) },
            completion: { [self] _ in
                execute(parked.remaining, stopsOnRefusal: parked.stopsOnRefusal, then: parked.done)
            })
    }

    /// Cancels the interactive change: the appearance it began is reversed (UIKit's cancellation:
    /// `beginAppearanceTransition` in the other direction, then one `endAppearanceTransition`),
    /// the views move back, the container returns to the state before the request
    /// (``ContainerScheduler/cancelTransition()``), announces ``ContainerAnnouncement/cancelled(_:)``
    /// instead of *did*, and queued requests apply from there.
    public func cancelInteractiveChange() {
        guard let change = interactive, let parked = change.parked else { return }
        interactive = nil
        let animated = parked.animation.isAnimated
        let onScreen = appearanceState.isHeadingToAppeared
        for id in machine.childIDs {
            guard let planned = planAppearance[id] else { continue }
            planAppearance[id] = !planned
            // Off screen nothing appears; the container's return brings the page back.
            let target = !planned && onScreen
            guard let child = built[id], child.appearanceState.isInTransition,
                child.appearanceState.isHeadingToAppeared != target
            else { continue }
            child.beginAppearanceTransition(target, animated: animated)
        }
        effectiveAnimator.animate(
            withDuration: animated ? parked.animation.duration * change.fraction : 0,
            animations: { [self] in
                for (id, layout) in parked.start { built[id]?.viewIfLoaded?.layoutRule = layout }
            },
            completion: { [self] _ in
                for id in machine.childIDs where planAppearance.removeValue(forKey: id) != nil {
                    guard let child = built[id], child.appearanceState.isInTransition else { continue }
                    child.endAppearanceTransition()
                }
                let dequeued = scheduler.cancelTransition()
                announce(.cancelled(change.request))
                runDequeued(dequeued)
            })
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
            if case .move(let placements, let animation) = effect, var change = interactive, change.parked == nil {
                var start: [ChildID: LayoutRule] = [:]
                for placement in placements {
                    start[placement.child] = built[placement.child]?.viewIfLoaded?.layoutRule
                }
                change.parked = InteractiveChange.Parked(
                    placements: placements, animation: animation, start: start, remaining: remaining,
                    stopsOnRefusal: stopsOnRefusal, done: done)
                interactive = change
                return
            }
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
            violation = instance(for: to).flatMap {
                replacementViolation(built[from], with: $0, byHand: !shouldAutomaticallyForwardAppearanceMethods)
            }
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
            // Checked first: on UIKit the call itself would raise, not refuse.
            if let refusal = embeddingViolation(child) { return refuse(refusal) }
            return violation { () throws(ContainmentViolation) in try embed(child, layout: layout) }
        case .unembed(let id):
            guard let child = built[id] else { return nil }
            if let refusal = removalViolation(child) { return refuse(refusal) }
            return violation { () throws(ContainmentViolation) in try unembed(child) }
        case .move(let placements, _):
            place(placements)
        case .beginAppearance(let id, let isAppearing, let animated):
            // Off screen the container's own appearance brings the shown children along later.
            guard appearanceState == .appeared, let child = built[id], child.parent === self,
                child.appearanceState.isHeadingToAppeared != isAppearing
            else { return nil }
            planAppearance[id] = isAppearing
            child.beginAppearanceTransition(isAppearing, animated: animated)
        case .endAppearance(let id):
            guard planAppearance.removeValue(forKey: id) != nil, let child = built[id],
                child.appearanceState.isInTransition
            else { return nil }
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
            if !shouldAutomaticallyForwardAppearanceMethods {
                return swapByHand(
                    (from, old), with: (to, new), layout: layout, animation: animation, completion: completion)
            }
            // Checked first: on UIKit the transition itself would raise, not refuse.
            if let refusal = replacementViolation(old, with: new) { return completion(refuse(refusal)) }
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

    /// A swap for a host that forwards appearance by hand, which UIKit forbids from calling
    /// `transition(from:to:…)`: the transition's steps, with the public calls. The incoming child
    /// appears (and the outgoing one disappears) when it is one of the shown children of a
    /// container on screen; the appearance follows the container meanwhile, like a panel's.
    private func swapByHand(
        _ outgoing: (id: ChildID, controller: HeadlessViewController?),
        with incoming: (id: ChildID, controller: HeadlessViewController),
        layout: LayoutRule, animation: ContainerAnimation,
        completion: @escaping @MainActor (ContainmentViolation?) -> Void
    ) {
        let new = incoming.controller
        if let refusal = replacementViolation(outgoing.controller, with: new, byHand: true) {
            return completion(refuse(refusal))
        }
        guard let old = outgoing.controller, let stage = old.viewIfLoaded?.superview else { return completion(nil) }
        let sliding = animation.style == .slide
        let animated = animation.isAnimated
        let shows = appearanceState == .appeared && machine.visibleChildren.contains(incoming.id)
        addChild(new)
        old.willMove(toParent: nil)
        new.view.layoutRule = sliding ? layout.shifted(byWidths: 1) : layout
        if shows {
            if old.appearanceState.isHeadingToAppeared {
                planAppearance[outgoing.id] = false
                old.beginAppearanceTransition(false, animated: animated)
            }
            planAppearance[incoming.id] = true
            new.beginAppearanceTransition(true, animated: animated)
        }
        stage.insertSubview(new.view, aboveSubview: old.view)
        effectiveAnimator.animate(
            withDuration: animation.duration,
            animations: {
                guard sliding else { return }
                new.view.layoutRule = layout
                old.view.layoutRule = old.view.layoutRule?.shifted(byWidths: -1)
            },
            completion: { [self] _ in
                old.view.removeFromSuperview()
                for id in [outgoing.id, incoming.id] where planAppearance.removeValue(forKey: id) != nil {
                    guard let child = built[id], child.appearanceState.isInTransition else { continue }
                    child.endAppearanceTransition()
                }
                new.didMove(toParent: self)
                old.removeFromParent()
                completion(nil)
            })
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

extension ContainerViewController: ContainerLinkProviding {
    /// The link for `child` when it is one of this container's children and `Request` is
    /// ``ContainerRequest``; `nil` otherwise, so a lookup walks on.
    ///
    /// - Parameters:
    ///   - child: A direct child controller.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    public func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
        guard let id = childID(of: child) else { return nil }
        return link(for: id) as? ContainerLink<Request>
    }
}
