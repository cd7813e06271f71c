#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Issue 47: the pager's `UIPageControl`. Its mark is the page in view, flipping half way
    /// through a swipe or a page change; a tap or VoiceOver's swipe on it is a page request
    /// through the pager, answered like any other; it mirrors right to left and follows page edits.
    @Suite("Pager page control")
    @MainActor
    struct PageControlTests {
        /// A pager of three pages in a window, connected on `kind`, its page control placed under it.
        @MainActor
        struct Scene {
            let pager: PagingContainerViewController
            let control: UIPageControl
            let window: UIWindow
            let settings: SharedSettings<PanelSettings>?
            let keep: [AnyObject]

            init(_ kind: StrategyKind, rightToLeft: Bool = false, pageAnimation: ContainerAnimation = .slide()) {
                StandIn.reset()
                pager = PagingContainerViewController(
                    pages: ["p0", "p1", "p2"].map { [.instance(ChildID($0), titled($0))] },
                    pageAnimation: pageAnimation, title: "pager", trace: nil)
                if rightToLeft { pager.view.semanticContentAttribute = .forceRightToLeft }
                control = pager.pageControl
                pager.view.addSubview(control)
                control.frame = CGRect(x: 95, y: 780, width: 200, height: 30)
                let environment: CoordinationStrategy<ContainerRequest>
                switch kind {
                case .sharedSettings:
                    let settings = SharedSettings(PanelSettings())
                    self.settings = settings
                    environment = .sharedSettings(settings)
                default:
                    settings = nil
                    environment = kind.makeStrategy()
                }
                let coordinator = pager.connect(environment)
                window = onScreen(pager)
                StandIn.runUntilIdle()
                keep = [coordinator]
            }

            /// Taps the control's trailing or leading half (its right or left half, mirrored right to left).
            func tap(trailing: Bool) {
                let rightHalf = trailing != (pager.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
                StandIn.tap(CGPoint(x: rightHalf ? 245 : 145, y: 795), in: window)
            }
        }

        @Test("One dot per page, the page shown marked")
        func dotsAndMark() throws {
            let scene = Scene(.delegate)
            #expect(scene.control.numberOfPages == 3 && scene.control.currentPage == 0)
            #expect(scene.pager.pageControl === scene.control, "made once")
            let pager = scene.pager
            let dots = pager.pageControl
            pager.view.addSubview(dots)  // then pin it where the app wants it
            #expect(dots.superview === pager.view && dots.numberOfPages == 3)
        }

        @Test("The mark flips half way through a swipe, and back when the swipe glides back", arguments: [false, true])
        func markFlipsHalfWay(rightToLeft: Bool) throws {
            let scene = Scene(.delegate, rightToLeft: rightToLeft)
            let scroll = scene.pager.scrollView
            // Page 1 is one page width toward the next page: right of page 0, or left of it right to left.
            let page0 = scroll.contentOffset.x
            let toward1: CGFloat = rightToLeft ? -390 : 390
            StandIn.beginDrag(scroll)
            StandIn.moveDrag(scroll, to: CGPoint(x: page0 + 0.4 * toward1, y: 0))
            #expect(scene.control.currentPage == 0, "40 % of the way: still page 0")
            StandIn.moveDrag(scroll, to: CGPoint(x: page0 + 0.6 * toward1, y: 0))
            #expect(scene.control.currentPage == 1, "60 % of the way: page 1")
            StandIn.endDrag(scroll, landingAt: CGPoint(x: page0, y: 0))
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 0 && scene.control.currentPage == 0, "glided back")
            #expect(
                scene.control.semanticContentAttribute == (rightToLeft ? .forceRightToLeft : .forceLeftToRight))
        }

        @Test(
            "A tap on the control's trailing half asks for the next page through the pager; the mark moves with the page",
            arguments: StrategyKind.allCases, [false, true])
        func tapAsksForTheNextPage(kind: StrategyKind, rightToLeft: Bool) throws {
            let scene = Scene(kind, rightToLeft: rightToLeft)
            let received = scene.pager.requestTally.received
            scene.tap(trailing: true)
            #expect(scene.pager.requestTally.received == received + 1, "one request")
            #expect(scene.control.currentPage == 0, "the mark waits for the page to move")
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1 && scene.control.currentPage == 1)
            if let settings = scene.settings { #expect(settings.value.page == 1, "the strategy recorded it") }

            scene.tap(trailing: false)
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 0 && scene.control.currentPage == 0)

            scene.tap(trailing: false)
            StandIn.runUntilIdle()
            #expect(scene.pager.requestTally.received == received + 2, "before the first page: no request")
            #expect(scene.pager.currentPage == 0 && scene.control.currentPage == 0)
        }

        @Test(
            "VoiceOver's swipe up and down on the control ask for the next and the previous page",
            arguments: StrategyKind.allCases)
        func adjustableActions(kind: StrategyKind) throws {
            let scene = Scene(kind, pageAnimation: .none)
            scene.control.accessibilityIncrement()
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1 && scene.control.accessibilityValue == "page 2 of 3")
            scene.control.accessibilityIncrement()
            scene.control.accessibilityIncrement()
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 2, "past the last page nothing is asked")
            scene.control.accessibilityDecrement()
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1 && scene.control.currentPage == 1)
        }

        @Test("A tap during a page change is queued like any request: the next page after the one marked when tapped")
        func tapDuringAChangeIsQueued() throws {
            let scene = Scene(.bus)
            try scene.pager.showPage(1)
            #expect(scene.pager.isTransitioning)
            let marked = scene.control.currentPage
            scene.tap(trailing: true)
            #expect(scene.pager.pendingRequests.map(\.request) == [.showPage(marked + 1)], "it waits behind the change")
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == marked + 1 && scene.control.currentPage == marked + 1)
        }

        @Test("A tap queued behind an edit that removes its page is rejected when its turn comes, and the mark stays")
        func tapQueuedBehindARemovalIsRejected() throws {
            StandIn.reset()
            let pager = PagingContainerViewController(pageCount: 3, pageAnimation: .slide()) { index, _ in
                titled("page \(index)")
            }
            let control = pager.pageControl
            pager.view.addSubview(control)
            control.frame = CGRect(x: 95, y: 780, width: 200, height: 30)
            let coordinator = pager.connect(.delegate)
            let window = onScreen(pager)
            StandIn.runUntilIdle()
            try pager.showPage(1)
            #expect(pager.isTransitioning)
            #expect(try pager.removePages(1..<3) == .queued(position: 0))
            StandIn.tap(CGPoint(x: 245, y: 795), in: window)  // the trailing half: the page after the mark
            let tapped = try #require(pager.pendingRequests.last?.request)
            #expect(tapped == .showPage(control.currentPage + 1), "queued behind the removal")
            StandIn.runUntilIdle()
            #expect(pager.pageCount == 1 && pager.currentPage == 0)
            #expect(pager.lastRejection == .pageOutOfRange(1, pageCount: 1), "checked again when its turn came")
            #expect(control.numberOfPages == 1 && control.currentPage == 0)
            withExtendedLifetime((window, coordinator)) {}
        }

        @Test("A pager over a source: the dots follow an insertion")
        func dotsFollowEdits() throws {
            StandIn.reset()
            let pager = PagingContainerViewController(pageCount: 3, pageAnimation: .none) { index, _ in
                titled("page \(index)")
            }
            let control = pager.pageControl
            let window = onScreen(pager)
            StandIn.runUntilIdle()
            #expect(control.numberOfPages == 3)
            _ = try pager.insertPages(at: 0, count: 2)
            StandIn.runUntilIdle()
            #expect(control.numberOfPages == 5 && control.currentPage == 2, "the page shown moved to index 2")
            withExtendedLifetime(window) {}
        }
    }
#endif
