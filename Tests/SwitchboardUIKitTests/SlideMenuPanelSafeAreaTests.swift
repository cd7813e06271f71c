#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("A drawer's panels have a safe area the size of their reveal")
    @MainActor
    struct SlideMenuPanelSafeAreaTests {
        private let menu = UIViewController()
        private let profile = UIViewController()

        private func drawer(
            direction: UIUserInterfaceLayoutDirection = .leftToRight, profileReveal: RevealWidth = 300
        ) -> (SlideMenuContainerViewController, UIWindow) {
            StandIn.reset()
            StandIn.userInterfaceLayoutDirection = direction
            let slide = SlideMenuContainerViewController(
                main: .instance("main", UIViewController()), menu: .instance("menu", menu),
                profile: .instance("profile", profile), revealWidth: 260, profileRevealWidth: profileReveal,
                title: "slide", trace: nil)
            let window = onScreen(slide)
            window.layoutIfNeeded()
            return (slide, window)
        }

        @Test("Left to right: the menu's right side and the profile's left side are outside their safe areas")
        func leftToRight() throws {
            let (slide, window) = drawer()
            let width = slide.view.bounds.width
            #expect(menu.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: width - 260))
            #expect(profile.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: width - 300, bottom: 0, right: 0))
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            let shown = menu.view.bounds.width - menu.view.safeAreaInsets.left - menu.view.safeAreaInsets.right
            #expect(shown == 260, "the open menu's safe area is what the main child leaves uncovered")
            withExtendedLifetime(window) {}
        }

        @Test("Right to left the sides mirror: the menu is on the right, so its left side is covered")
        func rightToLeft() throws {
            let (slide, window) = drawer(direction: .rightToLeft)
            let width = slide.view.bounds.width
            #expect(menu.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: width - 260, bottom: 0, right: 0))
            #expect(profile.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: width - 300))
            withExtendedLifetime(window) {}
        }

        @Test("A fractional reveal follows the container's width, and the app's top and bottom insets stay")
        func fractionAndAppInsets() throws {
            let (slide, window) = drawer(profileReveal: .fraction(0.5))
            profile.additionalSafeAreaInsets.top = 12
            slide.view.setNeedsLayout()
            slide.view.layoutIfNeeded()
            let half = slide.view.bounds.width / 2
            #expect(profile.additionalSafeAreaInsets == UIEdgeInsets(top: 12, left: half, bottom: 0, right: 0))
            withExtendedLifetime(window) {}
        }
    }
#endif
