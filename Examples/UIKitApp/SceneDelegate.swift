// The app-side UIKit example: what an iOS app target that links `Switchboard` and
// `SwitchboardUIKit` contains. CI type-checks it on Linux against the UIKit stand-in; in an Xcode
// app target the same file compiles against UIKit (with an `@main` app delegate that returns this
// class from its scene configuration, or `UISceneDelegateClassName` in Info.plist).
#if canImport(UIKit)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStandIn))
    /// Builds one window per window scene, and lets it go when the scene disconnects, so everything
    /// on screen is released with it.
    ///
    /// The window's root — the slide-menu container with its menu and profile children, and a
    /// paging container with a swap slot, each on a coordination strategy — comes with the UIKit
    /// containers.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.makeKeyAndVisible()
            self.window = window
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            window = nil
        }
    }
#endif
