#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("Pager right to left")
    @MainActor
    struct PagerRightToLeftTests {
        @Test("Right to left, page 0 is on the right and each page sits mirrored", arguments: [0, 1, 2])
        func mirroredPlacement(initialPage: Int) throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: initialPage, layoutDirection: .forceRightToLeft)
            StandIn.runUntilIdle()
            let width: CGFloat = 390
            for (index, page) in scene.pages.enumerated() {
                #expect(page.view.frame.minX == CGFloat(2 - index) * width, "page \(index)")
            }
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: CGFloat(2 - initialPage) * width, y: 0))
            #expect(scene.pager.visiblePage == initialPage)
            #expect(scene.pager.currentPage == initialPage)
            #expect(StandIn.tap(scene.pages[initialPage].button) === scene.pages[initialPage].button)
        }

        @Test("Right to left, a swipe to the left goes to the next page and settles there")
        func mirroredSwipe() throws {
            StandIn.reset()
            let scene = ButtonPager(layoutDirection: .forceRightToLeft)
            let progress = ProgressLog()
            scene.pager.observers.add(progress)
            StandIn.runUntilIdle()
            let scrollView = scene.pager.scrollView
            // The content moves from the rightmost slot (2) toward the middle one: page 1.
            StandIn.swipe(scrollView, toward: 1, releasedAt: 0.5, landingOn: 1)
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1)
            #expect(scene.log.announcements.last == .didShowPage(from: 0, to: 1))
            #expect(
                progress.steps.first(where: { $0.fraction > 0 })
                    == PageScrollProgress(fromPage: 0, toPage: 1, fraction: 0.25))
            // Then toward the leftmost slot: page 2.
            StandIn.swipe(scrollView, toward: 0, releasedAt: 0.7, landingOn: 0)
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 2 && scene.pager.visiblePage == 2)
            #expect(scrollView.contentOffset == .zero)
            #expect(scene.log.announcements.last == .didShowPage(from: 1, to: 2))
            #expect(progress.steps.last == PageScrollProgress(fromPage: 1, toPage: 2, fraction: 1))
        }

        @Test("Right to left, a page change the pager makes scrolls to the mirrored slot and is tappable there")
        func mirroredProgrammaticChange() throws {
            StandIn.reset()
            let scene = ButtonPager(layoutDirection: .forceRightToLeft)
            StandIn.runUntilIdle()
            try scene.pager.showPage(2)
            StandIn.runUntilIdle()
            #expect(scene.pager.scrollView.contentOffset == .zero)
            #expect(scene.pager.visiblePage == 2)
            #expect(scene.log.announcements.last == .didShowPage(from: 0, to: 2))
            #expect(StandIn.tap(CGPoint(x: 195, y: 322), in: scene.window) === scene.pages[2].button)
        }

        @Test("A scroll not made by a finger settles on the mirrored page")
        func mirroredExternalScroll() throws {
            StandIn.reset()
            let scene = ButtonPager(layoutDirection: .forceRightToLeft)
            StandIn.runUntilIdle()
            scene.pager.scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1)
            #expect(scene.log.announcements.last == .didShowPage(from: 0, to: 1))
        }

        @Test(
            "The layout direction changing keeps the shown page on screen",
            arguments: [UISemanticContentAttribute.forceRightToLeft, .forceLeftToRight])
        func directionChange(to direction: UISemanticContentAttribute) throws {
            StandIn.reset()
            let start: UISemanticContentAttribute =
                direction == .forceRightToLeft ? .forceLeftToRight : .forceRightToLeft
            let scene = ButtonPager(initialPage: 0, layoutDirection: start)
            StandIn.runUntilIdle()
            scene.pager.view.semanticContentAttribute = direction
            scene.pager.view.setNeedsLayout()
            scene.pager.view.layoutIfNeeded()
            StandIn.runUntilIdle()
            let slot: CGFloat = direction == .forceRightToLeft ? 2 : 0
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: slot * 390, y: 0))
            #expect(scene.pages[0].view.frame.minX == slot * 390)
            #expect(scene.pager.visiblePage == 0 && scene.pager.currentPage == 0)
            #expect(scene.pager.requestTally.received == 0, "no page change")
        }
    }
#endif
