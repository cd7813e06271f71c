#if os(Linux) && canImport(UIKitStandIn)
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @testable import UIKitAppExample

    /// The example app under its UI tests' launch argument, with the log the argument gives it.
    @MainActor
    private struct LoggedLaunch {
        let launched: LaunchedApp
        let log = UITestLog()

        init() throws {
            launched = try LaunchedApp(uiTestLog: log)
            StandIn.runUntilIdle()
        }

        var window: UIWindow { launched.window }
        var events: [String] { (log.events.text ?? "").split(separator: "\n").map(String.init) }
        var appearance: [String] { events.filter { $0.hasPrefix("story ") } }

        /// The pager's state label once the update the app scheduled has run, as on the next turn
        /// of a device's run loop; nothing here writes it when the app scheduled nothing.
        func pagerState() -> String? {
            log.showPendingPagerState()
            return log.pagerState.text
        }
    }

    /// What the app's XCUITests (Examples/UIKitAppUITests) read, read here against the UIKit
    /// stand-in: the same launch, the same touches as `StandIn` drives them, the same strings. Each
    /// test names the UI test it stands in for; the contracts themselves are checked by the twin
    /// tests each UI test names (`PagerSwipeAppearanceTests`, …).
    @Suite("The example app's UI-test log reads as its UI tests expect, on the stand-in")
    @MainActor
    struct UITestLogTests {
        @Test("Launched for UI tests, the app opens on page 3 at rest, its labels identified (every UI test's start)")
        func opensOnPageThree() throws {
            let launched = try LoggedLaunch()
            #expect(launched.pagerState() == "page 3; at rest; 0 waiting; on a page")
            #expect(launched.log.events.accessibilityIdentifier == UITestLog.eventsIdentifier)
            #expect(launched.log.pagerState.accessibilityIdentifier == UITestLog.pagerIdentifier)
            #expect(launched.log.events.superview === launched.window)
            #expect(launched.log.events.accessibilityLabel == launched.log.events.text, "what XCUITest reads")
            #expect(launched.log.pagerState.accessibilityLabel == launched.log.pagerState.text)
            #expect(launched.appearance == ["story 1 viewWillAppear", "story 1 viewDidAppear"])
        }

        @Test("A swipe to page 4 logs the stories' callbacks in the order PageSwipeUITests expects")
        func swipeLogsAppearance() throws {
            let launched = try LoggedLaunch()
            let pager = launched.launched.app.pager
            StandIn.swipe(pager.scrollView, toward: 3, landingOn: 3)
            StandIn.runUntilIdle()
            #expect(launched.pagerState() == "page 4; at rest; 0 waiting; on a page")
            #expect(
                Array(launched.appearance.dropFirst(2)) == [
                    "story 1 viewWillDisappear", "story 2 viewWillAppear", "story 1 viewDidDisappear",
                    "story 2 viewDidAppear",
                ])
            #expect(launched.events.contains("pager didShowPage(from: 2, to: 3)"))
        }

        @Test("A swipe let go early logs the reversal and the cancel PageSwipeUITests expects")
        func glideBackLogsReversal() throws {
            let launched = try LoggedLaunch()
            let pager = launched.launched.app.pager
            StandIn.swipe(pager.scrollView, toward: 3, releasedAt: 0.1, landingOn: 2)
            StandIn.runUntilIdle()
            #expect(launched.pagerState() == "page 3; at rest; 0 waiting; on a page")
            #expect(
                Array(launched.appearance.dropFirst(2)) == [
                    "story 1 viewWillDisappear", "story 2 viewWillAppear", "story 1 viewWillAppear",
                    "story 2 viewWillDisappear", "story 1 viewDidAppear", "story 2 viewDidDisappear",
                ])
            #expect(launched.events.contains { $0.hasPrefix("pager cancelled(") })
        }

        @Test("An edge pan logs the menu opening and no page change, as EdgePanOverPagerUITests expects")
        func edgePanLogsTheMenu() throws {
            let launched = try LoggedLaunch()
            StandIn.pan(
                from: CGPoint(x: 1, y: 422), by: CGPoint(x: 270, y: 0), velocity: CGPoint(x: 600, y: 0),
                in: launched.window)
            StandIn.runUntilIdle()
            #expect(launched.events.contains("slide menu didOpen(menu)"))
            #expect(!launched.events.contains { $0.hasPrefix("pager willShowPage") })
            #expect(launched.pagerState() == "page 3; at rest; 0 waiting; on a page")
        }

        @Test(
            "Back to feed, then a tap during the change: the log reads as TapDuringPageChangeUITests and ControlOnPageThreeUITests expect"
        )
        func backToFeedLogsTheChange() throws {
            let launched = try LoggedLaunch()
            let button = try launched.launched.button("Back to feed")
            #expect(StandIn.tap(button) === button)
            // A quarter of the way: the change runs (the stand-in scrolls a page at a time, so where the
            // content is between pages is for a device to show).
            StandIn.advance(by: StandIn.scrollAnimationDuration / 4)
            let midway = try #require(launched.pagerState())
            #expect(midway.hasPrefix("page 1; changing; 0 waiting"))
            StandIn.tap(CGPoint(x: 195, y: 422), in: launched.window)
            StandIn.runUntilIdle()
            #expect(launched.pagerState() == "page 1; at rest; 0 waiting; on a page")
            #expect(launched.events.contains("pager didShowPage(from: 2, to: 0)"))
        }

        @Test("Negative control: content left between two pages does not read as on a page")
        func betweenPagesIsCaught() throws {
            let launched = try LoggedLaunch()
            let scrollView = launched.launched.app.pager.scrollView
            scrollView.contentOffset.x = scrollView.bounds.width * 2.5
            #expect(launched.pagerState()?.hasSuffix("; between pages") == true)
        }
    }
#endif
