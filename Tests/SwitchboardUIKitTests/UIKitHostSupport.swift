#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The three coordination strategies, for `@Test(arguments:)`.
    enum StrategyKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case delegate, bus, sharedSettings

        var testDescription: String { rawValue }

        /// A fresh strategy for the built-in requests; the channel stays alive with the coordinator.
        @MainActor
        func makeStrategy() -> CoordinationStrategy<ContainerRequest> {
            switch self {
            case .delegate: .delegate
            case .bus: .bus(MessageBus(label: "uikit-host-tests"))
            case .sharedSettings: .sharedSettings(SharedSettings(PanelSettings()))
            }
        }
    }

    /// Which host a test runs a container on: the headless one, or the UIKit one on the stand-in.
    enum ContainerHostKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case headless, uikit
        var testDescription: String { rawValue }
    }

    /// A titled UIKit child.
    @MainActor
    func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    /// `controller` as the root of a key window of 390 × 844 points: its view loads, is laid out
    /// and appears, settled as on a user's first frame. `makeKeyAndVisible()` leaves the root
    /// mid-appearance (UIKit calls `viewDidAppear` in a later run loop cycle), so one cycle passes:
    /// a test of a request sent before it uses ``appearingOnScreen(_:)``.
    @MainActor
    func onScreen(_ controller: UIViewController) -> UIWindow {
        let window = appearingOnScreen(controller)
        #if os(Linux)
            StandIn.tick()
        #else
            // On a device the root's viewDidAppear comes with the next pass of the main run loop.
            RunLoop.main.run(until: Date())
        #endif
        return window
    }

    /// `controller` as the root of a key window of 390 × 844 points, as `makeKeyAndVisible()`
    /// leaves it: `viewWillAppear` and `viewIsAppearing` called, `viewDidAppear` not yet (the
    /// first run loop turn at an app's launch).
    @MainActor
    func appearingOnScreen(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// The events of a trace the container executor's calls produce, on any host: containment,
    /// views added and removed, transitions and refusals — and, for a host that forwards
    /// appearance by hand, the appearance transitions it drives on its children. Left out: what
    /// the window does to the host itself, view loading and layout, `viewIsAppearing` (its timing
    /// is the host's), and the children's appearance that UIKit forwards by itself.
    func executorEvents(_ events: [ContainmentEvent], host: String, appearanceByHand: Bool) -> [ContainmentEvent] {
        events.filter { event in
            switch event {
            case .addChild, .removeFromParent, .willMove, .didMove, .transitionBegan, .transitionEnded, .violation:
                true
            case .viewAdded, .viewRemoved:
                event.subject != host
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                appearanceByHand && event.subject != host
            case .viewDidLoad, .viewIsAppearing, .layout:
                false
            }
        }
    }

    /// Where two projected traces first differ, or `nil` when they are equal.
    func firstDifference(_ headless: [ContainmentEvent], _ uikit: [ContainmentEvent]) -> String? {
        guard headless != uikit else { return nil }
        let index = zip(headless, uikit).prefix { $0 == $1 }.count
        return "traces differ at event \(index): headless \(headless[index...].prefix(2).map(\.description)), "
            + "UIKit \(uikit[index...].prefix(2).map(\.description))"
    }

    /// A child that records its appearance callbacks.
    @MainActor
    final class AppearanceChild: UIViewController {
        private(set) var calls: [String] = []
        /// Whether `viewIsAppearing` is recorded too ("isAppearing").
        var recordsViewIsAppearing = false

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("willAppear")
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            if recordsViewIsAppearing { calls.append("isAppearing") }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("didAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            calls.append("willDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("didDisappear")
        }
    }

    /// A child added to `parent` by UIKit's containment calls, its view put in place.
    @MainActor
    func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// Forgets what the stand-in recorded and scheduled (``StandIn/reset()``) before a test on Linux.
    /// UIKit keeps no such test state, so on iOS there is nothing to forget.
    @MainActor
    func resetStandIn() {
        #if os(Linux)
            StandIn.reset()
        #endif
    }

    #if os(Linux)
        /// What `window` shows of the system UI: status bar style and hidden, home indicator auto
        /// hidden, the screen edges that defer the system's gestures.
        @MainActor
        func shownSystemUI(in window: UIWindow) -> (UIStatusBarStyle, Bool, Bool, UIRectEdge) {
            let shown = StandIn.systemAppearance(of: window)
            return (
                shown.statusBarStyle, shown.statusBarHidden, shown.homeIndicatorAutoHidden,
                shown.screenEdgesDeferringSystemGestures
            )
        }
    #endif
#endif
