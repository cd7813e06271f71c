// The app-side UIKit example: what an iOS app target that links `Switchboard` and
// `SwitchboardUIKit` contains. CI type-checks it on Linux against the UIKit stand-in; in an Xcode
// app target the same file compiles against UIKit (with an `@main` app delegate that returns this
// class from its scene configuration: AppDelegate.swift).
import Foundation
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Builds one window per window scene, and lets it go when the scene disconnects, so everything
    /// on screen is released with it.
    ///
    /// The window's root is the slide-menu container of ``AppContainers``: menu and profile
    /// panels, and a pager with a swap slot as its main child, each on a coordination strategy.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        /// The scene's containers, released with the window.
        private(set) var containers: AppContainers?
        /// Where the app keeps its settings between launches: `panels.json` in Application Support
        /// on iOS; on Linux, where no app runs, none (they live in memory) unless a test sets one
        /// before the scene connects.
        var settingsFile: URL? = SceneDelegate.applicationSupportFile
        /// The settings kept in ``settingsFile``, loaded once when the scene connects; every tree
        /// the menu's strategy button builds shares them.
        private(set) var saved = SharedSettings(PanelSettings())
        /// What the app shows its UI tests, when they launched it (``UITestLog/launchArgument``) or
        /// a test set one before the scene connects; `nil` otherwise.
        var uiTestLog: UITestLog?

        /// `panels.json` in the app's Application Support folder (created by the first save).
        static var applicationSupportFile: URL? {
            #if os(iOS)
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
                    .appendingPathComponent("panels.json")
            #else
                nil
            #endif
        }

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            #if os(iOS)
                // The Apple workflow launches the app with this argument to run its device checks.
                if ProcessInfo.processInfo.arguments.contains("--device-checks") {
                    self.window = window
                    runDeviceChecks(in: window)
                    return
                }
                if ProcessInfo.processInfo.arguments.contains(UITestLog.launchArgument) { uiTestLog = UITestLog() }
            #endif
            self.window = window
            if let uiTestLog {
                // Every UI test starts from the same page, with nothing read from an earlier run.
                saved = SharedSettings(PanelSettings(page: UITestLog.startPage))
                uiTestLog.install(in: window)
            } else if let settingsFile {
                saved = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: settingsFile))
            }
            run(on: .mixed)
            window.makeKeyAndVisible()
        }

        /// Builds the app's containers connected with `strategy` and shows them in the window, in
        /// place of the ones shown before, which nothing holds any more: the menu's strategy button
        /// calls it. The new tree holds this delegate weakly, through its menu.
        func run(on strategy: AppStrategy) {
            guard let window else { return }
            let containers = AppContainers(strategy: strategy, saved: saved, log: uiTestLog) { [weak self] in
                self?.run(on: $0)
            }
            window.rootViewController = containers.slideMenu
            containers.pageIndicator.install(on: containers.pager)
            uiTestLog?.follow(containers)
            self.containers = containers
        }

        /// Writes the settings before the app may be suspended.
        func sceneDidEnterBackground(_ scene: UIScene) {
            saved.flush()
        }

        func sceneDidDisconnect(_ scene: UIScene) {
            saved.flush()
            window = nil
            containers = nil
        }
    }
#endif
