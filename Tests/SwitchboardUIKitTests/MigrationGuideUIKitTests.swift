#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// The UIKit side of the migration guides (SwitchboardUIKit.docc: Pageboy or Parchment, and
    /// SideMenu), verbatim, with the example app's screens: Scripts/check-doc-snippets.py checks
    /// each block appears here or in Examples/UIKitApp.
    @Suite("Docs: the UIKit side of the migration guides")
    @MainActor
    struct MigrationGuideUIKitTests {
        @Test("Pageboy and Parchment: a pager over a source, its page control, and a page's request answered")
        func pagerFromPageboy() throws {
            StandIn.reset()
            let pager = PagingContainerViewController(pageCount: 10, title: "stories") { index, _ in
                StoryViewController(number: index + 1)
            }
            pager.connect(.delegate)
            let dots = pager.pageControl
            pager.view.addSubview(dots)  // then pin it where the design wants it
            _ = onScreen(pager)

            #expect(try pager.showPage(2) == .applied)
            StandIn.runUntilIdle()
            let story = try #require(pager.children.compactMap { $0 as? StoryViewController }.first { $0.number == 3 })
            #expect(story.feedTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 0 && dots.currentPage == 0)
        }

        @Test("SideMenu: a drawer with the menu's width, dimming, gestures and rotation rule; the menu closes itself")
        func drawerFromSideMenu() throws {
            StandIn.reset()
            let home = FeedViewController()
            let drawer = SlideMenuContainerViewController(
                main: .instance("home", home), menu: .factory("menu") { MenuViewController() },
                menuRevealWidth: .fraction(0.8), title: "drawer")
            drawer.connect(.delegate)
            drawer.dimmingColor = UIColor.black.withAlphaComponent(0.5)
            drawer.closesPanelsOnSizeChange = true  // SideMenu's dismissOnRotation
            drawer.profileEdgePanGesture.isEnabled = false  // no right-hand menu here
            _ = onScreen(drawer)

            #expect(home.menuTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(drawer.openPanel == .menu)
            let menu = try #require(drawer.controller(for: "menu") as? MenuViewController)
            #expect(menu.entryChosen() == .applied)
            StandIn.runUntilIdle()
            #expect(drawer.openPanel == nil)
            #expect(home.profileTapped()?.rejection(as: ContainerRejection.self) == .panelNotConfigured(.profile))
        }

        @Test("SideMenu: presentationStyle becomes the drawer's style, set at creation and changed while closed")
        func drawerStylesFromSideMenu() throws {
            StandIn.reset()
            let home = FeedViewController()
            let drawer = SlideMenuContainerViewController(
                main: .instance("home", home), menu: .factory("menu") { MenuViewController() },
                style: .overlay, title: "drawer")
            drawer.panelShadowOpacity = 0.3  // SideMenu's onTopShadowOpacity
            drawer.connect(.delegate)
            _ = onScreen(drawer)
            #expect(home.menuTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(home.view.frame.minX == 0, "over the content, the home screen stays")
            #expect(throws: ContainerRejection.drawerNotClosed) { try drawer.setStyle(.reveal) }
            drawer.closePanels()
            StandIn.runUntilIdle()
            try drawer.setStyle(.reveal)  // SideMenu's .viewSlideOut
            #expect(home.menuTapped() == .applied)
            StandIn.runUntilIdle()
            #expect(home.view.frame.minX == 260, "revealed: the home screen slides aside")
        }
    }
#endif
