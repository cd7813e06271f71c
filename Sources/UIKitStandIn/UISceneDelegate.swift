#if os(Linux)
    /// Stand-in for UIKit's `UISceneDelegate`. UIKit's requirements are `@objc optional`; here each
    /// has an empty default implementation, so a conforming type compiles the same way.
    @MainActor
    public protocol UISceneDelegate: NSObjectProtocol {
        /// The scene is being added to the app.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - session: Its session.
        ///   - connectionOptions: Why it connects.
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions)
        /// The scene was removed from the app.
        ///
        /// - Parameter scene: The scene.
        func sceneDidDisconnect(_ scene: UIScene)
    }

    extension UISceneDelegate {
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - session: Its session.
        ///   - connectionOptions: Why it connects.
        public func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {}

        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scene: The scene.
        public func sceneDidDisconnect(_ scene: UIScene) {}
    }
#endif
