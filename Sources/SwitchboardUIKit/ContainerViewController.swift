public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A `UIViewController` container that runs a `ContainerStateMachine` on the same executor as
    /// `HeadlessContainerViewController`: requests from any coordination strategy are applied,
    /// queued or rejected by the same code, and carried out with UIKit's containment calls, Auto
    /// Layout for the `LayoutRule`s and `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// Use ``SwapContainerViewController``, ``PagingContainerViewController`` or
    /// ``SlideMenuContainerViewController``, or this class with your own state machine. It keeps
    /// the coordinators made for it, hands each child its link (`link(for:)`, or
    /// `UIViewController.containerLink` from anywhere below it), announces to `observers` and
    /// `bus`, and records on ``trace`` the events the headless container records for the same
    /// requests.
    ///
    /// ```swift
    /// let container = SwapContainerViewController(
    ///     [.instance("green", green), .instance("blue", blue)], title: "swap")
    /// container.connect(.delegate)  // the container keeps its coordinator
    /// container.loadViewIfNeeded()
    /// green.containerLink?.send(.swapNext)
    /// ```
    open class ContainerViewController<Machine: ContainerStateMachine>: UIViewController, ExecutorBackedContainer {
        /// Runs the plans; this host forwards its view life cycle to it.
        package let executor: ContainerExecutor<Machine, ContainerViewController<Machine>>
        /// Records the executor's UIKit calls on ``trace``.
        let recorder: ContainmentTraceRecorder
        /// The constraints that place each child's view, replaced at each placement.
        var placements: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
        /// For each child being swapped in place by hand (the outgoing one), the incoming one: both
        /// move relative to the container during the swap.
        var inPlaceSwaps: [ObjectIdentifier: ObjectIdentifier] = [:]
        /// The child that decided the system UI when UIKit was last asked to read it.
        var systemAppearanceDecider: ObjectIdentifier?

        /// Runs the moves of views (panels, swaps in place); a `UIView.animate` animator by default. A
        /// pager scrolls its pages with its scroll view's own animation instead.
        public var animator: any ContainmentAnimator = ViewAnimator()

        /// Where the container records its containment events; `nil` for none.
        public var trace: ContainmentTrace? { recorder.trace }

        /// Creates a container for `machine`, with its fixed children and, for the children it
        /// names at run time, a closure that builds them (as `HeadlessContainerViewController` does).
        /// Children that do not fit the machine stop the program with a message naming the
        /// container and the child; ``init(validatingMachine:children:makeChild:title:trace:)``
        /// throws instead.
        ///
        /// - Parameters:
        ///   - machine: The container's decision logic, in its initial state.
        ///   - children: The fixed children: one source per identifier in
        ///     `ContainerStateMachine/childIDs` when the machine declares them.
        ///   - makeChild: Builds a child the machine names that is not among `children`, handed its
        ///     link; let go when the machine discards it. `nil` (the default) for none.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        public init(
            machine: Machine, children: [ContainerChild<UIViewController>] = [],
            makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> UIViewController)? = nil,
            title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current
        ) {
            executor = ContainerExecutor(machine: machine, children: children, makeChild: makeChild)
            recorder = ContainmentTraceRecorder(trace: trace)
            super.init(nibName: nil, bundle: nil)
            self.title = title
            executor.host = self
        }

        /// Creates a container for `machine`, with children known only at run time.
        ///
        /// - Parameters:
        ///   - machine: The container's decision logic, in its initial state.
        ///   - children: The fixed children: one source per identifier in
        ///     `ContainerStateMachine/childIDs` when the machine declares them.
        ///   - makeChild: Builds a child the machine names that is not among `children`; `nil` for none.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        /// - Throws: A `ContainerRejection` for a declared child without a source, a source the
        ///   machine does not declare, or a repeated identifier.
        public convenience init(
            validatingMachine machine: Machine, children: [ContainerChild<UIViewController>] = [],
            makeChild: (@MainActor (ChildID, ContainerLink<Machine.Request>) -> UIViewController)? = nil,
            title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current
        ) throws(ContainerRejection) {
            try ContainerExecutor<Machine, ContainerViewController<Machine>>.validateChildren(
                children, for: machine, makesChildren: makeChild != nil)
            self.init(machine: machine, children: children, makeChild: makeChild, title: title, trace: trace)
        }

        /// Not supported: a container is built in code, with its children.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the container in code with its children")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The controller of `id`, if it has been built and not discarded.
        ///
        /// - Parameter id: A child identifier.
        /// - Returns: The controller.
        public func controller(for id: ChildID) -> UIViewController? {
            executor.controller(for: id)
        }

        // MARK: - View life cycle, forwarded to the executor

        /// Embeds the initial children.
        open override func viewDidLoad() {
            super.viewDidLoad()
            recorder.loadedView(of: self)
            prepareChildStage()
            executor.viewDidLoad()
        }

        /// Forwards appearance to the shown children when appearance is forwarded by hand.
        ///
        /// - Parameter animated: Whether the appearance is animated.
        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            recorder.appearance(.viewWillAppear, of: self, animated: animated)
            executor.viewWillAppear(animated)
        }

        /// Ends the forwarded appearance.
        ///
        /// - Parameter animated: Whether the appearance was animated.
        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            recorder.appearance(.viewDidAppear, of: self, animated: animated)
            executor.viewDidAppear(animated)
        }

        /// Forwards disappearance to the shown children when appearance is forwarded by hand.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        open override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            recorder.appearance(.viewWillDisappear, of: self, animated: animated)
            executor.viewWillDisappear(animated)
        }

        /// Ends the forwarded disappearance.
        ///
        /// - Parameter animated: Whether the disappearance was animated.
        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            recorder.appearance(.viewDidDisappear, of: self, animated: animated)
            executor.viewDidDisappear(animated)
        }

        // MARK: - Requests

        /// Applies, queues or rejects `request`, and says which: the entry every coordination
        /// strategy uses, with the answers of `HeadlessContainerViewController.handle(_:from:)`.
        ///
        /// - Parameters:
        ///   - request: The request.
        ///   - child: The child that sent it, if known.
        /// - Returns: `RequestResult/applied`, `RequestResult/queued(position:)`,
        ///   `RequestResult/unchanged`, or `RequestResult/rejected(_:)` with the rejection or
        ///   with the violation for which its plan was abandoned.
        @discardableResult
        public func handle(_ request: Machine.Request, from child: ChildID?) -> RequestResult {
            // Generic over `Machine`; the built-in subclasses override it so the request path is
            // specialized for their machine, as the headless containers do (see there).
            executor.answer(request, from: child)
        }

        // MARK: - System UI, decided by a child

        /// The child whose status bar, home indicator and deferred screen edges are shown: the
        /// front-most visible child (the detail over a list, the current alternate of a swap slot).
        /// The pager and the drawer answer their own (the page at rest, the panel on screen).
        var systemAppearanceChild: UIViewController? {
            machine.visibleChildren.last.flatMap(controller(for:))
        }

        /// The child that decides the status bar style: the front-most visible child, or the page
        /// or panel on screen in a pager or a drawer.
        open override var childForStatusBarStyle: UIViewController? { systemAppearanceChild }

        /// The child that decides whether the status bar is hidden.
        open override var childForStatusBarHidden: UIViewController? { systemAppearanceChild }

        /// The child that decides whether the home indicator may hide.
        open override var childForHomeIndicatorAutoHidden: UIViewController? { systemAppearanceChild }

        /// The child that decides which screen edges defer the system's gestures.
        open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { systemAppearanceChild }

        /// When another child decides the system UI than UIKit last heard of, asks UIKit to read
        /// the status bar, the home indicator and the deferred edges again (it reads them only
        /// then), and tells ``systemAppearanceDeciderDidChange()``.
        func systemAppearanceMayHaveChanged() {
            let decider = systemAppearanceChild.map(ObjectIdentifier.init)
            guard decider != systemAppearanceDecider, isViewLoaded else { return }
            systemAppearanceDecider = decider
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfHomeIndicatorAutoHidden()
            setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            systemAppearanceDeciderDidChange()
        }

        /// Another child now decides the system UI (the pager hands the bars its scroll view).
        func systemAppearanceDeciderDidChange() {}

        /// Whether the container says itself when its decider may have changed, instead of at
        /// each end of a child's appearance (the pager: its state moves during a swipe that
        /// glides back, and only a settled page decides).
        var decidesSystemAppearanceItself: Bool { false }

        // MARK: - Hooks for the concrete containers

        /// The view the children's views go in: the root view here, the pages' content view in a pager.
        var childStage: UIView { view }

        /// Builds the views the children go in, right before the initial children are embedded.
        func prepareChildStage() {}

        /// Hears each containment call right before the executor makes it (a slide menu shows a
        /// panel as its appearance begins and hides it as its disappearance ends).
        ///
        /// - Parameter call: The call.
        func executorWillMake(_ call: ContainmentCall<UIViewController>) {}

        /// The rule that places `child`'s view in its stage, for the executor's `rule`.
        ///
        /// - Parameters:
        ///   - rule: Where the executor places the view, relative to the container.
        ///   - child: The child.
        ///   - inPlaceSwap: Whether the child is one side of a swap in place.
        /// - Returns: The rule to install.
        func stageRule(for rule: LayoutRule, of child: UIViewController, inPlaceSwap: Bool) -> LayoutRule {
            rule
        }

        /// Puts `child`'s view part of the way between two rules (a change the user drives).
        ///
        /// - Parameters:
        ///   - child: The child.
        ///   - fraction: How far, from 0 to 1.
        ///   - start: Where the view was.
        ///   - end: Where it is going.
        func placePartWay(_ child: UIViewController, _ fraction: Double, from start: LayoutRule, to end: LayoutRule) {
            guard let stage = child.viewIfLoaded?.superview else { return }
            let bounds = stage.bounds
            let frame = start.frame(in: bounds).interpolated(to: end.frame(in: bounds), by: fraction)
            install(.explicit(frame), for: child, in: stage)
        }

        /// Runs a move of the executor's plans with ``animator``; a pager runs the moves the user's
        /// finger already made at once.
        ///
        /// - Parameters:
        ///   - duration: The move's length in seconds.
        ///   - animations: The placements.
        ///   - completion: Carries the plan on.
        func animateMove(
            withDuration duration: Double, animations: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            animator.animate(withDuration: duration, animations: animations, completion: completion)
        }

        /// Hears the end of a swap made with UIKit's `transition(from:to:…)` (a host that forwards
        /// appearance automatically), after its plan carried on: a pager refreshes what the shown
        /// page decides, as it does after a move.
        func transitionEnded() {}

        /// Replaces the constraints placing `child`'s view in `stage` and lays the stage out (inside
        /// an animation block, UIKit animates the change). A view that is no longer in its stage
        /// (app code removed it) is not placed: ``placementRefused(_:)``.
        func install(_ rule: LayoutRule, for child: UIViewController, in stage: UIView) {
            guard let childView = child.viewIfLoaded else { return }
            let key = ObjectIdentifier(child)
            do {
                placements[key] = try activateConstraints(
                    for: rule, placing: childView, in: stage, replacing: placements[key] ?? [])
            } catch {
                placementRefused(error)
            }
            stage.layoutIfNeeded()
        }

        /// A view could not be placed: nothing was activated, so the layout stays as it was. It
        /// is never a crash, in a debug build or a shipped app: the observers and the bus hear
        /// ``ContainerAnnouncement/placementRefused(_:)``, the trace records the violation, and it
        /// is logged as a fault (the unified log on Apple platforms, standard error elsewhere).
        func placementRefused(_ violation: ContainmentViolation) {
            logFault(violation.description)
            executor.reportPlacementRefused(violation)
        }

        /// Activates the constraints for `rule`; a pager overrides it for the pages in its content.
        func activateConstraints(
            for rule: LayoutRule, placing view: UIView, in stage: UIView, replacing previous: [NSLayoutConstraint]
        ) throws(ContainmentViolation) -> [NSLayoutConstraint] {
            try rule.activateConstraints(placing: view, in: stage, replacing: previous)
        }
    }
#endif
