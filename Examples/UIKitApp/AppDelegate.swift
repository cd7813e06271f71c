// The app's entry point, for the Xcode project that `project.yml` describes. A Swift package target
// cannot hold `@main` beside a library's code, so SwiftPM (which defines SWIFT_PACKAGE) skips this
// file; Linux has no UIApplication. The iOS check (`check.sh`) compiles it against the real SDK.
#if os(iOS) && !SWIFT_PACKAGE
    import UIKit

    /// Gives every window scene the app's ``SceneDelegate``; the scene builds the screens.
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }
#endif
