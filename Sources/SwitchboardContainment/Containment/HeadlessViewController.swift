/// A headless stand-in for `UIViewController` that follows UIKit's containment contract, refuses
/// the misuse UIKit rejects, and records every containment and appearance event.
///
/// Subclass it the way you subclass `UIViewController`; the hooks are `open` and each override
/// calls `super`:
///
/// ```swift
/// final class PageViewController: HeadlessViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.alpha = 0.5
///     }
/// }
///
/// let container = HeadlessViewController(title: "container")
/// let page = PageViewController(title: "page")
/// container.addChild(page)                 // page.willMove(toParent: container)
/// container.view.addSubview(page.view)     // appearance, if the container is on screen
/// page.didMove(toParent: container)
/// ```
///
/// Misuse never crashes. The UIKit-spelled methods refuse it (nothing changes), record a
/// ``ContainmentEvent/violation(_:)`` on the ``ContainmentTrace`` and report the
/// ``ContainmentViolation`` to ``ContainmentViolationReporter/current``; the `checked…` variants
/// throw it instead.
@MainActor
open class HeadlessViewController {
    /// The controller's title; also its name in traces unless empty.
    open var title: String?

    /// Where this controller records its events; children without one use their parent's, a
    /// window's root uses the window's.
    public var trace: ContainmentTrace?

    /// Runs this controller's transitions; `nil` inherits from the parent, then the window; when
    /// none of them has one, transitions complete at once (`animations`, then the completion,
    /// synchronously).
    public var animator: (any ContainmentAnimator)?

    /// The container this controller is a child of.
    public internal(set) weak var parent: HeadlessViewController?

    /// The child controllers, in the order they were added.
    public internal(set) var children: [HeadlessViewController] = []

    /// `true` while the appearance callbacks (`viewWillAppear`, `viewIsAppearing`,
    /// `viewDidAppear`) of the appearance that follows `addChild(_:)` run, and `false` everywhere
    /// else — UIKit's header says to read it in those callbacks.
    public var isMovingToParent: Bool {
        cycleMovesToParent && (callbackInDispatch?.isAppearance ?? false)
    }

    /// `true` while the disappearance callbacks (`viewWillDisappear`, `viewDidDisappear`) of the
    /// disappearance that follows `willMove(toParent: nil)` run, and `false` everywhere else.
    public var isMovingFromParent: Bool {
        cycleMovesFromParent && (callbackInDispatch?.isDisappearance ?? false)
    }

    /// Where the controller is in its appearance life cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    var storedView: HeadlessView?
    var appearanceAnimated = false
    var callbackInDispatch: AppearanceCallback?
    /// Children a `transition(from:to:…)` of this controller is moving, both sides.
    var transitionParticipants: Set<ObjectIdentifier> = []
    /// The incoming side of each transition in flight.
    var transitionIncoming: Set<ObjectIdentifier> = []
    weak var hostWindow: HeadlessWindow?
    /// From `addChild(_:)` until `didMove(toParent:)` names the parent (the audit's missing didMove).
    var awaitingDidMove = false
    /// From `willMove(toParent: nil)` until the controller has left its parent.
    var leavingParent = false
    /// Whether the appearance in progress began while the controller was joining a parent.
    var cycleMovesToParent = false
    /// Whether the disappearance in progress began while the controller was leaving its parent.
    var cycleMovesFromParent = false
    /// Whether `viewIsAppearing` has been sent in the appearance in progress.
    var isAppearingDispatched = false
    /// Whether the controller has ever been a child (names the audit's finding for its view).
    var hasBeenChild = false
    /// The audit log this controller reports its findings to (tests under the testing kit's trait).
    weak var auditLog: ContainmentAuditLog?
    var auditLogIndex = 0

    /// Creates a controller.
    ///
    /// - Parameters:
    ///   - title: The controller's title and trace name.
    ///   - trace: Where to record events; defaults to ``ContainmentTrace/current``.
    public init(title: String? = nil, trace: ContainmentTrace? = ContainmentTrace.current) {
        self.title = title
        self.trace = trace
        if let log = ContainmentAuditLog.current {
            auditLog = log
            auditLogIndex = log.register(self)
        }
    }

    /// The name used in traces and violations: the title, else the type name.
    public var debugName: String {
        if let title, !title.isEmpty { return title }
        return String(describing: type(of: self))
    }

    /// Whether `shouldAutomaticallyForwardAppearanceMethods` lets appearance reach children
    /// automatically. Override and return `false` to call
    /// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()`` on the children
    /// yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - View

    /// The root view, loaded on first access: ``loadView()``, then ``viewDidLoad()``.
    public var view: HeadlessView {
        get {
            if let storedView { return storedView }
            loadView()
            let loaded = storedView ?? adopt(HeadlessView())
            effectiveTrace?.record(.viewDidLoad(debugName))
            viewDidLoad()
            return loaded
        }
        set {
            adopt(newValue)
        }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: HeadlessView? { storedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        _ = view
    }

    /// Creates the root view. Override to assign your own `view`; don't call `super` then.
    ///
    /// An override that assigns no view gets an empty one. On UIKit `view` would then be `nil`
    /// and the next access crashes; the headless host keeps going on purpose, so a test can still
    /// inspect the controller.
    open func loadView() {
        view = HeadlessView()
    }

    /// Called once after the view loads.
    open func viewDidLoad() {}

    /// Called before a layout pass over the view: an automatic one on screen, or an explicit
    /// ``HeadlessView/layoutIfNeeded()`` anywhere.
    open func viewWillLayoutSubviews() {}

    /// Called after a layout pass over the view: an automatic one on screen, or an explicit
    /// ``HeadlessView/layoutIfNeeded()`` anywhere.
    open func viewDidLayoutSubviews() {}

    @discardableResult
    private func adopt(_ newView: HeadlessView) -> HeadlessView {
        if let storedView, storedView !== newView { storedView.viewController = nil }
        newView.viewController = self
        storedView = newView
        return newView
    }

    func willLayout() {
        effectiveTrace?.record(.layout(debugName))
        viewWillLayoutSubviews()
    }

    func didLayout() {
        viewDidLayoutSubviews()
    }

    // MARK: - Appearance callbacks

    /// Called before the view appears. Only the appearance machinery may call it: a direct call
    /// is reported (``ContainmentViolation/appearanceCallbackCalledDirectly(controller:callback:)``).
    /// Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {
        verifyDispatched(.viewWillAppear)
    }

    /// Called once the view has been added to a view hierarchy and laid out by its superview,
    /// after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``: the view's window and frame
    /// are valid here. Only the appearance machinery may call it; overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewIsAppearing(_ animated: Bool) {
        verifyDispatched(.viewIsAppearing)
    }

    /// Called after the view appeared. Only the appearance machinery may call it; overrides must
    /// call `super`.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {
        verifyDispatched(.viewDidAppear)
    }

    /// Called before the view disappears. Only the appearance machinery may call it; overrides
    /// must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {
        verifyDispatched(.viewWillDisappear)
    }

    /// Called after the view disappeared. Only the appearance machinery may call it; overrides
    /// must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {
        verifyDispatched(.viewDidDisappear)
    }

    // MARK: - Containment callbacks

    /// Called when the controller is about to be added to (`parent`) or removed from (`nil`) a
    /// container. `addChild(_:)` calls it for you; before removing a child, call
    /// `child.willMove(toParent: nil)` yourself. Overrides must call `super`.
    ///
    /// - Parameter parent: The new parent, or `nil` when leaving.
    open func willMove(toParent parent: HeadlessViewController?) {
        (effectiveTrace ?? parent?.effectiveTrace)?.record(.willMove(debugName, toParent: parent?.debugName))
        if parent == nil, self.parent != nil { leavingParent = true }
    }

    /// Called when the controller has been added to (`parent`) or removed from (`nil`) a
    /// container. After adding a child and placing its view, call `child.didMove(toParent: self)`;
    /// `removeFromParent()` calls `didMove(toParent: nil)` for you. Overrides must call `super`.
    ///
    /// Naming a parent the controller does not have is refused and reported
    /// (``ContainmentViolation/didMoveToWrongParent(child:named:actualParent:)``).
    ///
    /// - Parameter parent: The controller's parent, or `nil` after leaving.
    open func didMove(toParent parent: HeadlessViewController?) {
        if let violation = didMoveViolation(parent) {
            ContainmentViolationReporter.current.report(refuse(violation, alsoOn: parent))
            return
        }
        effectiveTrace?.record(.didMove(debugName, toParent: parent?.debugName))
        if parent == nil {
            leavingParent = false
            awaitingDidMove = false
        } else {
            awaitingDidMove = false
            parent?.containmentChanged()
            // The end of the move is where UIKit finishes a deferred appearance (see
            // `AppearanceOrdering.childDidAppearBeforeDidMove`).
            viewIfLoaded?.window?.completeDeferredAppearances()
        }
    }

    // MARK: - Inherited environment

    /// The trace events are recorded on: own, else the parent's, else the window's.
    public var effectiveTrace: ContainmentTrace? {
        // A swap asks about 18 times; without any trace in the process this skips every walk up the
        // (weak) parent chain and the window.
        guard ContainmentTrace.anyCreated else { return nil }
        return trace ?? parent?.effectiveTrace ?? hostWindow?.trace
    }

    /// The animator transitions run on: own, else the parent's, else the window's, else
    /// the immediate animator.
    public var effectiveAnimator: any ContainmentAnimator {
        animator ?? parent?.effectiveAnimator ?? hostWindow?.animator ?? ImmediateAnimator.shared
    }

    /// Records `violation` and returns it, for `throw refuse(…)`.
    package func refuse(
        _ violation: ContainmentViolation, alsoOn other: HeadlessViewController? = nil
    ) -> ContainmentViolation {
        (effectiveTrace ?? other?.effectiveTrace)?.record(.violation(violation))
        return violation
    }

    /// Runs a checked operation, reporting (instead of throwing) what it refuses.
    func reporting(_ body: () throws(ContainmentViolation) -> Void) {
        do {
            try body()
        } catch {
            ContainmentViolationReporter.current.report(error)
        }
    }

    /// Whether `other` is this controller or one of its ancestors.
    func isSelfOrAncestor(_ other: HeadlessViewController) -> Bool {
        var candidate: HeadlessViewController? = self
        while let current = candidate {
            if current === other { return true }
            candidate = current.parent
        }
        return false
    }
}
