#if os(Linux)
    /// Controls and records of the stand-in that UIKit does not have — for tests only. Adapter and
    /// example code must never name this type (a test in `SwitchboardUIKitTests` checks it), so
    /// the same sources compile against the real UIKit.
    ///
    /// The state is global and main-actor isolated, like UIKit's; a test calls ``reset()`` first.
    @MainActor
    public enum StandIn {
        /// One animation UIKit was asked to run.
        public struct Animation: Equatable, Sendable {
            /// Which API was called.
            public enum Kind: Equatable, Sendable {
                /// `UIView.animate(withDuration:…)`.
                case animate
                /// `UIViewController.transition(from:to:duration:options:animations:completion:)`.
                case transition
            }

            /// Which API was called.
            public let kind: Kind
            /// The requested duration in seconds.
            public let duration: TimeInterval
            /// The requested delay in seconds.
            public let delay: TimeInterval
            /// The requested options.
            public let options: UIView.AnimationOptions

            /// Creates a record.
            ///
            /// - Parameters:
            ///   - kind: Which API was called.
            ///   - duration: The requested duration.
            ///   - delay: The requested delay.
            ///   - options: The requested options.
            public init(kind: Kind, duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
                self.kind = kind
                self.duration = duration
                self.delay = delay
                self.options = options
            }
        }

        /// The app's layout direction, from its language (`UIApplication.userInterfaceLayoutDirection`
        /// on a device): what views with an unspecified `semanticContentAttribute` follow.
        public static var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

        /// The responder with the keyboard focus (UIKit keeps one per window; the stand-in one).
        static weak var firstResponder: UIResponder?

        /// Every animation started since the last ``reset()``, oldest first.
        public private(set) static var animations: [Animation] = []

        /// What UIKit would have printed to the console (unbalanced appearance calls), oldest first.
        public private(set) static var consoleMessages: [String] = []

        /// Every finger that several pan recognizers could take with nothing deciding between
        /// them (UIKit leaves the winner unknown), oldest first; each also failed its test.
        public internal(set) static var ambiguousArbitrations: [String] = []

        /// How many times ``reset()`` has run: a test that yields the main actor mid-way (and so
        /// lets another test reset the stand-in under it) compares it to know its round was spoilt.
        public private(set) static var resets = 0

        /// Forgets the animation, console and accessibility records, drops scheduled work (animation
        /// completions, scroll animations) without running it, sets the clock back to zero and the
        /// text size and appearance back to the defaults.
        public static func reset() {
            resets += 1
            animations = []
            consoleMessages = []
            ambiguousArbitrations = []
            touchStopsScrollingWithEndCall = false
            userInterfaceLayoutDirection = .leftToRight
            preferredContentSizeCategory = .large
            userInterfaceStyle = .light
            firstResponder = nil
            clearAccessibilityPosts()
            resetClock()
        }

        /// A window scene as UIKit creates one at launch, before it connects.
        ///
        /// - Parameters:
        ///   - size: The size its windows take.
        ///   - identifier: Its session's persistent identifier.
        /// - Returns: The scene.
        public static func makeWindowScene(
            size: CGSize = CGSize(width: 390, height: 844), identifier: String = "scene"
        ) -> UIWindowScene {
            let scene = UIWindowScene(
                session: UISceneSession(persistentIdentifier: identifier),
                connectionOptions: UIScene.ConnectionOptions())
            scene.bounds = CGRect(origin: .zero, size: size)
            return scene
        }

        /// Gives `window` the safe-area insets of a device (a notch, the status bar, the home
        /// indicator), as UIKit does when the window appears or rotates; the window lays out again.
        ///
        /// - Parameters:
        ///   - insets: What the device covers, e.g. `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)`
        ///     for a notched iPhone in portrait, `(0, 47, 21, 47)` in landscape.
        ///   - window: The window.
        public static func setSafeAreaInsets(_ insets: UIEdgeInsets, of window: UIWindow) {
            window.windowSafeAreaInsets = insets
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }

        /// Connects `scene` as UIKit does at launch: sets its delegate, then calls
        /// `scene(_:willConnectTo:options:)`.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - delegate: The app's scene delegate.
        public static func connect(_ scene: UIScene, delegate: any UISceneDelegate) {
            scene.delegate = delegate
            delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        }

        /// Disconnects `scene` as UIKit does when the system reclaims it: calls
        /// `sceneDidDisconnect(_:)`, then lets the delegate go.
        ///
        /// - Parameter scene: The scene.
        public static func disconnect(_ scene: UIScene) {
            scene.delegate?.sceneDidDisconnect(scene)
            scene.delegate = nil
        }

        /// Records `animation`, applies `animations` at once (UIKit sets the model values when the
        /// block runs; only what is drawn moves over time) and schedules `completion` on the clock:
        /// after `delay + duration`, or at the next tick for a zero duration or while animations are
        /// disabled. An animation that moves over time without `.allowUserInteraction` makes taps
        /// reach nothing until it ends (UIKit ignores touches on the views it animates; the stand-in,
        /// pessimistically, on every view).
        /// Changes of animatable properties of views in a window, so far (see ``run(_:animations:completion:)``).
        static var animatableChanges = 0

        /// Runs an animation: its block now, its completion later on the clock. A block that
        /// changes no animatable property of a view in a window animates nothing, and UIKit then
        /// completes at once (pessimistically for code that counts on the duration): at the next
        /// tick, as a zero duration. `animatesAnyway` is a transition's own animation (a
        /// cross-dissolve of the swapped views in a window), which needs nothing from the block.
        static func run(
            _ animation: Animation, animatesAnyway: Bool = false, animations: () -> Void,
            completion: ((Bool) -> Void)?
        ) {
            self.animations.append(animation)
            let changesBefore = animatableChanges
            animations()
            let animatesSomething = animatesAnyway || animatableChanges != changesBefore
            let length =
                UIView.areAnimationsEnabled && animatesSomething
                ? max(animation.delay, 0) + max(animation.duration, 0) : 0
            let blocksTouches = length > 0 && !animation.options.contains(.allowUserInteraction)
            scheduleAnimation(after: length, blocksTouches: blocksTouches) { finished in completion?(finished) }
        }

        static func log(_ message: String) {
            consoleMessages.append(message)
        }
    }
#endif
