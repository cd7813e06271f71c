#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("The UIKit pager settles without UIKit's end calls, and edits never scroll")
    @MainActor
    struct PagerSettleTests {
        /// A sourced UIKit pager of `pageCount` pages on screen, showing `initialPage`.
        static func makePager(
            pageCount: Int = 10, initialPage: Int = 5, rightToLeft: Bool = false
        ) -> (PagingContainerViewController, UIWindow) {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pageCount: pageCount, initialPage: initialPage, title: "pager"
            ) {
                index, _ in
                let page = UIViewController()
                page.title = "page \(index)"
                return page
            }
            if rightToLeft { pager.view.semanticContentAttribute = .forceRightToLeft }
            let window = onScreen(pager)
            StandIn.runUntilIdle()
            return (pager, window)
        }

        @Test("Setting the offset while a swipe decelerates ends the swipe, and the requests held under the finger run")
        func decelerationStoppedByTheOffset() throws {
            let (pager, window) = Self.makePager()
            let width = pager.scrollView.bounds.width
            StandIn.beginDrag(pager.scrollView)
            StandIn.moveDrag(pager.scrollView, to: CGPoint(x: width * 5.4, y: 0))
            #expect(try pager.submit(.showPage(2), from: nil) == .queued(position: 0))
            StandIn.endDrag(pager.scrollView, landingAt: CGPoint(x: width * 6, y: 0))
            #expect(pager.scrollView.isDecelerating)
            #expect(pager.currentPage != 2, "held while the finger's scroll runs")

            // App code sets the offset: UIKit stops the deceleration and sends no end call.
            pager.scrollView.contentOffset = CGPoint(x: width * 6, y: 0)
            StandIn.runUntilIdle()
            StandIn.advance(by: StandIn.scrollAnimationDuration)
            StandIn.runUntilIdle()

            #expect(pager.currentPage == 2, "the swipe settled on page 6, then the held request ran")
            #expect(!pager.isTransitioning)
            #expect(pager.scrollView.contentOffset.x == width * 2)
            withExtendedLifetime(window) {}
        }

        /// Whether the log heard a scroll from one page toward another.
        static func scrolled(_ log: ProgressLog) -> Bool {
            log.steps.contains { $0.fromPage != $0.toPage }
        }

        @Test("Right to left, appending a page moves the shown page's slot without a scroll", arguments: [false, true])
        func appendNeverScrolls(rightToLeft: Bool) throws {
            let (pager, window) = Self.makePager(rightToLeft: rightToLeft)
            let width = pager.scrollView.bounds.width
            let log = ProgressLog()
            pager.observers.add(log)
            // Right to left, page i of n sits at slot n - 1 - i: page 5 moves from slot 4 to slot 5.
            #expect(pager.scrollView.contentOffset.x == width * (rightToLeft ? 4 : 5))

            _ = try pager.insertPages(at: pager.pageCount, count: 1)
            StandIn.runUntilIdle()
            StandIn.advance(by: StandIn.scrollAnimationDuration)
            StandIn.runUntilIdle()

            #expect(!Self.scrolled(log), "\(log.steps)")
            #expect(pager.currentPage == 5)
            #expect(pager.pageCount == 11)
            #expect(pager.scrollView.contentOffset.x == width * 5)
            #expect(pager.scrollView.contentSize.width == width * 11)
            withExtendedLifetime(window) {}
        }

        @Test("Negative control: the scroll check catches a page change, which scrolls")
        func scrollCheckCatchesAPageChange() throws {
            let (pager, window) = Self.makePager(rightToLeft: true)
            let log = ProgressLog()
            pager.observers.add(log)
            _ = try pager.showPage(6)
            StandIn.runUntilIdle()
            StandIn.advance(by: StandIn.scrollAnimationDuration)
            StandIn.runUntilIdle()
            #expect(Self.scrolled(log))
            withExtendedLifetime(window) {}
        }
    }
#endif
