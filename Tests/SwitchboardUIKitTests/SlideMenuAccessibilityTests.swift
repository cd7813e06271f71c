#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A child with its own status bar and home indicator preferences.
    @MainActor
    final class StyledChild: UIViewController {
        let style: UIStatusBarStyle
        let hidesStatusBar: Bool
        let hidesHomeIndicator: Bool

        init(_ style: UIStatusBarStyle, hidesStatusBar: Bool = false, hidesHomeIndicator: Bool = false) {
            self.style = style
            self.hidesStatusBar = hidesStatusBar
            self.hidesHomeIndicator = hidesHomeIndicator
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }

        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
    }

    @Suite("The UIKit slide menu's accessibility and status bar: a modal open panel, escape, screen changes")
    @MainActor
    struct SlideMenuAccessibilityTests {
        @Test("The open panel is VoiceOver's modal view: the main child and the closed panel are out of reach")
        func openPanelIsModal() throws {
            let drawer = Drawer()
            let mainView = drawer.main.controller.view!
            #expect(!StandIn.isHiddenFromAccessibility(mainView))
            #expect(StandIn.isHiddenFromAccessibility(drawer.menu.view))
            try drawer.slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(drawer.menu.view.accessibilityViewIsModal)
            #expect(StandIn.isHiddenFromAccessibility(mainView))
            #expect(!StandIn.isHiddenFromAccessibility(drawer.menu.view))
            #expect(StandIn.isHiddenFromAccessibility(drawer.profile.view))
            drawer.slide.closePanels()
            StandIn.runUntilIdle()
            #expect(!StandIn.isHiddenFromAccessibility(mainView))
            #expect(StandIn.isHiddenFromAccessibility(drawer.menu.view))
        }

        @Test("VoiceOver's escape gesture on the open panel closes it; closed, escape passes on")
        func escapeCloses() throws {
            let drawer = Drawer()
            #expect(!StandIn.accessibilityEscape(on: drawer.main.controller.view))
            try drawer.slide.toggleProfile()
            StandIn.runUntilIdle()
            #expect(StandIn.accessibilityEscape(on: drawer.profile.view))
            StandIn.runUntilIdle()
            #expect(drawer.slide.openPanel == nil)
            #expect(drawer.log.announcements.suffix(2) == [.willClose(.profile), .didClose(.profile)])
        }

        @Test(
            "Opening and closing post a screen change, to the panel and back to the main child; a cancelled opening posts none"
        )
        func screenChangedPosts() throws {
            let drawer = Drawer()
            StandIn.clearAccessibilityPosts()
            let finger = StandIn.beginPan(at: CGPoint(x: 4, y: 400), in: drawer.window)
            finger.move(by: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 10, y: 0))
            finger.end(velocity: CGPoint(x: 10, y: 0))
            StandIn.runUntilIdle()
            #expect(StandIn.accessibilityPosts.isEmpty)
            try drawer.slide.toggleMenu()
            StandIn.runUntilIdle()
            let opened = try #require(StandIn.accessibilityPosts.last)
            #expect(opened.notification == .screenChanged && opened.element === drawer.menu.view)
            drawer.slide.closePanels()
            StandIn.runUntilIdle()
            let closed = try #require(StandIn.accessibilityPosts.last)
            #expect(closed.notification == .screenChanged && closed.element === drawer.main.controller.view)
            #expect(StandIn.accessibilityPosts.count == 2)
        }

        @Test("The focused child decides the status bar and home indicator, and UIKit is asked after each change")
        func statusBarFollowsFocus() throws {
            StandIn.reset()
            let main = StyledChild(.darkContent)
            let menu = StyledChild(.lightContent, hidesStatusBar: true, hidesHomeIndicator: true)
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", menu), title: "slide", trace: nil)
            let window = onScreen(slide)
            #expect(StandIn.systemAppearance(of: window).statusBarStyle == .darkContent)
            StandIn.clearSystemAppearanceUpdates(of: slide)
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(StandIn.systemAppearanceUpdates(of: slide).contains(.statusBar))
            let open = StandIn.systemAppearance(of: window)
            #expect(open.statusBarStyle == .lightContent && open.statusBarHidden && open.homeIndicatorAutoHidden)
            slide.closePanels()
            StandIn.runUntilIdle()
            let closed = StandIn.systemAppearance(of: window)
            #expect(closed.statusBarStyle == .darkContent && !closed.statusBarHidden && !closed.homeIndicatorAutoHidden)
        }
    }
#endif
