import Switchboard

/// A second host for the container executor, next to `HeadlessViewController`: it implements only
/// the executor's two protocols, records on a trace what a UIKit host would record (the calls the
/// executor announces through ``ContainerHost/executorWillCall(_:)``, its own view operations and
/// transitions, the refusals), and animates on a ``ManualAnimator`` while on screen. Its appearance is driven by
/// ``appear()`` and ``disappear()``, as a window drives a root view controller's.
@MainActor
final class RecordingHost<Machine: ContainerStateMachine>: RecordingController, ContainerHost {
    let trace: ContainmentTrace
    let animator: ManualAnimator
    private let executor: ContainerExecutor<Machine, RecordingHost<Machine>>
    private(set) var isOnScreen = false
    /// Negative control: leave `willMove(toParent:)` out of the trace.
    var dropsWillMove = false

    init(
        machine: Machine, children: [ContainerChild<RecordingController>], name: String,
        forwardsAppearanceAutomatically: Bool, trace: ContainmentTrace, animator: ManualAnimator
    ) {
        executor = ContainerExecutor(machine: machine, children: children)
        self.trace = trace
        self.animator = animator
        super.init(name: name, forwardsAppearanceAutomatically: forwardsAppearanceAutomatically)
        executor.host = self
    }

    override func viewDidLoad() {
        executor.viewDidLoad()
    }

    // MARK: - What a container host offers

    var machine: Machine { executor.machine }
    var isTransitioning: Bool { executor.isTransitioning }
    var requestTally: ContainerRequestTally { executor.requestTally }
    var pendingRequests: [SentRequest<Machine.Request>] { executor.pendingRequests }
    var observers: MulticastDelegate<any ContainerObserver> { executor.observers }
    var lastAbandonment: (sent: SentRequest<Machine.Request>, violation: ContainmentViolation)? {
        executor.lastAbandonment
    }

    func controller(for id: ChildID) -> RecordingController? {
        executor.controller(for: id)
    }

    func childID(of controller: RecordingController) -> ChildID? {
        executor.childID(of: controller)
    }

    @discardableResult
    func submit(_ request: Machine.Request, from sender: ChildID? = nil) throws(Machine.Rejection) -> RequestResult {
        try executor.submit(request, from: sender)
    }

    @discardableResult
    func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool {
        try executor.beginInteractiveChange(request)
    }

    func updateInteractiveChange(_ fraction: Double) { executor.updateInteractiveChange(fraction) }
    func finishInteractiveChange() { executor.finishInteractiveChange() }
    func cancelInteractiveChange() { executor.cancelInteractiveChange() }

    /// What a window does to its root view controller when it comes on screen; `body` runs
    /// between the host's will and did, as a child's `viewWillAppear` would.
    func appear(during body: () -> Void = {}) {
        guard !isOnScreen else { return body() }
        beginWindowAppearance(true)
        body()
        endWindowAppearance(true)
    }

    /// What a window does to its root view controller when it leaves the screen; `body` runs
    /// between the host's will and did.
    func disappear(during body: () -> Void = {}) {
        guard isOnScreen else { return body() }
        beginWindowAppearance(false)
        body()
        endWindowAppearance(false)
    }

    /// A window that starts bringing the host on screen and takes it away again before it has
    /// appeared (UIKit's cancelled appearance: will appear, will disappear, did disappear);
    /// `body` runs between the two wills.
    func appearThenLeave(during body: () -> Void) {
        guard !isOnScreen else { return body() }
        beginWindowAppearance(true)
        body()
        beginWindowAppearance(false)
        endWindowAppearance(false)
    }

    /// A window that starts taking the host off screen and brings it back before it has
    /// disappeared (will disappear, will appear, did appear); `body` runs between the two wills.
    func leaveThenReturn(during body: () -> Void) {
        guard isOnScreen else { return body() }
        beginWindowAppearance(false)
        body()
        beginWindowAppearance(true)
        endWindowAppearance(true)
    }

    /// The window's half of a will: the host's own callback, then the executor's forwarding.
    private func beginWindowAppearance(_ appearing: Bool) {
        if appearing { loadViewIfNeeded() }
        isOnScreen = appearing
        beginAppearanceTransition(appearing, animated: false)
        if appearing { executor.viewWillAppear(false) } else { executor.viewWillDisappear(false) }
    }

    private func endWindowAppearance(_ appearing: Bool) {
        endAppearanceTransition()
        if appearing { executor.viewDidAppear(false) } else { executor.viewDidDisappear(false) }
    }

    // MARK: - ContainerHost

    var asParent: RecordingController { self }

    func name(of controller: RecordingController) -> String {
        controller.name
    }

    func nearestController(containing view: RecordingView) -> RecordingController? {
        var candidate: RecordingView? = view
        while let current = candidate {
            if let owner = current.owner { return owner }
            candidate = current.superview
        }
        return nil
    }

    func addView(of child: RecordingController, placedBy layout: LayoutRule, above sibling: RecordingController?) {
        child.loadViewIfNeeded()
        guard let childView = child.viewIfLoaded, let stage = sibling?.viewIfLoaded?.superview ?? viewIfLoaded else {
            return
        }
        trace.record(.viewAdded(child.name, to: name))
        stage.insert(childView, above: sibling?.viewIfLoaded)
    }

    func placeView(of child: RecordingController, by layout: LayoutRule) {}

    func placeView(
        of child: RecordingController, partWay fraction: Double, from start: LayoutRule, to end: LayoutRule
    ) {}

    /// Only the drawing order changes: nothing to record.
    func sendViewToBack(of child: RecordingController) {}

    func setOpacity(ofViewOf child: RecordingController, to opacity: Double) {}

    func removeView(of child: RecordingController) {
        guard let childView = child.viewIfLoaded, childView.superview != nil else { return }
        trace.record(.viewRemoved(child.name, from: name))
        childView.removeFromSuperview()
    }

    func transition(
        from old: RecordingController, to new: RecordingController, swap: ViewSwap,
        completion: @escaping @MainActor (Bool) -> Void
    ) throws(ContainmentViolation) {
        trace.record(.transitionBegan(from: old.name, to: new.name, container: name))
        addView(of: new, placedBy: swap.incomingStart, above: old)
        animate(
            withDuration: swap.animation.duration, animations: {},
            completion: { [self] finished in
                removeView(of: old)
                trace.record(.transitionEnded(from: old.name, to: new.name, container: name, finished: finished))
                completion(finished)
            })
    }

    func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        // Like a view outside a window (and the headless host off screen), nothing animates off screen.
        if isOnScreen {
            animator.animate(withDuration: duration, animations: animations, completion: completion)
        } else {
            animations()
            completion(true)
        }
    }

    func executorWillCall(_ call: ContainmentCall<RecordingController>) {
        switch call {
        case .addChild(let child):
            trace.record(.addChild(child.name, parent: name))
            if !dropsWillMove { trace.record(.willMove(child.name, toParent: name)) }
        case .willMove(let child, let parent):
            if !dropsWillMove { trace.record(.willMove(child.name, toParent: parent?.name)) }
        case .didMove(let child, let parent):
            trace.record(.didMove(child.name, toParent: parent?.name))
        case .removeFromParent(let child):
            trace.record(.removeFromParent(child.name, parent: name))
            trace.record(.didMove(child.name, toParent: nil))
        case .beginAppearanceTransition(let child, let isAppearing, let animated):
            trace.record(
                isAppearing
                    ? .viewWillAppear(child.name, animated: animated)
                    : .viewWillDisappear(child.name, animated: animated))
        case .endAppearanceTransition(let child, let isAppearing, let animated):
            trace.record(
                isAppearing
                    ? .viewDidAppear(child.name, animated: animated) : .viewDidDisappear(child.name, animated: animated)
            )
        }
    }

    func executorRefused(_ violation: ContainmentViolation) {
        trace.record(.violation(violation))
    }
}
