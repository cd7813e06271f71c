#if os(Linux)
    /// Stand-in for UIKit's `UIScene`: one instance of an app's user interface, with its session
    /// and delegate. Tests create one with `StandIn.makeWindowScene()` and connect it with
    /// `StandIn.connect(_:delegate:)`, as UIKit would at launch.
    @MainActor
    open class UIScene: UIResponder {
        /// Stand-in for `UIScene.ConnectionOptions`: why the scene connected. Declares nothing;
        /// UIKit creates it, and so does `StandIn`.
        @MainActor
        open class ConnectionOptions: NSObject {
            override init() {
                super.init()
            }
        }

        /// The session the scene belongs to.
        public let session: UISceneSession

        /// The scene's delegate; the scene holds it strongly, as UIKit does.
        open var delegate: (any UISceneDelegate)?

        /// Creates a scene for `session`.
        ///
        /// - Parameters:
        ///   - session: The session the scene belongs to.
        ///   - connectionOptions: Why the scene is connecting.
        public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
            self.session = session
            super.init()
        }
    }
#endif
