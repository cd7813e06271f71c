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
            let scene = try ButtonPager(initialPage: 1, layoutDirection: direction)
            let progress = ProgressLog()
            scene.pager.progressObservers.add(progress)
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
    }
#endif
