import Foundation
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Contracts of the app that only real UIKit can judge, which the app runs on itself when
    /// launched with `--device-checks` (the Apple workflow's simulator job, `Scripts/apple-ci.sh`).
    ///
    /// Each check builds the app's screens in the window, drives them as UIKit would, and names its
    /// stand-in twin: the Linux test that checks the same contract against `UIKitStandIn`.
    /// `DeviceChecks.list` declares the checks; the job passes only when the app reports exactly
    /// that many passed and none failed. The same checks also run on Linux against the stand-in
    /// (`DeviceChecksTests`), so a check that cannot pass there is caught before a simulator runs it.
    @MainActor
    struct DeviceCheck {
        /// The name the list and the report use.
        let name: String
        /// The Linux test that checks the same contract against the stand-in.
        let twin: String
        /// Runs the check; a thrown ``DeviceCheckFailure`` says what went wrong.
        let run: @MainActor (DeviceCheckStage) async throws -> Void
    }

    /// A failed device check, with what was expected and what was seen.
    struct DeviceCheckFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// What a device check drives: a window, and the waits that differ between a device and the stand-in.
    @MainActor
    struct DeviceCheckStage {
        /// The window the check's screens go in.
        let window: UIWindow
        /// Lets layout and animations finish: on a device it waits, on the stand-in it runs the clock.
        let settle: @MainActor () async -> Void
        /// Turns the device to the other orientation (or resizes the window as rotation does), then settles.
        let rotate: @MainActor () async -> Void

        /// Shows a new copy of the app's screens as the window's root, settled.
        func showApp() async -> AppContainers {
            let app = AppContainers()
            window.rootViewController = app.slideMenu
            window.makeKeyAndVisible()
            await settle()
            return app
        }

        /// Fails the check with `message` unless `condition` holds.
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(DeviceCheckFailure) {
            guard condition else { throw DeviceCheckFailure(description: message()) }
        }
    }

    /// The app's device checks, in the order `DeviceChecks.list` declares them.
    @MainActor
    enum DeviceChecks {
        static let all: [DeviceCheck] = containmentChecks + screenChecks

        /// The checks of the containers' behaviour under UIKit.
        static let containmentChecks: [DeviceCheck] = [
            DeviceCheck(name: "escape-closes-drawer", twin: "SlideMenuAccessibilityTests") { stage in
                let app = await stage.showApp()
                _ = try app.slideMenu.toggleMenu()
                await stage.settle()
                try stage.expect(app.slideMenu.openPanel == .menu, "the menu did not open")
                // VoiceOver's two-finger scrub: UIKit asks the focused element, then each next responder.
                var responder: UIResponder? = app.slideMenu.children.first?.view
                var escaped = false
                while let current = responder, !escaped {
                    escaped = current.accessibilityPerformEscape()
                    responder = current.next
                }
                await stage.settle()
                try stage.expect(escaped, "no responder on the path answered the escape")
                try stage.expect(
                    app.slideMenu.openPanel == nil,
                    "the escape left the drawer open on \(String(describing: app.slideMenu.openPanel))")
            },
            DeviceCheck(name: "rotation-keeps-the-page", twin: "PagerSizeChangeTests") { stage in
                let app = await stage.showApp()
                _ = try app.pager.showPage(2)
                await stage.settle()
                await stage.rotate()
                // `visiblePage` is worked out from the scroll position, `currentPage` from the state.
                try stage.expect(app.pager.currentPage == 2, "the pager moved to page \(app.pager.currentPage)")
                try stage.expect(
                    app.pager.visiblePage == 2, "page \(app.pager.visiblePage) is in view after the rotation, not 2")
            },
            DeviceCheck(name: "pages-see-the-window-safe-area", twin: "SlideMenuPanelSafeAreaTests") { stage in
                let app = await stage.showApp()
                guard let page = app.pager.children.first else {
                    throw DeviceCheckFailure(description: "the pager shows no page")
                }
                let windowInsets = stage.window.safeAreaInsets
                try stage.expect(
                    page.view.safeAreaInsets.top == windowInsets.top
                        && page.view.safeAreaInsets.bottom == windowInsets.bottom,
                    "the page's safe area \(page.view.safeAreaInsets) is not the window's \(windowInsets)")
            },
            DeviceCheck(name: "a-closed-screen-releases-everything", twin: "SceneDelegateTests") { stage in
                weak var slideMenu: SlideMenuContainerViewController?
                weak var pager: PagingContainerViewController?
                weak var swapSlot: SwapContainerViewController?
                let saved: SharedSettings<PanelSettings>
                let bus: MessageBus
                do {
                    let app = await stage.showApp()
                    _ = try app.pager.showPage(1)
                    _ = try app.slideMenu.toggleProfile()
                    await stage.settle()
                    (slideMenu, pager, swapSlot) = (app.slideMenu, app.pager, app.swapSlot)
                    (saved, bus) = (app.saved, app.bus)
                    try stage.expect(swapSlot != nil, "the swap slot was not built when its page showed")
                    try stage.expect(saved.subscriberCount > 0, "the profile panel does not observe the settings")
                    stage.window.rootViewController = nil
                }
                await stage.settle()
                try stage.expect(slideMenu == nil, "the slide menu outlived its screen")
                try stage.expect(pager == nil, "the pager outlived its screen")
                try stage.expect(swapSlot == nil, "the swap slot outlived its screen")
                // The settings and the bus outlive the screen here; nothing of the screen's is on them.
                try stage.expect(saved.subscriberCount == 0, "observers outlived the screen: \(saved.registrations)")
                try stage.expect(bus.registrations.isEmpty, "bus registrations outlived it: \(bus.registrations)")
            },
        ]

        /// Runs `checks` (by default every check) in `stage`, reporting a line per check and then the summary line
        /// `DEVICE-CHECKS: N passed, M failed` that the workflow reads.
        static func run(
            _ checks: [DeviceCheck] = all, in stage: DeviceCheckStage, report: @MainActor (String) -> Void
        ) async -> (passed: Int, failed: Int) {
            var passed = 0
            var failed = 0
            for check in checks {
                do {
                    try await check.run(stage)
                    passed += 1
                    report("DEVICE-CHECK \(check.name): passed")
                } catch {
                    failed += 1
                    report("DEVICE-CHECK \(check.name): failed: \(error)")
                }
                stage.window.rootViewController = nil
                await stage.settle()
            }
            report("DEVICE-CHECKS: \(passed) passed, \(failed) failed")
            return (passed, failed)
        }
    }
#endif

#if os(iOS)
    extension DeviceCheckStage {
        /// The stage on a device or a simulator: real waits, and a real change of orientation.
        static func device(_ window: UIWindow) -> DeviceCheckStage {
            DeviceCheckStage(
                window: window,
                settle: {
                    // UIKit's animations here last at most 0.35 seconds; a second covers them with room.
                    await wait(seconds: 1)
                },
                rotate: {
                    if #available(iOS 16.0, *), let scene = window.windowScene {
                        let toLandscape = scene.interfaceOrientation.isPortrait
                        scene.requestGeometryUpdate(
                            .iOS(interfaceOrientations: toLandscape ? .landscapeRight : .portrait))
                    }
                    await wait(seconds: 1.5)
                })
        }

        /// Lets the main run loop turn for `seconds`, as a user waits. Not `Task.sleep`, which
        /// ends early when the task is cancelled: a check must never run on before UIKit is done.
        private static func wait(seconds: Double) async {
            await withCheckedContinuation { continuation in
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume() }
            }
        }
    }

    extension SceneDelegate {
        /// Runs the device checks in `window`, prints their report, and ends the app with its
        /// status: 0 when every check passed.
        func runDeviceChecks(in window: UIWindow) {
            Task { @MainActor in
                let result = await DeviceChecks.run(in: .device(window)) { line in
                    FileHandle.standardOutput.write(Data((line + "\n").utf8))
                }
                exit(result.failed == 0 ? 0 : 1)
            }
        }
    }
#endif
