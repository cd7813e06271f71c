#if os(Linux)
    /// Stand-in for UIKit's `UIViewController`: view loading, containment bookkeeping, explicit
    /// appearance transitions and child transitions, with UIKit's signatures. See the module header
    /// for what it does and does not do.
    @MainActor
    open class UIViewController: UIResponder {
        private var storedView: UIView?
        private weak var storedParent: UIViewController?
        private var storedChildren: [UIViewController] = []
        private var movingToParent = false
        private var movingFromParent = false
        /// This controller's, its view's and its children's appearance, whatever their window's;
        /// `.unspecified` (the default) takes the parent's (see ``traitCollection``).
        open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
        /// `true`: appearing or appeared; `false`: disappearing or disappeared.
        private(set) var isAppearingOrAppeared = false
        /// The transition begun and not yet ended, with its `animated` flag.
        private var appearanceInProgress: (isAppearing: Bool, animated: Bool)?
        /// Whether the appearing transition under way has had its `viewIsAppearing` already.
        private var deliveredViewIsAppearing = false
        /// Whether the transition under way is one the parent forwarded, which the parent's end
        /// ends. UIKit tracks each child's transition: a parent's end completes only the children
        /// its own forwarding began, never one a transition or a hand call began and ends itself.
        private var followsParentTransition = false

        /// Creates a controller; the stand-in loads no nib.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: The nib's name (ignored).
        ///   - nibBundleOrNil: The nib's bundle (ignored).
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// Creates a controller from an archive. The stand-in cannot decode one and returns `nil`.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a controller without a nib.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// The controller's title.
        open var title: String?

        /// Insets added to the safe area of the root view (and so of the children's views), for
        /// bars the controller draws itself (iOS 11).
        open var additionalSafeAreaInsets = UIEdgeInsets.zero

        // MARK: - View

        /// The root view, loaded on first access (``loadView()``, then ``viewDidLoad()``); setting
        /// `nil` unloads it.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var view: UIView! {
            get {
                if let storedView { return storedView }
                loadView()
                let loaded = storedView ?? adopt(UIView())
                viewDidLoad()
                return loaded
            }
            set {
                if let newValue { adopt(newValue) } else { storedView = nil }
            }
        }

        /// The root view if it has been loaded, without loading it.
        open var viewIfLoaded: UIView? { storedView }

        /// The superview of the root view (UIKit's responder chain; the stand-in has no presentation).
        open override var next: UIResponder? { storedView?.superview }

        /// Whether the root view has been loaded.
        open var isViewLoaded: Bool { storedView != nil }

        /// Loads the view now if it has not been loaded.
        open func loadViewIfNeeded() {
            _ = view
        }

        /// Creates the root view. Override to assign your own `view`; don't call `super` then.
        open func loadView() {
            view = UIView()
        }

        /// Called once after the view loads.
        open func viewDidLoad() {}

        /// Called before the view lays out its subviews.
        open func viewWillLayoutSubviews() {}

        /// Called after the view laid out its subviews.
        open func viewDidLayoutSubviews() {}

        /// The view is about to take `size` (a rotation, a split-view resize); `coordinator` lets
        /// the controller animate along and act at the end. Overrides must call `super`, which
        /// forwards the call to the children (iOS 8).
        ///
        /// - Parameters:
        ///   - size: The new size of the view.
        ///   - coordinator: The change's coordinator.
        open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
        }

        @discardableResult
        private func adopt(_ newView: UIView) -> UIView {
            newView.owningController = self
            storedView = newView
            return newView
        }

        // MARK: - Appearance callbacks

        /// Called before the view appears.
        ///
        /// - Parameter animated: Whether the appearance is animated.
        open func viewWillAppear(_ animated: Bool) {}

        /// Called when the view is being added to the hierarchy, after ``viewWillAppear(_:)``. For a
        /// window's root (and the children its begin reached) the stand-in calls it once the window
        /// has laid the view out, before `makeKeyAndVisible()` returns and a run loop cycle before
        /// ``viewDidAppear(_:)``; otherwise from ``endAppearanceTransition()``, right before
        /// ``viewDidAppear(_:)``: the order is UIKit's, that timing is not.
        ///
        /// - Parameter animated: Whether the appearance is animated.
        open func viewIsAppearing(_ animated: Bool) {}

        /// Called after the view appeared.
        ///
        /// - Parameter animated: Whether the appearance was animated.
        open func viewDidAppear(_ animated: Bool) {}

        /// Called before the view disappears.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        open func viewWillDisappear(_ animated: Bool) {}

        /// Called after the view disappeared.
        ///
        /// - Parameter animated: Whether the disappearance was animated.
        open func viewDidDisappear(_ animated: Bool) {}

        /// Whether appearance transitions reach the children automatically; return `false` to call
        /// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()`` on them yourself.
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

        /// Starts an appearance transition: `viewWillAppear` or `viewWillDisappear`, forwarded to
        /// the children whose views are in this view when ``shouldAutomaticallyForwardAppearanceMethods``.
        /// A begin in the other direction while a transition is under way reverses it (the other
        /// `viewWill…` now, and one ``endAppearanceTransition()`` completes the new direction), as
        /// `UIPageViewController` and Parchment rely on to cancel a swipe — observed behaviour, not
        /// documented by Apple. Any other unbalanced call changes nothing and is logged to
        /// `StandIn.consoleMessages`, as UIKit logs "Unbalanced calls to begin/end appearance
        /// transitions".
        ///
        /// - Parameters:
        ///   - isAppearing: `true` when the view is appearing.
        ///   - animated: Whether the transition is animated.
        open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            let reverses = appearanceInProgress.map { $0.isAppearing != isAppearing } ?? false
            guard reverses || (appearanceInProgress == nil && isAppearing != isAppearingOrAppeared) else {
                return StandIn.log("Unbalanced calls to begin/end appearance transitions for \(self)")
            }
            if isAppearing { loadViewIfNeeded() }
            appearanceInProgress = (isAppearing, animated)
            deliveredViewIsAppearing = false
            followsParentTransition = false
            isAppearingOrAppeared = isAppearing
            if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in childrenInView where child.isAppearingOrAppeared != isAppearing {
                child.beginFollowingParent(isAppearing, animated: animated)
            }
        }

        /// A begin this controller's parent forwards (its own begin, or a view entering its window
        /// while it appears): the parent's end ends it. A begin anyone else calls (a transition, a
        /// container forwarding by hand) is that caller's to end, and the parent's end skips it.
        private func beginFollowingParent(_ isAppearing: Bool, animated: Bool) {
            beginAppearanceTransition(isAppearing, animated: animated)
            followsParentTransition = appearanceInProgress?.isAppearing == isAppearing
        }

        /// Ends the appearance transition begun last: `viewIsAppearing` and `viewDidAppear`, or
        /// `viewDidDisappear`, forwarded like the begin.
        open func endAppearanceTransition() {
            guard let (isAppearing, animated) = appearanceInProgress else {
                return StandIn.log("Unbalanced calls to begin/end appearance transitions for \(self)")
            }
            appearanceInProgress = nil
            followsParentTransition = false
            if isAppearing {
                if !deliveredViewIsAppearing { viewIsAppearing(animated) }
                deliveredViewIsAppearing = false
                viewDidAppear(animated)
            } else {
                viewDidDisappear(animated)
            }
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in childrenInView
            where child.followsParentTransition && child.appearanceInProgress?.isAppearing == isAppearing {
                child.endAppearanceTransition()
            }
        }

        /// `viewIsAppearing` for an appearing transition under way, once its view is in the window
        /// and laid out, then for the children this controller's begin reached; their ends call
        /// only `viewDidAppear`. What a window does for its root in its first layout pass.
        func deliverViewIsAppearing() {
            guard let (isAppearing, animated) = appearanceInProgress, isAppearing, !deliveredViewIsAppearing else {
                return
            }
            deliveredViewIsAppearing = true
            viewIsAppearing(animated)
            guard shouldAutomaticallyForwardAppearanceMethods else { return }
            for child in childrenInView where child.followsParentTransition { child.deliverViewIsAppearing() }
        }

        /// UIKit's automatic forwarding when this controller's view enters (`true`) or leaves a
        /// window, under a parent that forwards automatically. Parent at rest and appeared: the
        /// controller appears or disappears at once, unless it already is where the move takes it or
        /// is in a transition. Parent appearing: an entering controller begins to appear now and
        /// the parent's end completes it (UIKit's children added in `viewWillAppear`); a leaving one
        /// whose appearance followed the parent's ends disappeared now, as the parent's end no
        /// longer reaches it. Not animated: UIKit's window move is not.
        func followWindowMove(_ isAppearing: Bool) {
            guard let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods,
                parent.isAppearingOrAppeared
            else { return }
            guard parent.appearanceInProgress != nil else {
                guard appearanceInProgress == nil, isAppearingOrAppeared != isAppearing else { return }
                beginAppearanceTransition(isAppearing, animated: false)
                return endAppearanceTransition()
            }
            if isAppearing {
                guard appearanceInProgress == nil, !isAppearingOrAppeared else { return }
                beginFollowingParent(true, animated: false)
            } else if followsParentTransition {
                beginAppearanceTransition(false, animated: false)
                endAppearanceTransition()
            }
        }

        private var childrenInView: [UIViewController] {
            guard let storedView else { return [] }
            return storedChildren.filter { $0.viewIfLoaded?.isDescendant(of: storedView) ?? false }
        }

        // MARK: - Containment

        /// The container this controller is a child of.
        open var parent: UIViewController? { storedParent }

        /// The child controllers, in the order they were added.
        open var children: [UIViewController] { storedChildren }

        /// Whether the controller is being added to a parent: from ``addChild(_:)`` until
        /// ``didMove(toParent:)`` names the parent.
        open var isMovingToParent: Bool { movingToParent }

        /// Whether the controller is being removed: from `willMove(toParent: nil)` until it has left.
        open var isMovingFromParent: Bool { movingFromParent }

        /// Makes `childController` a child: it leaves its old parent first, then receives
        /// `willMove(toParent: self)`.
        ///
        /// - Parameter childController: The controller to adopt.
        open func addChild(_ childController: UIViewController) {
            childController.removeFromParent()
            childController.movingToParent = true
            childController.willMove(toParent: self)
            storedChildren.append(childController)
            childController.storedParent = self
        }

        /// Detaches this controller from its parent, then calls `didMove(toParent: nil)`. Does nothing
        /// without a parent.
        open func removeFromParent() {
            guard let parent = storedParent else { return }
            parent.storedChildren.removeAll { $0 === self }
            storedParent = nil
            didMove(toParent: nil)
        }

        /// Called before the controller is added to (`parent`) or removed from (`nil`) a container.
        /// Overrides must call `super`.
        ///
        /// - Parameter parent: The new parent, or `nil` when leaving.
        open func willMove(toParent parent: UIViewController?) {
            if parent == nil, storedParent != nil { movingFromParent = true }
        }

        /// Called after the controller was added to (`parent`) or removed from (`nil`) a container.
        /// Overrides must call `super`.
        ///
        /// - Parameter parent: The parent, or `nil` after leaving.
        open func didMove(toParent parent: UIViewController?) {
            if parent == nil { movingFromParent = false } else { movingToParent = false }
        }

        // MARK: - Transitions

        /// Replaces one child's view with another's: adds `toViewController.view` above
        /// `fromViewController.view`, runs `animations`, and when the animation completes removes
        /// `fromViewController.view` and calls `completion`. While the container's view is in a window
        /// and forwards appearance, both children get their appearance transitions. Containment calls
        /// stay the caller's. Both controllers must be children of the receiver, the old one's view
        /// in a hierarchy, and the receiver must forward appearance automatically, or the process
        /// stops: UIKit raises `NSInvalidArgumentException` (`UIViewController.h`: "if the receiver
        /// explicitly forwards its appearance and rotation callbacks to its children").
        ///
        /// - Parameters:
        ///   - fromViewController: The child whose view is shown.
        ///   - toViewController: The child whose view replaces it.
        ///   - duration: The animation's length in seconds.
        ///   - options: How to animate.
        ///   - animations: The changes to animate.
        ///   - completion: Runs when the animation ends, with whether it finished.
        open func transition(
            from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
            options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {
            precondition(
                fromViewController.parent === self && toViewController.parent === self,
                "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view "
                    + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:"
                    + "options:animations:completion:]")
            precondition(
                shouldAutomaticallyForwardAppearanceMethods,
                "\(self) forwards appearance to its children by hand (shouldAutomaticallyForwardAppearanceMethods is "
                    + "false), so -[UIViewController transitionFromViewController:toViewController:duration:options:"
                    + "animations:completion:] raises NSInvalidArgumentException")
            guard let fromView = fromViewController.viewIfLoaded, let stage = fromView.superview else {
                preconditionFailure(
                    "The view of \(fromViewController) must be in a view hierarchy to transition from it")
            }
            let toView: UIView = toViewController.view
            let forwards = shouldAutomaticallyForwardAppearanceMethods && stage.window != nil
            let animated = duration > 0
            if forwards {
                fromViewController.beginAppearanceTransition(false, animated: animated)
                toViewController.beginAppearanceTransition(true, animated: animated)
            }
            stage.insertSubview(toView, at: (stage.subviews.firstIndex { $0 === fromView } ?? stage.subviews.count) + 1)
            // The option's own animation (bits 20-22: cross-dissolve, flips, curls) runs on the views.
            let transitionStyle = options.rawValue & (7 << 20)
            StandIn.run(
                StandIn.Animation(kind: .transition, duration: duration, delay: 0, options: options),
                animatesAnyway: transitionStyle != 0 && stage.window != nil,
                animations: { animations?() },
                completion: { finished in
                    fromView.removeFromSuperview()
                    if forwards {
                        fromViewController.endAppearanceTransition()
                        toViewController.endAppearanceTransition()
                    }
                    completion?(finished)
                })
        }

        // MARK: - System appearance

        // Declared in the class, where Swift on Linux lets a subclass override them; the update
        // requests and content scroll views are in UIViewController+SystemAppearance.swift.

        /// The status bar style this controller wants when UIKit asks it (it is the root, or a
        /// parent's ``childForStatusBarStyle``); `.default`.
        @available(tvOS, unavailable)
        open var preferredStatusBarStyle: UIStatusBarStyle { .default }

        /// Whether this controller wants the status bar hidden when UIKit asks it; `false`.
        @available(tvOS, unavailable)
        open var prefersStatusBarHidden: Bool { false }

        /// The child UIKit asks for the status bar style instead of this controller; `nil` (ask
        /// this one). A container returns the child on screen, and calls
        /// `setNeedsStatusBarAppearanceUpdate()` when that changes.
        @available(tvOS, unavailable)
        open var childForStatusBarStyle: UIViewController? { nil }

        /// The child UIKit asks whether the status bar is hidden instead of this controller; `nil`.
        @available(tvOS, unavailable)
        open var childForStatusBarHidden: UIViewController? { nil }

        /// Whether this controller lets the home indicator hide when UIKit asks it (iOS 11); `false`.
        @available(tvOS, unavailable)
        open var prefersHomeIndicatorAutoHidden: Bool { false }

        /// The child UIKit asks about the home indicator instead of this controller (iOS 11); `nil`.
        @available(tvOS, unavailable)
        open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

        /// The screen edges whose system gestures wait for this controller's own gestures first
        /// (iOS 11); none.
        @available(tvOS, unavailable)
        open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

        /// The child UIKit asks about the edges deferring system gestures instead of this controller
        /// (iOS 11); `nil`.
        @available(tvOS, unavailable)
        open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

        /// The `setNeeds…Update()` calls received, oldest first (`StandIn.systemAppearanceUpdates(of:)`).
        var systemAppearanceUpdateRequests: [StandIn.SystemAppearanceUpdate] = []

        /// The content scroll view set for each single edge (by raw value), held weakly as UIKit does.
        var contentScrollViewsByEdge: [UInt: WeakScrollView] = [:]
    }

    /// A scroll view held weakly.
    struct WeakScrollView {
        weak var scrollView: UIScrollView?
    }
#endif
