#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("Pager accessibility: only the page on screen is reachable, VoiceOver's scroll changes the page")
    @MainActor
    struct PagerAccessibilityTests {
        private let pages = ["p0", "p1", "p2"].map { titled($0) }

        private func makePager(
            rightToLeft: Bool = false, initialPage: Int = 0
        ) -> (PagingContainerViewController, AnnouncementLog, UIWindow) {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pages: pages.map { [.instance(ChildID($0.title ?? "?"), $0)] }, initialPage: initialPage,
                title: "pager", trace: nil)
            let log = AnnouncementLog()
            pager.observers.add(log)
            if rightToLeft { pager.view.semanticContentAttribute = .forceRightToLeft }
            return (pager, log, onScreen(pager))
        }

        private func reachable() -> [Bool] {
            pages.map { !StandIn.isHiddenFromAccessibility($0.view) }
        }

        @Test("Pages off screen are hidden from VoiceOver, after a page change and after a swipe")
        func offScreenPagesAreHidden() throws {
            let (pager, _, window) = makePager()
            #expect(reachable() == [true, false, false])
            try pager.showPage(1)
            StandIn.runUntilIdle()
            #expect(reachable() == [false, true, false])
            StandIn.swipe(pager.scrollView, toward: 2, landingOn: 2)
            StandIn.runUntilIdle()
            #expect(reachable() == [false, false, true])
            withExtendedLifetime(window) {}
        }

        @Test("The three-finger scroll asks for the page through the executor and announces it once shown")
        func threeFingerScrollChangesThePage() throws {
            let (pager, log, window) = makePager()
            #expect(StandIn.accessibilityScroll(.left, on: pages[0].view))
            #expect(log.announcements == [.willShowPage(from: 0, to: 1)], "a request like any other")
            #expect(StandIn.accessibilityPosts.isEmpty, "announced after the scroll completes")
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 1 && pager.scrollView.contentOffset == CGPoint(x: 390, y: 0))
            #expect(StandIn.accessibilityPosts.map(\.notification) == [.pageScrolled])
            #expect(StandIn.accessibilityPosts.map(\.text) == ["page 2 of 3"])

            StandIn.clearAccessibilityPosts()
            #expect(StandIn.accessibilityScroll(.previous, on: pages[1].view))
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 0 && StandIn.accessibilityPosts.map(\.text) == ["page 1 of 3"])
            withExtendedLifetime(window) {}
        }

        @Test("At the last page that way the scroll is not the pager's, and nothing is announced")
        func lastPagePassesTheScrollOn() throws {
            let (pager, log, window) = makePager(initialPage: 2)
            #expect(!StandIn.accessibilityScroll(.next, on: pages[2].view))
            #expect(!StandIn.accessibilityScroll(.up, on: pages[2].view))
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 2 && log.announcements.isEmpty && StandIn.accessibilityPosts.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("Right to left, the scroll toward the right shows the previous page", arguments: [false, true])
        func mirroredRightToLeft(rightToLeft: Bool) throws {
            let (pager, _, window) = makePager(rightToLeft: rightToLeft, initialPage: 1)
            #expect(StandIn.accessibilityScroll(.left, on: pages[1].view))
            StandIn.runUntilIdle()
            #expect(pager.currentPage == (rightToLeft ? 0 : 2))
            // Left to right page 2, right to left page 0: the page on the right either way.
            #expect(pager.scrollView.contentOffset == CGPoint(x: 2 * 390, y: 0), "the page to the right")
            withExtendedLifetime(window) {}
        }

        @Test("The pager's accessibility value says where the user is, unless the app sets its own")
        func accessibilityValueIsThePosition() throws {
            let (pager, _, window) = makePager()
            #expect(pager.accessibilityValue == "page 1 of 3" && pager.scrollView.accessibilityValue == "page 1 of 3")
            try pager.showPage(2)
            StandIn.runUntilIdle()
            #expect(pager.accessibilityValue == "page 3 of 3" && pager.scrollView.accessibilityValue == "page 3 of 3")
            pager.accessibilityValue = "Photos"
            #expect(pager.accessibilityValue == "Photos")
            withExtendedLifetime(window) {}
        }
    }
#endif
