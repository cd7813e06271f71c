#if os(Linux)
    extension StandIn {
        /// Which `setNeeds…Update()` a controller called.
        public enum SystemAppearanceUpdate: CaseIterable, Equatable, Sendable {
            /// `setNeedsStatusBarAppearanceUpdate()`.
            case statusBar
            /// `setNeedsUpdateOfHomeIndicatorAutoHidden()`.
            case homeIndicator
            /// `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
            case screenEdges
        }

        /// What a window's system UI shows, as UIKit last read it from the controllers.
        public struct SystemAppearance: Equatable, Sendable {
            /// The status bar style.
            public var statusBarStyle = UIStatusBarStyle.default
            /// Whether the status bar is hidden.
            public var statusBarHidden = false
            /// Whether the home indicator may hide.
            public var homeIndicatorAutoHidden = false
            /// The screen edges whose system gestures are deferred.
            public var screenEdgesDeferringSystemGestures = UIRectEdge()

            /// Creates the appearance of a window nobody asked anything yet.
            public init() {}
        }

        /// The `setNeeds…Update()` calls `controller` received, oldest first.
        ///
        /// - Parameter controller: The controller.
        /// - Returns: The calls.
        public static func systemAppearanceUpdates(of controller: UIViewController) -> [SystemAppearanceUpdate] {
            controller.systemAppearanceUpdateRequests
        }

        /// Forgets the `setNeeds…Update()` calls `controller` received.
        ///
        /// - Parameter controller: The controller.
        public static func clearSystemAppearanceUpdates(of controller: UIViewController) {
            controller.systemAppearanceUpdateRequests = []
        }

        /// What `window`'s status bar, home indicator and screen edges show. UIKit reads the values
        /// when the root appears in the window and when a controller in it calls a
        /// `setNeeds…Update()`, from the root down through the `childFor…` answers; a change no one
        /// announces is not shown (pessimistic: UIKit also reads them at other times, such as
        /// rotations and presentations).
        ///
        /// - Parameter window: The window.
        /// - Returns: The appearance.
        public static func systemAppearance(of window: UIWindow) -> SystemAppearance {
            window.shownSystemAppearance
        }

        static func readSystemAppearance(_ updates: [SystemAppearanceUpdate], in window: UIWindow) {
            guard let root = window.rootViewController else { return }
            func decider(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
                var current = root
                var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
                while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted { current = next }
                return current
            }
            for update in updates {
                switch update {
                case .statusBar:
                    window.shownSystemAppearance.statusBarStyle =
                        decider(\.childForStatusBarStyle)
                        .preferredStatusBarStyle
                    window.shownSystemAppearance.statusBarHidden =
                        decider(\.childForStatusBarHidden)
                        .prefersStatusBarHidden
                case .homeIndicator:
                    window.shownSystemAppearance.homeIndicatorAutoHidden =
                        decider(\.childForHomeIndicatorAutoHidden)
                        .prefersHomeIndicatorAutoHidden
                case .screenEdges:
                    window.shownSystemAppearance.screenEdgesDeferringSystemGestures =
                        decider(
                            \.childForScreenEdgesDeferringSystemGestures
                        ).preferredScreenEdgesDeferringSystemGestures
                }
            }
        }
    }
#endif
