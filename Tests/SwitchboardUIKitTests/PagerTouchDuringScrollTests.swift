#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Whether UIKit follows a touch that stops an animated scroll with
    /// `scrollViewDidEndScrollingAnimation(_:)`: undocumented, so every test here runs both ways.
    private let endCallAfterATouch = [false, true]

    @Suite("A touch during an animated scroll: the stand-in stops it; the pager never stays half-way")
    @MainActor
    struct PagerTouchDuringScrollTests {
        /// A 200-point scroll view on screen (at y 100), half-way through an animated scroll from 0 to 400.
        private func scrollingHalfWay(withEndCall: Bool) -> (UIScrollView, ScrollDelegateLog, UIWindow) {
            StandIn.reset()
            StandIn.touchStopsScrollingWithEndCall = withEndCall
            let root = UIViewController()
            let window = onScreen(root)
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.frame = CGRect(x: 0, y: 100, width: 200, height: 200)
            scrollView.contentSize = CGSize(width: 800, height: 200)
            root.view.addSubview(scrollView)
            scrollView.setContentOffset(CGPoint(x: 400, y: 0), animated: true)
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            return (scrollView, log, window)
        }

        @Test("A tap on a scroll view stops its animated scroll where it is", arguments: endCallAfterATouch)
        func tapStopsAnAnimatedScroll(withEndCall: Bool) {
            let (scrollView, log, window) = scrollingHalfWay(withEndCall: withEndCall)
            StandIn.tap(CGPoint(x: 100, y: 200), in: window)
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0), "stopped half-way")
            #expect(log.calls.contains("didEndScrollingAnimation") == withEndCall)
            withExtendedLifetime(window) {}
        }

        @Test("Negative control: a tap beside the scroll view stops nothing", arguments: endCallAfterATouch)
        func tapBesideStopsNothing(withEndCall: Bool) {
            let (scrollView, _, window) = scrollingHalfWay(withEndCall: withEndCall)
            StandIn.tap(CGPoint(x: 100, y: 600), in: window)
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
            withExtendedLifetime(window) {}
        }

        @Test(
            "A tap on the pager during its own page change leaves no change half-way and no request waiting",
            arguments: endCallAfterATouch)
        func tapDuringThePagersOwnScroll(withEndCall: Bool) throws {
            StandIn.reset()
            StandIn.touchStopsScrollingWithEndCall = withEndCall
            let pager = PagingContainerViewController(
                pages: (0..<4).map { [.instance(ChildID("p\($0)"), titled("p\($0)"))] }, title: "pager", trace: nil)
            let window = onScreen(pager)
            try pager.showPage(2)
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            #expect(pager.isTransitioning)
            let queued = try pager.showPage(3)
            #expect({ if case .queued = queued { true } else { false } }())
            StandIn.tap(CGPoint(x: 100, y: 400), in: window)
            StandIn.runUntilIdle()
            #expect(!pager.isTransitioning, "the change ended")
            #expect(pager.pendingRequests.isEmpty, "the queued request ran")
            #expect(pager.currentPage == 3)
            #expect(pager.scrollView.contentOffset.x == 3 * pager.scrollView.bounds.width, "the content is on its page")
            withExtendedLifetime(window) {}
        }
    }
#endif
