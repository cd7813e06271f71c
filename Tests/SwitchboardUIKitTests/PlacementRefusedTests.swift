#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("A view that cannot be placed is reported, never a crash; the layout stays as it was")
    @MainActor
    struct PlacementRefusedTests {
        /// A drawer on screen with a main child and a menu, and what it announces.
        private func drawerOnScreen() -> (
            UIViewController, SlideMenuContainerViewController, AnnouncementLog, UIWindow
        ) {
            StandIn.reset()
            let main = UIViewController()
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", UIViewController()), title: "slide",
                trace: nil)
            let log = AnnouncementLog()
            slide.observers.add(log)
            return (main, slide, log, onScreen(slide))
        }

        @Test("A main child's view removed by app code: opening the menu reports the refusal and moves nothing")
        func removedViewIsReported() throws {
            let (main, slide, log, window) = drawerOnScreen()
            main.view.removeFromSuperview()  // the app's mistake
            let frameBefore = main.view.frame
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            let refusals = log.announcements.compactMap { announcement -> ContainmentViolation? in
                if case .placementRefused(let violation) = announcement { return violation }
                return nil
            }
            let refusal = try #require(refusals.first)
            #expect(refusal == .viewNotInStage(view: "the view of \(main.traceName)", container: "slide"))
            #expect(refusal.uikitBehavior == .raises, "UIKit would have raised on activation")
            #expect(main.view.frame == frameBefore, "the main child's view stays where it was")
            #expect(main.view.superview == nil)
            withExtendedLifetime(window) {}
        }

        @Test("Negative control: with its view in place, the same request places it and reports nothing")
        func placedViewIsNotReported() throws {
            let (main, slide, log, window) = drawerOnScreen()
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(!log.announcements.contains { if case .placementRefused = $0 { true } else { false } })
            #expect(main.view.frame.minX > 0, "the main child slid aside")
            withExtendedLifetime(window) {}
        }
    }
#endif
