/// A headless container that runs a pure ``ContainerStateMachine``: it receives requests (from
/// any coordination strategy, through ``ContainerRequestHandler``), lets a
/// ``ContainerScheduler`` decide, and executes the planned ``ContainmentEffect``s with the
/// UIKit containment sequences of ``HeadlessViewController``.
///
/// Use the concrete containers — ``SwapContainerViewController``,
/// ``PagingContainerViewController``, ``SlideMenuContainerViewController`` — or this class with
/// your own state machine.
///
/// - Requests go through ``submit(_:from:)`` (throws the ``ContainerRejection``) or
///   ``handle(_:from:)`` (the strategies' entry; the rejection is kept in ``lastRejection``).
///   Either way a rejection is announced and changes nothing.
/// - A request that arrives while a plan is still running — an animation in flight, or an
///   observer sending from inside an announcement — is queued and applied afterwards, in order.
/// - Children are built lazily from their ``ContainerChild/Source`` and named by ``ChildID``.
/// - The initial children are embedded when the view loads.
/// - What it does is announced to ``observers`` and posted on ``bus``.
///
/// ```swift
/// let container = try SwapContainerViewController([.instance("green", green), .instance("blue", blue)])
/// window.rootViewController = container
/// try container.submit(.swapNext)
/// ```
open class ContainerViewController<Machine: ContainerStateMachine>: HeadlessViewController, ContainerRequestHandler {
    /// The state machine and its queue. Private: only this host may start, finish or abandon a
    /// transition, so the machine always matches what its effects did; read it through
    /// ``machine``, ``pendingRequests``, ``isTransitioning`` and ``requestTally``.
    private var scheduler: ContainerScheduler<Machine>

    /// The most recent rejection, if any request was rejected.
    public private(set) var lastRejection: ContainerRejection?

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
    /// Children whose appearance transition this container began and has not ended yet.
    private var appearanceInProgress: Set<ChildID> = []
    private var isSetUp = false

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
    /// finished yet).
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
        execute(machine.setUpEffects()[...]) {}
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
        loadViewIfNeeded()
        let step = scheduler.receive(request, from: sender)
        switch step.outcome {
        case .failure(let rejection):
            lastRejection = rejection
            announce(.rejected(request, rejection))
            throw rejection
        case .success(let outcome):
            if case .started(let effects) = step { run(effects) }
            return outcome
        }
    }

    /// Applies, queues or rejects `request`; a rejection is kept in ``lastRejection`` and
    /// announced.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    public func handle(_ request: ContainerRequest, from child: ChildID?) {
        do {
            try submit(request, from: child)
        } catch {
            // Already recorded in `lastRejection` and announced; the strategies have no caller to tell.
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

    /// What the container shows, for the settings strategy; subclasses fill in what they track.
    open var snapshot: ContainerSnapshot { ContainerSnapshot() }

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

    private func run(_ effects: [ContainmentEffect]) {
        execute(effects[...]) { [weak self] in self?.planDidFinish() }
    }

    private func planDidFinish() {
        for dequeued in scheduler.finishTransition() {
            if case .started(let effects) = dequeued.step { run(effects) }
        }
    }

    /// Performs `effects` in order; a step that takes time continues from its completion.
    private func execute(_ effects: ArraySlice<ContainmentEffect>, then done: @escaping @MainActor () -> Void) {
        var remaining = effects
        while let effect = remaining.popFirst() {
            if effect.takesTime {
                performTimed(effect) { [self] in execute(remaining, then: done) }
                return
            }
            performInstant(effect)
        }
        done()
    }

    private func performInstant(_ effect: ContainmentEffect) {
        switch effect {
        case .embed(let id, let layout):
            guard let child = instance(for: id) else { return }
            reportingViolation { () throws(ContainmentViolation) in try embed(child, layout: layout) }
        case .unembed(let id):
            guard let child = built[id] else { return }
            reportingViolation { () throws(ContainmentViolation) in try unembed(child) }
        case .move(let placements, _):
            place(placements)
        case .beginAppearance(let id, let isAppearing, let animated):
            guard appearanceState == .appeared, let child = built[id] else { return }
            appearanceInProgress.insert(id)
            child.beginAppearanceTransition(isAppearing, animated: animated)
        case .endAppearance(let id):
            guard appearanceInProgress.remove(id) != nil, let child = built[id] else { return }
            child.endAppearanceTransition()
        case .discard(let id):
            if case .factory = sources[id], built[id]?.parent !== self { built[id] = nil }
        case .announce(let announcement):
            announce(announcement)
        case .transition:
            break
        }
    }

    private func performTimed(_ effect: ContainmentEffect, completion: @escaping @MainActor () -> Void) {
        switch effect {
        case .transition(let from, let to, let layout, let animation):
            guard let new = instance(for: to) else { return completion() }
            // A plan naming a child that is not shown is refused by `replace` and reported.
            let old = built[from]
            let sliding = animation.style == .slide
            do {
                try replace(
                    old, with: new, layout: sliding ? layout.shifted(byWidths: 1) : layout,
                    duration: animation.duration,
                    options: animation.style == .crossDissolve ? .transitionCrossDissolve : [],
                    animations: {
                        guard sliding else { return }
                        new.view.layoutRule = layout
                        old?.view.layoutRule = old?.view.layoutRule?.shifted(byWidths: -1)
                    },
                    completion: { _ in completion() })
            } catch {
                ContainmentViolationReporter.current.report(error)
                completion()
            }
        case .move(let placements, let animation):
            effectiveAnimator.animate(
                withDuration: animation.duration, animations: { [self] in place(placements) },
                completion: { _ in completion() })
        case .embed, .unembed, .beginAppearance, .endAppearance, .discard, .announce:
            performInstant(effect)
            completion()
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
        case .factory(let make): made = make()
        case nil: return nil
        }
        built[id] = made
        return made
    }

    private func reportingViolation(_ body: () throws(ContainmentViolation) -> Void) {
        do {
            try body()
        } catch {
            ContainmentViolationReporter.current.report(error)
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
