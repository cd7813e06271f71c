#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("Pager size changes")
    @MainActor
    struct PagerSizeChangeTests {
        @Test(
            "A size change keeps the shown page in place during and after the transition",
            arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
        func sizeChangeKeepsThePage(direction: UISemanticContentAttribute) throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: 1, layoutDirection: direction)
            let progress = ProgressLog()
            scene.pager.observers.add(progress)
            StandIn.runUntilIdle()
            let reported = progress.steps.count
            StandIn.rotate(scene.window, to: CGSize(width: 844, height: 390))
            // During: the sizes are set, the completion waits on the clock.
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: 844, y: 0))
            // A scroll the size change causes that lands on another page is not a page change.
            scene.pager.scrollView.contentOffset = CGPoint(x: 0, y: 0)
            StandIn.advance(by: 0.1)
            #expect(scene.pager.visiblePage == 1, "the layout put the page back")
            #expect(scene.pager.requestTally.received == 0)
            StandIn.runUntilIdle()
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: 844, y: 0))
            #expect(scene.pages[1].view.frame == CGRect(x: 844, y: 0, width: 844, height: 390))
            #expect(scene.pager.currentPage == 1 && scene.pager.visiblePage == 1)
            #expect(scene.pager.requestTally.received == 0, "no page change")
            #expect(progress.steps.count == reported, "a size change is no scroll progress")
        }

        @Test("A size change during the pager's own animated scroll puts the new page in place and ends the change")
        func sizeChangeDuringTheScroll() throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: 0)
            StandIn.runUntilIdle()
            try scene.pager.showPage(2)
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            #expect(scene.pager.isTransitioning && scene.pager.scrollView.contentOffset == CGPoint(x: 390, y: 0))
            // The layout sets the offset, which stops the scroll without UIKit's end call.
            StandIn.rotate(scene.window, to: CGSize(width: 844, height: 390))
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: 2 * 844, y: 0))
            #expect(!scene.pager.isTransitioning, "the change ended with the scroll it stopped")
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 2 && scene.pager.visiblePage == 2)
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: 2 * 844, y: 0))
            #expect(scene.log.announcements == [.willShowPage(from: 0, to: 2), .didShowPage(from: 0, to: 2)])
            #expect(scene.pager.handle(.showPage(1), from: nil) == .applied, "no request waits for the stopped scroll")
        }
    }
#endif
