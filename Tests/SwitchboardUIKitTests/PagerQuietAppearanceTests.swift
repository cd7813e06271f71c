#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    extension SwipeScene {
        /// Asks both pagers to show `page`, lets the UIKit one's animations run, and returns the
        /// answers (UIKit's first).
        fileprivate func showPage(_ page: Int) -> [RequestResult] {
            let answers = [pager.handle(.showPage(page), from: nil), headless.handle(.showPage(page), from: nil)]
            StandIn.runUntilIdle()
            return answers
        }
    }

    @Suite("Pager appearance when nothing is to be seen: the same page, or a pager off screen")
    @MainActor
    struct PagerQuietAppearanceTests {
        /// Animated and not.
        nonisolated static let animations: [ContainerAnimation] = [.slide(), .none]

        @Test(
            "Selecting the page already shown sends nothing: no callback, answered unchanged, no announcement",
            arguments: animations)
        func selectingTheShownPage(animation: ContainerAnimation) throws {
            let scene = SwipeScene(initialPage: 1, pageAnimation: animation, onScreen: true)
            #expect(scene.showPage(1) == [.unchanged, .unchanged])
            #expect(scene.appearance.isEmpty && scene.headlessAppearance.isEmpty)
            #expect(scene.log.announcements.isEmpty && scene.headlessLog.announcements.isEmpty)
            #expect(scene.pager.currentPage == 1 && scene.headless.currentPage == 1)
            #expect(scene.pager.scrollView.contentOffset == scene.pageOffset(1), "the offset stays on the page")
            #expect(StandIn.consoleMessages.isEmpty)
        }

        @Test(
            "Off screen, page changes send no appearance callbacks; the shown page appears when the pager enters the window",
            arguments: animations)
        func pageChangesOffScreen(animation: ContainerAnimation) throws {
            let scene = SwipeScene(initialPage: 0, pageAnimation: animation, onScreen: false)
            #expect(scene.showPage(1) == [.applied, .applied])
            #expect(scene.showPage(2) == [.applied, .applied])
            #expect(scene.appearance.isEmpty, "no page appears or disappears off screen")
            #expect(scene.headlessAppearance.isEmpty)
            #expect(scene.log.announcements == scene.headlessLog.announcements)
            #expect(scene.log.announcements.count == 4, "each change is still announced")

            scene.enterTheWindows()
            #expect(scene.appearance == scene.headlessAppearance)
            #expect(
                scene.appearance == [.viewWillAppear("p2", animated: false), .viewDidAppear("p2", animated: false)],
                "only the shown page appears, as the window shows the pager")
            #expect(scene.pager.currentPage == 2 && scene.headless.currentPage == 2)
            #expect(scene.pager.scrollView.contentOffset == scene.pageOffset(2))
            #expect(StandIn.consoleMessages.isEmpty)
        }
    }
#endif
