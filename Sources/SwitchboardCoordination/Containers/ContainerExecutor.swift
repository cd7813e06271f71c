package import SwitchboardContainment
package import SwitchboardMessaging

/// Runs a container's plans on a host: the one place where requests meet the hierarchy, shared by
/// the headless containers and the UIKit ones, so the code a device runs is the code the Linux
/// suite runs.
///
/// It hands requests to a `ContainerScheduler`, builds children from their
/// `ContainerChild.Source`, performs each ``ContainmentEffect`` with UIKit's containment
/// sequences, checks before every announcement and every containment call whether the call would
/// be refused (and abandons the plan then), forwards the host's appearance to its children when
/// the host does it by hand, and parks a plan for a change the user drives.
///
/// The host owns it, tells it its view life cycle (``viewDidLoad()``, ``viewWillAppear(_:)`` and
/// the other three) and is asked only through ``ContainerHost`` and the UIKit-spelled
/// ``ContainmentController`` members. What UIKit does not expose it keeps itself: where it placed
/// each child's view, which children it is swapping, each child's appearance it drives by hand,
/// and the host's own appearance as forwarded.
@MainActor
package final class ContainerExecutor<Machine: ContainerStateMachine, Host: ContainerHost> {
    package typealias Controller = Host.Controller

    /// The host; set by the host right after its own initialisation. Weak: the host owns the executor.
    package weak var host: Host?

    /// The state machine and its queue. Only the executor starts, finishes or abandons a
    /// transition, so the machine always matches what its effects did.
    var scheduler: ContainerScheduler<Machine>

    /// The most recent rejection, if any request was rejected.
    package internal(set) var lastRejection: Machine.Rejection?

    /// The most recent request accepted but not carried out because the hierarchy would refuse a
    /// containment call of its plan.
    package internal(set) var lastAbandonment: (sent: SentRequest<Machine.Request>, violation: ContainmentViolation)?

    /// Who receives announcements; held weakly, called in registration order.
    package let observers = MulticastDelegate<any ContainerObserver>()

    /// Where announcements are also posted, with the host as subject.
    package var bus: MessageBus?

    let sources: [ChildID: ContainerChild<Controller>.Source]
    /// Builds the children the machine names at run time, handed each one's link.
    let makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> Controller)?
    var built = ChildTable<Controller>()
    /// Controllers built while the current plan ran; an abandoned plan lets them go again.
    var builtForPlan: Set<ChildID> = []
    /// Where the executor last placed each child's view; UIKit has no `LayoutRule` to read back.
    var placedLayouts = ChildTable<LayoutRule>()
    /// The children a swap of the executor is moving, both sides: UIKit does not say.
    var swapping: [ObjectIdentifier] = []
    /// The appearance of each child as the executor drives it by hand (hosts that forward
    /// appearance by hand only: UIKit exposes no appearance state).
    var childAppearance = ChildTable<ChildAppearance>()
    /// The host's own appearance, as its life cycle forwarded it.
    var hostAppearance = AppearanceState.disappeared
    /// The `animated` argument of the host's appearance transition begun last.
    var hostAppearanceAnimated = false
    /// Children whose appearance a plan's ``ContainmentEffect/beginAppearance(_:isAppearing:animated:)``
    /// began and its ``ContainmentEffect/endAppearance(_:)`` has not ended, with the direction the
    /// plan wants. The host's own appearance may reverse them meanwhile; the plan ends them, or
    /// the host's own end when that comes later (see ``forwardedAppearance``).
    var planAppearance = ChildTable<Bool>()
    /// Children whose appearance change the host's own appearance transition, still under way,
    /// holds: those it forwarded from the host's, and those a plan began meanwhile. The host's
    /// end ends them, unless a plan still holds them too.
    var forwardedAppearance: Set<ChildID> = []
    var isSetUp = false
    /// The coordinators made for the host (its ``CoordinatorKeeping`` answer); the newest active
    /// one serves the children's links (see ``link(for:)``).
    package let keptCoordinators = KeptCoordinators()
    /// The name the app gave the host, which `containerLink(for:named:)` finds it by.
    package var linkName: String?
    /// How many plans have started, so each has a number.
    var plansRun = 0
    /// The plan whose `run` call is innermost on the stack; 0 when none is.
    var innermostPlan = 0
    /// Refusals met by plans before their `run` call returned, each taken by that call.
    var synchronousRefusals: [(plan: Int, violation: ContainmentViolation)] = []
    /// The change the user drives, if any: armed by ``beginInteractiveChange(_:)``, parked at its
    /// plan's first move until finished or cancelled.
    var interactive: InteractiveChange?
    /// Plans dequeued while ``runDequeued(_:)`` is running one: it starts them after that one's
    /// `run` returns, instead of from inside it.
    var readyPlans: [[ContainmentEffect]] = []
    /// Whether ``runDequeued(_:)`` is starting plans (further up the stack).
    var isRunningReadyPlans = false

    /// A child's appearance as driven by the executor.
    struct ChildAppearance {
        var state = AppearanceState.disappeared
        /// The `animated` argument of the transition begun last.
        var animated = false
    }

    /// A plan parked at its move while the user drives it.
    /// What to do when a run of effects ends: a value, not a closure, so a plan allocates no
    /// context for it (and the parked interactive plan holds no reference back to the executor).
    enum Ending {
        /// The set-up: nothing.
        case setUp
        /// The plan with this number: finish or abandon it (see ``end(_:refusal:)``).
        case plan(Int)
    }

    /// Where ``execute(_:stopsOnRefusal:then:)`` carries on after an effect that takes time: a
    /// value the effect's one completion closure captures, instead of a second closure.
    struct Continuation {
        let remaining: ArraySlice<ContainmentEffect>
        let stopsOnRefusal: Bool
        let done: Ending
    }

    struct InteractiveChange {
        struct Parked {
            let placements: [ContainmentEffect.Placement]
            let animation: ContainerAnimation
            /// Where each moving view was before the move, to go back on cancel.
            let start: [ContainmentEffect.Placement]
            let remaining: ArraySlice<ContainmentEffect>
            let stopsOnRefusal: Bool
            let done: Ending
        }

        let request: Machine.Request
        var parked: Parked?
        var fraction = 0.0
    }

    /// Creates an executor for `machine`, with a controller source for each of its fixed children
    /// and, for the children it names at run time, `makeChild`. Children that
    /// ``validateChildren(_:for:makesChildren:)`` refuses stop the program with a message naming the machine's
    /// container and the child: the hosts' literal initializers pass the program's own children;
    /// their `validating` initializers check first.
    ///
    /// - Parameters:
    ///   - machine: The container's decision logic, in its initial state.
    ///   - children: One source per identifier in ``ContainerStateMachine/childIDs`` (for a
    ///     machine that declares them), or the fixed children it names.
    ///   - makeChild: Builds any other child the machine names, handed its link.
    package init(
        machine: Machine, children: [ContainerChild<Controller>],
        makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> Controller)? = nil
    ) {
        do {
            try Self.validateChildren(children, for: machine, makesChildren: makeChild != nil)
        } catch {
            error.stopProgram(in: machine.containerName)
        }
        scheduler = ContainerScheduler(machine)
        sources = Dictionary(uniqueKeysWithValues: children.map { ($0.id, $0.source) })
        self.makeChild = makeChild
        keptCoordinators.unsettledRequests = { [weak self] in self?.scheduler.unsettled ?? [] }
    }

    /// Checks that `children` fit `machine`: every identifier once, and, for a machine that
    /// declares its children, a source for each (unless `makesChildren`) and none it does not name.
    ///
    /// - Parameters:
    ///   - children: The fixed children.
    ///   - machine: The container's decision logic.
    ///   - makesChildren: Whether a closure builds the children without a source.
    /// - Throws: ``ContainerRejection/childNotProvided(_:)`` for a declared child without a source
    ///   (and no `makeChild`), ``ContainerRejection/unknownChild(_:known:)`` for a source a machine
    ///   that declares its children does not name, ``ContainerRejection/duplicateChild(_:)`` for a
    ///   repeated identifier.
    package static func validateChildren(
        _ children: [ContainerChild<Controller>], for machine: Machine, makesChildren: Bool
    ) throws(ContainerRejection) {
        if let duplicate = children.map(\.id).firstDuplicate { throw .duplicateChild(duplicate) }
        let known = machine.childIDs
        guard !known.isEmpty else { return }
        if !makesChildren, let missing = known.first(where: { id in !children.contains { $0.id == id } }) {
            throw .childNotProvided(missing)
        }
        if let extra = children.first(where: { !known.contains($0.id) }) {
            throw .unknownChild(extra.id, known: known)
        }
    }

    /// The children the executor tracks, in a stable order: the machine's declared ones, or the
    /// ones built so far for a machine that names them at run time.
    var knownChildIDs: [ChildID] {
        let declared = machine.childIDs
        return declared.isEmpty ? built.ids : declared
    }

    /// The container's state, as of the last applied request.
    package var machine: Machine { scheduler.machine }

    /// Changes the machine outside any request while the container is idle (see
    /// `ContainerScheduler.changeMachineWhileIdle(_:)`); the caller places the children anew.
    ///
    /// - Parameter change: The change; when it throws, the machine stays as it was.
    /// - Returns: `false`, changing nothing, while a plan runs, a finger drives a change or requests wait.
    package func changeMachineWhileIdle<Failure: Error>(
        _ change: (inout Machine) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        guard !isChangingInteractively else { return false }
        return try scheduler.changeMachineWhileIdle(change)
    }

    /// Requests waiting for the running plan to finish, oldest first.
    package var pendingRequests: [SentRequest<Machine.Request>] { scheduler.pending }

    /// Whether a plan is still running.
    package var isTransitioning: Bool { scheduler.isTransitioning }

    /// The request whose plan is running, if any.
    package var requestInFlight: Machine.Request? { scheduler.inFlight?.request }

    /// What happened to every request so far.
    package var requestTally: ContainerRequestTally { scheduler.tally }

    /// The controller of `id`, if it has been built and not let go.
    ///
    /// - Parameter id: A child identifier.
    /// - Returns: The controller.
    package func controller(for id: ChildID) -> Controller? {
        built[id]
    }

    /// The identifier of `controller`, if it is one of the built children: the other direction of
    /// ``controller(for:)``, for a host that hands out links to its children.
    ///
    /// - Parameter controller: Any object.
    /// - Returns: Its identifier.
    package func childID(of controller: AnyObject) -> ChildID? {
        built.first { $0 === controller }?.key
    }

    /// Embeds the initial children, once: call from the host's `viewDidLoad()`.
    package func viewDidLoad() {
        guard !isSetUp else { return }
        isSetUp = true
        execute(machine.setUpEffects()[...], stopsOnRefusal: false, then: .setUp)
    }

    // MARK: - Requests

    /// Applies, queues or rejects `request`, loading the host's view first.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: What the container did with it.
    /// - Throws: The ``ContainerRejection``, after recording it in ``lastRejection`` and
    ///   announcing it; nothing changed.
    @discardableResult
    package func submit(_ request: Machine.Request, from sender: ChildID?) throws(Machine.Rejection) -> RequestResult {
        try receive(request, from: sender).outcome
    }

    /// Hands `request` to the scheduler and starts its plan if it has one.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    /// - Returns: The outcome, and the violation for which the plan was abandoned before this
    ///   returned, if any.
    /// - Throws: The rejection, recorded and announced.
    package func receive(
        _ request: Machine.Request, from sender: ChildID?
    ) throws(Machine.Rejection) -> (outcome: RequestResult, refusal: ContainmentViolation?) {
        // Numbered first: loading the view may make a child send a request of its own.
        let ticket = keptCoordinators.takeTicket()
        host?.loadViewIfNeeded()
        // The change the user drives starts under the host's hold; it is the only one.
        let step = scheduler.receive(request, from: sender, ticket: ticket, startsDespiteHold: interactive != nil)
        switch step.outcome {
        case .failure(let rejection):
            lastRejection = rejection
            if announcementsAreHeard { announce(Self.announcement(rejecting: request, from: sender, rejection)) }
            keptCoordinators.answered(ticket, isOpen: false)
            throw rejection
        case .success(let outcome):
            let answered = scheduler.receivedTicket
            guard case .started(let effects) = step else {
                let isQueued = if case .queued = outcome { true } else { false }
                keptCoordinators.answered(answered, isOpen: isQueued)
                return (outcome, nil)
            }
            let refusal = run(effects)
            // Still open when its plan runs on (animated) or was refused: a refusal met while it
            // ran is the answer itself, so no coordinator waits on it.
            keptCoordinators.answered(answered, isOpen: scheduler.inFlightTicket == answered)
            return (outcome, refusal)
        }
    }

    // MARK: - Announcing

    /// Whether an announcement would run anyone's code: an observer is registered or a bus is set.
    var announcementsAreHeard: Bool {
        bus != nil || !observers.isEmpty
    }

    /// How a rejection is announced: ``ContainerAnnouncement/rejected(_:_:)`` for the built-in
    /// vocabulary, ``ContainerAnnouncement/refused(_:reason:)`` for a machine with its own request
    /// or rejection type.
    static func announcement(
        rejecting request: Machine.Request, from sender: ChildID?, _ rejection: any Error
    ) -> ContainerAnnouncement {
        if let request = request as? ContainerRequest, let rejection = rejection as? ContainerRejection {
            return .rejected(request, rejection)
        }
        return .refused(SentRequest(request, from: sender), reason: rejection)
    }

    /// How an abandonment is announced: ``ContainerAnnouncement/abandoned(_:_:)`` for the built-in
    /// vocabulary, ``ContainerAnnouncement/refused(_:reason:)`` for a machine with its own request
    /// type.
    static func announcement(
        abandoning pending: SentRequest<Machine.Request>, _ violation: ContainmentViolation
    ) -> ContainerAnnouncement {
        if let request = pending.request as? ContainerRequest { return .abandoned(request, violation) }
        return .refused(pending, reason: violation)
    }

    /// A view the host could not place: recorded as a refusal (the trace) and announced to the
    /// observers and on the bus; the host keeps its layout.
    ///
    /// - Parameter violation: What the host found.
    package func reportPlacementRefused(_ violation: ContainmentViolation) {
        host?.executorRefused(violation)
        announce(.placementRefused(violation))
    }

    func announce(_ announcement: ContainerAnnouncement) {
        guard announcementsAreHeard, let host else { return }
        observers.invoke { $0.container(host, didAnnounce: announcement) }
        bus?.post(announcement, subject: host)
    }

    // MARK: - Scheduling

    /// Runs a plan.
    ///
    /// - Returns: The violation for which the plan was abandoned before this returned, if any.
    @discardableResult
    func run(_ effects: [ContainmentEffect]) -> ContainmentViolation? {
        builtForPlan = []
        plansRun &+= 1
        let plan = plansRun
        // A refusal met while this plan is the innermost one running is this call's to report;
        // plans started from its completion (queued requests) take over until they return.
        let outer = innermostPlan
        innermostPlan = plan
        execute(effects[...], stopsOnRefusal: true, then: .plan(plan))
        innermostPlan = outer
        guard !synchronousRefusals.isEmpty,
            let index = synchronousRefusals.lastIndex(where: { $0.plan == plan })
        else { return nil }
        return synchronousRefusals.remove(at: index).violation
    }

    /// Ends a run of effects: a plan that met `refusal` is abandoned (and, when it is the
    /// innermost plan running, the refusal is kept for its `run` call to return); one that did
    /// not is finished, and queued requests start.
    func end(_ ending: Ending, refusal: ContainmentViolation?) {
        guard case .plan(let plan) = ending else { return }
        if let refusal {
            if innermostPlan == plan { synchronousRefusals.append((plan, refusal)) }
            abandonPlan(plan, refusal)
        } else {
            guard let finished = scheduler.inFlight else { return runDequeued(scheduler.endTransition()) }
            let ticket = scheduler.inFlightTicket
            let dequeued = scheduler.endTransition()
            // Told before the next plan starts, so what records the container's state hears its steps in order.
            keptCoordinators.containerSettled(ticket, .finished(finished.request))
            runDequeued(dequeued)
        }
    }

    /// Starts the plan a dequeued request started, if any — iteratively: a plan that completes at
    /// once (an immediate animator, a zero-length animation) ends inside its own `run` call and
    /// dequeues the next, which only waits in ``readyPlans`` for the loop below, so the stack
    /// stays as deep as one plan however long the queue is.
    func runDequeued(_ dequeued: [ContainerScheduler<Machine>.Dequeued]) {
        for item in dequeued {
            switch item.step {
            case .started(let effects): readyPlans.append(effects)
            case .rejected(let rejection): rejectLate(item.pending, rejection, ticket: item.ticket)
            case .unchanged:
                // Settled all the same, so whoever waits on its ticket stops waiting.
                keptCoordinators.containerSettled(item.ticket, SettledStep<Machine.Request>.unchanged)
            default: break
            }
        }
        guard !isRunningReadyPlans else { return }
        isRunningReadyPlans = true
        defer { isRunningReadyPlans = false }
        // Only the scheduler's one plan in flight is ever started, so this holds at most one plan.
        while !readyPlans.isEmpty {
            run(readyPlans.removeFirst())
        }
    }

    /// Ends a plan the hierarchy refused: the machine returns to the state before it (the state
    /// the children really are in), controllers built only for it are let go, the abandonment is
    /// recorded and announced, and the queue carries on from the real state. A request already
    /// answered (its plan refused after its `receive` returned) is also reported to the
    /// coordinators that carried it.
    private func abandonPlan(_ plan: Int, _ violation: ContainmentViolation) {
        guard let pending = scheduler.inFlight else { return }
        let ticket = scheduler.inFlightTicket
        let dequeued = scheduler.endTransition(.abandoned)
        for id in builtForPlan where built[id]?.parent !== host?.asParent { forget(id) }
        builtForPlan = []
        lastAbandonment = (pending, violation)
        if announcementsAreHeard { announce(Self.announcement(abandoning: pending, violation)) }
        keptCoordinators.containerSettled(ticket, .refused(pending.request, sender: pending.sender, reason: violation))
        runDequeued(dequeued)
    }

    /// Records and announces a queued request that no longer fits when its turn comes (a page
    /// edit queued before it changed the page count), and tells the coordinators that carried it:
    /// its answer, `queued`, was given long before.
    private func rejectLate(_ pending: SentRequest<Machine.Request>, _ rejection: Machine.Rejection, ticket: UInt64) {
        lastRejection = rejection
        if announcementsAreHeard {
            announce(Self.announcement(rejecting: pending.request, from: pending.sender, rejection))
        }
        keptCoordinators.containerSettled(ticket, .refused(pending.request, sender: pending.sender, reason: rejection))
    }

    /// Lets the controller of `id` go, with everything recorded about it.
    func forget(_ id: ChildID) {
        built[id] = nil
        placedLayouts[id] = nil
        childAppearance[id] = nil
    }
}
