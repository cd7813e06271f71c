#if os(Linux)
    /// Stand-in for UIKit's `UIWindow`: a view with a root view controller. Once the window is made
    /// key and visible, its root's view fills it and the root begins to appear: `viewWillAppear`,
    /// then, once its view is laid out, `viewIsAppearing`, both before ``makeKeyAndVisible()``
    /// returns; `viewDidAppear` (and the end forwarded to the children) only at the next run loop
    /// cycle of the stand-in's clock (`StandIn.tick()`, `advance(by:)`, `runUntilIdle()`). So, as at
    /// an app's launch on a device, the root is mid-appearance during the first run loop turn, and a
    /// child's request made then meets a container that has not appeared. Sources:
    /// `UIViewController.h` (iOS 17.4 SDK: `viewIsAppearing` "shortly after" `viewWillAppear`,
    /// `viewDidAppear` "after the view has fully transitioned to visible"), WWDC23 "What's new in
    /// UIKit" (`viewDidAppear` in a separate CATransaction at the end), and unit-test reports that
    /// `viewDidAppear` does not run synchronously in `makeKeyAndVisible()` since iOS 13 (Quick
    /// #941, swift-snapshot-testing #307 and #434). Replacing the root makes the old one disappear
    /// at once, and an old root still waiting for its `viewDidAppear` never gets it.
    @MainActor
    open class UIWindow: UIView {
        private var visible = false
        private var storedRoot: UIViewController?
        private weak var storedScene: UIWindowScene?
        /// What the device covers (status bar, notch, home indicator): `StandIn.setSafeAreaInsets(_:of:)`.
        var windowSafeAreaInsets = UIEdgeInsets.zero
        /// The system appearance as UIKit last read it from the controllers: `StandIn.systemAppearance(of:)`.
        var shownSystemAppearance = StandIn.SystemAppearance()

        /// Creates a window with `frame`.
        ///
        /// - Parameter frame: The window's frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Creates a window for `windowScene`, sized like it, and lists it in its ``UIWindowScene/windows``.
        ///
        /// - Parameter windowScene: The scene that shows the window.
        public init(windowScene: UIWindowScene) {
            super.init(frame: windowScene.bounds)
            windowScene.attach(self)
            storedScene = windowScene
        }

        /// Creates a window from an archive. The stand-in cannot decode one and returns `nil`.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The scene that shows the window.
        open var windowScene: UIWindowScene? { storedScene }

        /// The controller whose view fills the window.
        open var rootViewController: UIViewController? {
            get { storedRoot }
            set {
                guard newValue !== storedRoot else { return }
                if visible, let old = storedRoot { uninstall(old) }
                storedRoot = newValue
                if visible, let new = newValue { install(new) }
            }
        }

        /// Whether this is the key window.
        open private(set) var isKeyWindow = false

        /// Shows the window and makes it key; the root begins to appear (its `viewDidAppear` comes at
        /// the next run loop cycle, see ``UIWindow``).
        open func makeKeyAndVisible() {
            isHidden = false
            isKeyWindow = true
            guard !visible else { return }
            visible = true
            StandIn.windowBecameVisible(self)
            if let root = storedRoot { install(root) }
        }

        private func install(_ root: UIViewController) {
            let rootView: UIView = root.view
            rootView.frame = bounds
            addSubview(rootView)
            root.beginAppearanceTransition(true, animated: false)
            rootView.layoutIfNeeded()
            root.deliverViewIsAppearing()
            StandIn.readSystemAppearance(StandIn.SystemAppearanceUpdate.allCases, in: self)
            // viewDidAppear comes in a later transaction than the first frame: the next cycle.
            StandIn.schedule(after: 0, owner: self) { [weak self, weak root] _ in
                guard let self, let root, root === self.storedRoot else { return }
                root.endAppearanceTransition()
            }
        }

        private func uninstall(_ root: UIViewController) {
            StandIn.cancelScheduled(by: self)
            root.beginAppearanceTransition(false, animated: false)
            root.viewIfLoaded?.removeFromSuperview()
            root.endAppearanceTransition()
        }
    }
#endif
