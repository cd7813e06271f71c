#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A view that takes the keyboard focus, as a text field does.
    @MainActor
    final class EditingView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Suite("While a UIKit slide menu panel is open: dimming, hidden closed panels, widths, right to left, size changes")
    @MainActor
    struct SlideMenuOpenPanelTests {
        private let centreOfMain = CGPoint(x: 340, y: 400)

        @Test(
            "A dimming view covers the main child while a panel is open, in the configured colour, and takes the taps")
        func dimmingCoversMain() throws {
            let drawer = Drawer()
            let mainView = try #require(drawer.slide.controller(for: "main")?.viewIfLoaded)
            #expect(drawer.window.hitTest(centreOfMain, with: nil)?.isDescendant(of: mainView) == true)
            try drawer.slide.toggleMenu()
            StandIn.runUntilIdle()
            let cover = try #require(drawer.window.hitTest(centreOfMain, with: nil))
            #expect(!cover.isDescendant(of: mainView))
            #expect(cover.frame == mainView.frame)
            #expect(cover.alpha == 1)
            #expect(cover.backgroundColor == UIColor.black.withAlphaComponent(0.3))
            drawer.slide.dimmingColor = UIColor.systemBlue.withAlphaComponent(0.5)
            #expect(cover.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.5))
            drawer.slide.dimmingColor = nil
            #expect(cover.backgroundColor == UIColor.clear)
            StandIn.tap(centreOfMain, in: drawer.window)
            #expect(drawer.main.taps == 0, "without dimming the main child is still covered")
            StandIn.runUntilIdle()
            #expect(drawer.slide.openPanel == nil)
            #expect(cover.alpha == 0, "closed, the cover is transparent and not hit")
        }

        @Test("Half way through an opening pan the dimming is half way")
        func dimmingFollowsFinger() throws {
            let drawer = Drawer()
            let finger = StandIn.beginPan(at: CGPoint(x: 4, y: 400), in: drawer.window)
            finger.move(by: CGPoint(x: 130, y: 0), velocity: CGPoint(x: 200, y: 0))
            let cover = try #require(drawer.window.hitTest(centreOfMain, with: nil))
            #expect(cover.alpha == 0.5)
            finger.cancel()
            StandIn.runUntilIdle()
        }

        @Test("Closed panels are hidden; a panel shows as it starts opening and hides once it has closed or cancelled")
        func closedPanelsHidden() throws {
            let drawer = Drawer()
            #expect(drawer.menu.view.isHidden && drawer.profile.view.isHidden)
            try drawer.slide.toggleMenu()
            #expect(!drawer.menu.view.isHidden, "shown as its slide starts")
            StandIn.runUntilIdle()
            #expect(!drawer.menu.view.isHidden && drawer.profile.view.isHidden)
            drawer.slide.closePanels()
            #expect(!drawer.menu.view.isHidden, "still drawn while it slides out")
            StandIn.runUntilIdle()
            #expect(drawer.menu.view.isHidden)
            let finger = StandIn.beginPan(at: CGPoint(x: 386, y: 400), in: drawer.window)
            finger.move(by: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -50, y: 0))
            #expect(!drawer.profile.view.isHidden)
            finger.end(velocity: CGPoint(x: -50, y: 0))
            StandIn.runUntilIdle()
            #expect(drawer.slide.openPanel == nil && drawer.profile.view.isHidden)
        }

        @Test("Editing ends when a panel starts opening: the keyboard goes down")
        func editingEnds() throws {
            let drawer = Drawer()
            let field = EditingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            drawer.main.controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            try drawer.slide.toggleMenu()
            #expect(!field.isFirstResponder)
            StandIn.runUntilIdle()
        }

        @Test("Each panel's reveal width is its own, with the same geometry on the headless and the UIKit host")
        func revealWidthsPerPanel() {
            StandIn.reset()
            let main = titled("main")
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", titled("menu")),
                profile: .instance("profile", titled("profile")), menuRevealWidth: 300, profileRevealWidth: 200,
                title: "slide", trace: nil)
            let window = onScreen(slide)
            let headless = HeadlessSlideMenuContainerViewController(
                main: .instance("main", HeadlessViewController(title: "main")),
                menu: .instance("menu", HeadlessViewController(title: "menu")),
                profile: .instance("profile", HeadlessViewController(title: "profile")), menuRevealWidth: 300,
                profileRevealWidth: 200, trace: nil)
            for request in [ContainerRequest.toggleMenu, .toggleProfile, .closePanels] {
                slide.handle(request, from: nil)
                headless.handle(request, from: nil)
                StandIn.runUntilIdle()
                let expected = headless.machine.layout(of: "main", openPanel: headless.openPanel)
                #expect(slide.openPanel == headless.openPanel)
                #expect(
                    main.view.frame.minX == expected.frame(in: CGRect(x: 0, y: 0, width: 390, height: 844)).minX)
            }
            #expect(slide.machine.revealWidth(for: .menu) == 300 && slide.machine.revealWidth(for: .profile) == 200)
            withExtendedLifetime(window) {}
        }

        @Test(
            "A fractional reveal width gives the same geometry on both hosts, before and after a size change, and right to left mirrored",
            arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
        func revealWidthAsFraction(direction: UIUserInterfaceLayoutDirection) throws {
            StandIn.reset()
            StandIn.userInterfaceLayoutDirection = direction
            let main = titled("main")
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", titled("menu")),
                profile: .instance("profile", titled("profile")), menuRevealWidth: .fraction(0.8),
                profileRevealWidth: 200, title: "slide", trace: nil)
            let window = onScreen(slide)
            let headlessMain = HeadlessViewController(title: "main")
            let headless = HeadlessSlideMenuContainerViewController(
                main: .instance("main", headlessMain), menu: .instance("menu", HeadlessViewController(title: "menu")),
                profile: .instance("profile", HeadlessViewController(title: "profile")),
                menuRevealWidth: .fraction(0.8), profileRevealWidth: 200, trace: nil)
            let headlessWindow = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), trace: nil)
            headlessWindow.rootViewController = headless
            let sign: CGFloat = direction == .rightToLeft ? -1 : 1
            func sameGeometry(_ comment: Comment) {
                #expect(slide.openPanel == headless.openPanel, comment)
                #expect(main.view.frame.minX == sign * headlessMain.view.frame.minX, comment)
                #expect(main.view.frame.width == headlessMain.view.frame.width, comment)
            }
            for request in [ContainerRequest.toggleMenu, .toggleProfile, .toggleMenu] {
                slide.handle(request, from: nil)
                headless.handle(request, from: nil)
                StandIn.runUntilIdle()
                sameGeometry("after \(request)")
            }
            #expect(abs(main.view.frame.minX) == 312, "80 % of 390")
            StandIn.rotate(window, to: CGSize(width: 844, height: 390))
            StandIn.runUntilIdle()
            headlessWindow.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            sameGeometry("after the size change")
            #expect(abs(main.view.frame.minX) == 675.2, "80 % of 844: the width follows the container")
            let overMain = CGPoint(x: direction == .rightToLeft ? 80 : 760, y: 200)
            let cover = try #require(window.hitTest(overMain, with: nil))
            #expect(!cover.isDescendant(of: main.view) && cover.alpha == 1, "covered, fully revealed at the new size")
            slide.closePanels()
            headless.closePanels()
            StandIn.runUntilIdle()
            sameGeometry("closed")
        }

        @Test("Right to left the menu is on the right: it slides the main child left and opens from the right edge")
        func rightToLeftMirrors() throws {
            let drawer = Drawer(direction: .rightToLeft)
            #expect(drawer.menu.view.frame.minX == 260, "closed, the menu waits off the right edge")
            let left = StandIn.pan(
                from: CGPoint(x: 4, y: 400), by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 500, y: 0),
                in: drawer.window)
            #expect(left === drawer.slide.profileEdgePanGesture)
            StandIn.runUntilIdle()
            #expect(drawer.slide.openPanel == .profile)
            #expect(drawer.mainX == 260, "the profile is on the left")
            drawer.slide.closePanels()
            StandIn.runUntilIdle()
            let finger = StandIn.beginPan(at: CGPoint(x: 386, y: 400), in: drawer.window)
            finger.move(by: CGPoint(x: -65, y: 0), velocity: CGPoint(x: -400, y: 0))
            #expect(finger.recognizer === drawer.slide.menuEdgePanGesture)
            #expect(drawer.mainX == -65, "the main child follows the finger left")
            finger.end(velocity: CGPoint(x: -400, y: 0))
            StandIn.runUntilIdle()
            #expect(drawer.slide.openPanel == .menu)
            #expect(drawer.mainX == -260)
            #expect(drawer.menu.view.frame.minX == 0)
        }

        @Test("A change of layout direction moves the panels to their new sides at the next layout")
        func directionChangeMovesPanels() throws {
            let drawer = Drawer()
            try drawer.slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(drawer.mainX == 260)
            drawer.slide.view.semanticContentAttribute = .forceRightToLeft
            drawer.slide.view.setNeedsLayout()
            StandIn.tick()
            #expect(drawer.mainX == -260 && drawer.menu.view.frame.minX == 0)
            #expect(drawer.profile.view.frame.minX == -260)
            #expect(
                drawer.slide.menuEdgePanGesture.edges == .right && drawer.slide.profileEdgePanGesture.edges == .left)
            #expect(drawer.slide.openPanel == .menu, "no request: the state is kept")
        }

        @Test("A size change keeps the open panel by default, and closes it with closesPanelsOnSizeChange")
        func sizeChange() throws {
            let keeps = Drawer()
            try keeps.slide.toggleMenu()
            StandIn.runUntilIdle()
            StandIn.rotate(keeps.window, to: CGSize(width: 844, height: 390))
            StandIn.runUntilIdle()
            #expect(keeps.slide.openPanel == .menu && keeps.mainX == 260)

            let closes = Drawer()
            closes.slide.closesPanelsOnSizeChange = true
            try closes.slide.toggleMenu()
            StandIn.runUntilIdle()
            StandIn.rotate(closes.window, to: CGSize(width: 844, height: 390))
            StandIn.runUntilIdle()
            #expect(closes.slide.openPanel == nil && closes.mainX == 0)
            #expect(closes.log.announcements.suffix(2) == [.willClose(.menu), .didClose(.menu)])
        }
    }
#endif
