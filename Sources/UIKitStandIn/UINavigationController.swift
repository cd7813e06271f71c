#if os(Linux)
    /// Stand-in for UIKit's `UINavigationController`, as far as a container around it needs: a
    /// stack of children, the top one's view filling its view, and the pop gesture recognizers a
    /// container's own gestures must wait for. Bars, transitions and their appearance calls are not
    /// modelled, and recognizing a pop gesture does not pop.
    @MainActor
    open class UINavigationController: UIViewController {
        private lazy var popRecognizer = PopGestureRecognizer(navigation: self, fromEdge: true)
        private lazy var contentPopRecognizer = PopGestureRecognizer(navigation: self, fromEdge: false)

        /// Creates a navigation controller whose stack holds `rootViewController`.
        ///
        /// - Parameter rootViewController: The bottom of the stack.
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            pushViewController(rootViewController, animated: false)
        }

        /// Creates an empty navigation controller.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: The nib's name (ignored).
        ///   - nibBundleOrNil: The nib's bundle (ignored).
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Creates a controller from an archive. The stand-in cannot decode one and returns `nil`.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The stack, bottom first.
        open var viewControllers: [UIViewController] { children }

        /// The top of the stack.
        open var topViewController: UIViewController? { children.last }

        /// The edge pan that pops the top controller (from the left edge, the right one right to
        /// left), attached to the view when it loads. It begins only with two or more controllers
        /// on the stack (observed behaviour; Apple documents only that it is the pop gesture).
        @available(tvOS, unavailable)
        open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

        /// The pan anywhere in the content that pops the top controller (iOS 26), attached to the
        /// view when it loads; it begins as ``interactivePopGestureRecognizer`` does.
        @available(iOS 26.0, *)
        @available(tvOS, unavailable)
        open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }

        /// Attaches the pop gesture recognizers.
        open override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(popRecognizer)
            view.addGestureRecognizer(contentPopRecognizer)
            // UIKit orders its own two pop gestures; how is not documented: modelled as the edge
            // pop first (the content pop waits for it), so the stand-in never calls them ambiguous.
            contentPopRecognizer.require(toFail: popRecognizer)
            if let top = topViewController { show(top) }
        }

        /// Pushes `viewController` on the stack: it becomes a child and its view replaces the top
        /// one's (not animated in the stand-in).
        ///
        /// - Parameters:
        ///   - viewController: The controller to push.
        ///   - animated: Whether UIKit would animate it.
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            topViewController?.viewIfLoaded?.removeFromSuperview()
            addChild(viewController)
            if isViewLoaded { show(viewController) }
            viewController.didMove(toParent: self)
        }

        /// Pops the top controller when the stack holds two or more.
        ///
        /// - Parameter animated: Whether UIKit would animate it.
        /// - Returns: The popped controller, or `nil`.
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard children.count > 1, let top = topViewController else { return nil }
            top.willMove(toParent: nil)
            top.viewIfLoaded?.removeFromSuperview()
            top.removeFromParent()
            if isViewLoaded, let newTop = topViewController { show(newTop) }
            return top
        }

        private func show(_ controller: UIViewController) {
            let childView: UIView = controller.view
            childView.frame = view.bounds
            view.addSubview(childView)
        }
    }

    /// A navigation controller's pop recognizer: it takes a touch only when there is something to pop.
    @MainActor
    final class PopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
        private weak var navigation: UINavigationController?
        private let fromEdge: Bool

        init(navigation: UINavigationController, fromEdge: Bool) {
            self.navigation = navigation
            self.fromEdge = fromEdge
            super.init(target: nil, action: nil)
        }

        override func accepts(touchAt point: CGPoint, in window: UIWindow) -> Bool {
            guard let navigation, navigation.children.count > 1 else { return false }
            if fromEdge {
                let rightToLeft = navigation.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
                edges = rightToLeft ? .right : .left
                return super.accepts(touchAt: point, in: window)
            }
            return isEnabled && view?.window === window
        }
    }
#endif
