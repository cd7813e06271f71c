#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    @Suite("Example app: the scene's containers answer their children over three strategies")
    @MainActor
    struct ExampleAppTests {
        @Test("The window shows the slide menu; a card swaps, the feed opens the menu, the menu closes it")
        func driveTheWindow() throws {
            StandIn.reset()
            let scene = StandIn.makeWindowScene()
            let delegate = SceneDelegate()
            StandIn.connect(scene, delegate: delegate)
            let window = try #require(delegate.window)
            let app = try #require(delegate.containers)
            #expect(window.rootViewController === app.slideMenu)
            #expect(app.pager.parent === app.slideMenu && app.swapSlot.parent === app.pager)

            let green = try #require(app.swapSlot.controller(for: "green") as? CardViewController)
            #expect(green.nextCardTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(app.swapSlot.current == "blue")
            #expect(app.settings.value.swapNextCount == 1, "the swap slot's strategy is shared settings")

            let feed = try #require(app.pager.controller(for: "feed") as? FeedViewController)
            #expect(feed.cardsTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(app.pager.currentPage == 1 && app.pager.scrollView.contentOffset.x == 390)
            #expect(feed.menuTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(app.slideMenu.panelState == .open(.menu))
            let menu = try #require(app.slideMenu.controller(for: "menu") as? MenuViewController)
            #expect(menu.profileChosen() == .applied)
            StandIn.runUntilIdle()
            #expect(app.slideMenu.panelState == .open(.profile))
            let profile = try #require(app.slideMenu.controller(for: "profile") as? ProfileViewController)
            #expect(profile.closeTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(app.slideMenu.panelState == .closed)
        }
    }
#endif
