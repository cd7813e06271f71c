#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import ListDetailExample
    import Switchboard
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    @testable import UIKitAppExample

    /// A parent that forwards appearance by hand (`shouldAutomaticallyForwardAppearanceMethods` is `false`).
    @MainActor
    final class HandForwardingParent: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    @MainActor
    @Suite("The stand-in forwards appearance when a child's view enters or leaves a window, as UIKit does")
    struct StandInWindowAppearanceTests {
        @Test(
            "Under a parent that forwards automatically, the child appears as its view enters the window, disappears as it leaves"
        )
        func automaticParentForwardsWindowMoves() {
            resetStandIn()
            let parent = UIViewController()
            let window = onScreen(parent)
            let child = AppearanceChild()
            embed(child, in: parent)
            #expect(child.calls == ["willAppear", "didAppear"])
            child.view.removeFromSuperview()
            #expect(child.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            #if os(Linux)
                #expect(StandIn.consoleMessages.isEmpty)  // what UIKit would print; only the stand-in records it
            #endif
            withExtendedLifetime(window) {}
        }

        @Test("A view that enters a window inside a plain subview still reaches its controller")
        func nestedViewReachesItsController() {
            resetStandIn()
            let parent = UIViewController()
            let window = onScreen(parent)
            let holder = UIView(frame: parent.view.bounds)
            let child = AppearanceChild()
            parent.addChild(child)
            holder.addSubview(child.view)
            #expect(child.calls.isEmpty, "off screen: nothing yet")
            parent.view.addSubview(holder)
            child.didMove(toParent: parent)
            #expect(child.calls == ["willAppear", "didAppear"])
            withExtendedLifetime(window) {}
        }

        @Test("Negative control: under a parent that forwards by hand, a window move forwards nothing")
        func handForwardingParentGetsNothing() {
            resetStandIn()
            let parent = HandForwardingParent()
            let window = onScreen(parent)
            let child = AppearanceChild()
            embed(child, in: parent)
            child.view.removeFromSuperview()
            #expect(child.calls.isEmpty)
            withExtendedLifetime(window) {}
        }

        // Linux only: it settles the stand-in's clock, taps, and reads the stand-in's console record.
        #if os(Linux)
            /// Settled first, or tapped before the first run loop cycle, while the feed still appears
            /// (the stand-in once left a detail added then never appeared, and its swap unbalanced).
            @Test(
                "Switchboard's own containers on screen make no unbalanced appearance call as children come and go",
                arguments: StrategyKind.allCases, [false, true])
            func ownContainerStaysBalanced(strategy: StrategyKind, beforeFirstCycle: Bool) throws {
                resetStandIn()
                let list = ItemListViewController(items: [1, 2, 3])
                let feed = ListDetailScreen.make(list: list, items: [1, 2, 3])
                let window = beforeFirstCycle ? appearingOnScreen(feed) : onScreen(feed)
                list.link = feed.connect(strategy.feedStrategy()).link(for: "list")
                #expect(list.itemTapped(1) == .applied)
                StandIn.runUntilIdle()
                #expect(list.itemTapped(2) == .applied)
                StandIn.runUntilIdle()
                let detail = try #require(feed.controller(for: "detail-2") as? ItemDetailViewController)
                #expect(detail.view.window === window)
                StandIn.tap(detail.closeButton)
                StandIn.runUntilIdle()
                #expect(StandIn.consoleMessages.isEmpty)
                withExtendedLifetime(window) {}
            }
        #endif
    }
#endif
