#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Three pages on the UIKit pager over the stand-in and on the headless pager, each logging the
    /// appearance callbacks its pages receive from the moment the pager is on screen (or, built
    /// off screen, loaded and laid out, from then on).
    @MainActor
    final class SwipeScene {
        static let names = ["p0", "p1", "p2"]
        let pager: PagingContainerViewController
        private(set) var window: UIWindow?
        let log = AnnouncementLog()
        var events: [ContainmentEvent] = []
        let headless: HeadlessPagingContainerViewController
        let headlessWindow: HeadlessWindow
        let headlessTrace: ContainmentTrace
        let headlessLog = AnnouncementLog()

        let rightToLeft: Bool

        /// A scene whose UIKit pager lays out right to left (`rightToLeft`), and the headless one in
        /// `headlessDirection` (by default the same direction).
        init(
            initialPage: Int, rightToLeft: Bool = false, headlessDirection: ContainerLayoutDirection? = nil,
            pageAnimation: ContainerAnimation = .slide(), onScreen: Bool = true
        ) {
            StandIn.reset()
            let pages = Self.names.map { name in
                let page = AppearanceLoggingPage()
                page.title = name
                return page
            }
            pager = PagingContainerViewController(
                pages: zip(Self.names, pages).map { [.instance(ChildID($0), $1)] }, initialPage: initialPage,
                pageAnimation: pageAnimation, title: "pager", trace: nil)
            pager.observers.add(log)
            self.rightToLeft = rightToLeft
            if rightToLeft { pager.view.semanticContentAttribute = .forceRightToLeft }
            let trace = ContainmentTrace()
            headlessTrace = trace
            headless = HeadlessPagingContainerViewController(
                pages: Self.names.map {
                    [.instance(ChildID($0), HeadlessViewController(title: $0, trace: trace))]
                },
                initialPage: initialPage, pageAnimation: pageAnimation,
                layoutDirection: headlessDirection ?? (rightToLeft ? .rightToLeft : .leftToRight), title: "pager",
                trace: trace)
            headless.observers.add(headlessLog)
            headlessWindow = HeadlessWindow(trace: trace)
            if onScreen {
                enterTheWindows()
            } else {
                pager.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                pager.view.layoutIfNeeded()
                headless.loadViewIfNeeded()
            }
            headlessTrace.removeAll()
            for page in pages { page.log = { [unowned self] in events.append($0) } }
        }

        /// Puts each pager in its window and lets the UIKit one's animations run.
        func enterTheWindows() {
            window = SwitchboardUIKitTests.onScreen(pager)
            headlessWindow.rootViewController = headless
            StandIn.runUntilIdle()
        }

        /// Gives the headless pager an animator the test finishes, so a change can still settle there.
        func holdHeadlessAnimations() -> ManualAnimator {
            let animator = ManualAnimator()
            headless.animator = animator
            return animator
        }

        /// The headless drag toward `page` that the UIKit pager holds while a change settles: not
        /// begun while `animator` runs that change, begun once it has finished.
        func headlessDragAfterTheSettle(toward page: Int, _ animator: ManualAnimator) throws {
            #expect(try !headless.beginInteractiveScroll(to: page), "not while a change settles")
            animator.finishAll()
            #expect(try headless.beginInteractiveScroll(to: page))
        }

        /// Moves the headless drag under way through `fractions`, lets it go onto its page
        /// (`landing`) or back, and lets `animator` settle it.
        func headlessDrag(through fractions: [Double], landing: Bool, _ animator: ManualAnimator) {
            for fraction in fractions { headless.updateInteractiveChange(fraction) }
            if landing { headless.finishInteractiveChange() } else { headless.cancelInteractiveChange() }
            animator.finishAll()
        }

        /// The UIKit pages' appearance callbacks.
        var appearance: [ContainmentEvent] { SwitchboardUIKitTests.appearance(of: Set(Self.names), in: events) }

        /// The headless pages' appearance callbacks.
        var headlessAppearance: [ContainmentEvent] {
            SwitchboardUIKitTests.appearance(of: Set(Self.names), in: headlessTrace.events)
        }

        /// The content offset `fraction` of the way from `page` toward `target`.
        func offset(from page: Int, toward target: Int, _ fraction: Double) -> CGPoint {
            let width = Double(pager.scrollView.bounds.width)
            let position = Double(page) + Double(target - page) * fraction
            // Right to left, page 0 is on the right: the pager mirrors the offsets.
            return CGPoint(x: width * (rightToLeft ? Double(Self.names.count - 1) - position : position), y: 0)
        }

        func pageOffset(_ page: Int) -> CGPoint { offset(from: page, toward: page, 0) }

        /// Checks that both pagers gave the same appearance sequence and announcements, that the
        /// change ended the page it started from first, and that UIKit logged nothing unbalanced.
        func expectSameOnBothHosts(startedFrom origin: String, other: String, final: [String]) {
            #expect(appearance == headlessAppearance)
            #expect(endsStartingPageFirst(appearance, startedFrom: origin, other: other))
            #expect(finalAppearance(of: [origin, other], in: events) == final)
            #expect(log.announcements == headlessLog.announcements)
            #expect(StandIn.consoleMessages.isEmpty)
        }
    }

    /// Whether, after the last begin, the page the change started from ends before the other one:
    /// the order the issue asks for whichever way the change goes.
    private func endsStartingPageFirst(_ events: [ContainmentEvent], startedFrom origin: String, other: String) -> Bool
    {
        let ends = events.filter {
            switch $0 {
            case .viewDidAppear, .viewDidDisappear: true
            default: false
            }
        }
        guard let first = ends.suffix(2).first, ends.suffix(2).count == 2 else { return false }
        return first.subject == origin && ends.last?.subject == other
    }

    private func began(_ events: [ContainmentEvent]) -> [ContainmentEvent] {
        events.filter {
            switch $0 {
            case .viewWillAppear, .viewWillDisappear: true
            default: false
            }
        }
    }

    @Suite("Pager appearance follows the finger: a swipe is an interactive change through the executor")
    @MainActor
    struct PagerSwipeAppearanceTests {
        /// Toward the next page and toward the previous one, left to right and right to left.
        nonisolated static let directions = [
            (origin: 1, target: 2, rightToLeft: false), (origin: 1, target: 0, rightToLeft: false),
            (origin: 1, target: 2, rightToLeft: true), (origin: 1, target: 0, rightToLeft: true),
        ]

        @Test(
            "A swipe that lands on the neighbour begins both pages as it moves and ends them after it settles",
            arguments: directions)
        func swipeOntoTheNeighbour(origin: Int, target: Int, rightToLeft: Bool) throws {
            let scene = SwipeScene(initialPage: origin, rightToLeft: rightToLeft)
            let (from, to) = (SwipeScene.names[origin], SwipeScene.names[target])
            StandIn.beginDrag(scene.pager.scrollView)
            #expect(scene.appearance.isEmpty, "a touch alone changes nothing")
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: origin, toward: target, 0.3))
            #expect(
                scene.appearance == [.viewWillDisappear(from, animated: true), .viewWillAppear(to, animated: true)])
            #expect(scene.log.announcements == [.willShowPage(from: origin, to: target)])
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: origin, toward: target, 0.6))
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(target))
            #expect(scene.appearance.count == 2, "nothing ends while the content moves")
            StandIn.runUntilIdle()

            #expect(try scene.headless.beginInteractiveScroll(to: target))
            scene.headless.updateInteractiveChange(0.3)
            scene.headless.updateInteractiveChange(0.6)
            scene.headless.finishInteractiveChange()
            scene.expectSameOnBothHosts(startedFrom: from, other: to, final: ["viewDidDisappear", "viewDidAppear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: origin, to: target), .didShowPage(from: origin, to: target),
                ])
            #expect(
                scene.pager.currentPage == target && scene.pager.scrollView.contentOffset == scene.pageOffset(target))
            #expect(scene.pager.requestTally == scene.headless.requestTally)
        }

        @Test(
            "A swipe let go early reverses the pages as it glides back; the change is cancelled", arguments: directions)
        func glideBack(origin: Int, target: Int, rightToLeft: Bool) throws {
            let scene = SwipeScene(initialPage: origin, rightToLeft: rightToLeft)
            let (from, to) = (SwipeScene.names[origin], SwipeScene.names[target])
            StandIn.beginDrag(scene.pager.scrollView)
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: origin, toward: target, 0.15))
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: origin, toward: target, 0.3))
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(origin))
            #expect(
                began(scene.appearance) == [
                    .viewWillDisappear(from, animated: true), .viewWillAppear(to, animated: true),
                    .viewWillAppear(from, animated: true), .viewWillDisappear(to, animated: true),
                ], "released toward the page it left, the pages reverse at once")
            StandIn.runUntilIdle()

            #expect(try scene.headless.beginInteractiveScroll(to: target))
            scene.headless.updateInteractiveChange(0.15)
            scene.headless.updateInteractiveChange(0.3)
            scene.headless.cancelInteractiveChange()
            scene.expectSameOnBothHosts(startedFrom: from, other: to, final: ["viewDidAppear", "viewDidDisappear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: origin, to: target), .cancelled(.showPage(target)),
                ])
            #expect(
                scene.pager.currentPage == origin && scene.pager.scrollView.contentOffset == scene.pageOffset(origin))
        }

        @Test("A drag back over the page it started from cancels that change and begins one toward the other side")
        func crossingBack() throws {
            let scene = SwipeScene(initialPage: 1)
            StandIn.beginDrag(scene.pager.scrollView)
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: 1, toward: 2, 0.3))
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: 1, toward: 0, 0.3))
            #expect(
                scene.appearance == [
                    .viewWillDisappear("p1", animated: true), .viewWillAppear("p2", animated: true),
                    .viewWillAppear("p1", animated: true), .viewWillDisappear("p2", animated: true),
                    .viewDidAppear("p1", animated: true), .viewDidDisappear("p2", animated: true),
                    .viewWillDisappear("p1", animated: true), .viewWillAppear("p0", animated: true),
                ], "the first change has ended both pages before the second begins")
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: 1, toward: 0, 0.6))
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(0))
            StandIn.runUntilIdle()

            #expect(try scene.headless.beginInteractiveScroll(to: 2))
            scene.headless.updateInteractiveChange(0.3)
            scene.headless.cancelInteractiveChange()
            #expect(try scene.headless.beginInteractiveScroll(to: 0))
            scene.headless.updateInteractiveChange(0.3)
            scene.headless.updateInteractiveChange(0.6)
            scene.headless.finishInteractiveChange()
            scene.expectSameOnBothHosts(startedFrom: "p1", other: "p0", final: ["viewDidDisappear", "viewDidAppear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: 1, to: 2), .cancelled(.showPage(2)), .willShowPage(from: 1, to: 0),
                    .didShowPage(from: 1, to: 0),
                ])
            #expect(scene.pager.currentPage == 0 && scene.pager.scrollView.contentOffset == .zero)
        }

        /// A drag from `page` onto `target` that starts while the last change settles: begun while
        /// the finger is down, once that change has settled, and landed.
        private func secondDrag(_ scene: SwipeScene, from page: Int, onto target: Int) {
            StandIn.beginDrag(scene.pager.scrollView)
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: page, toward: target, 0.3))
            StandIn.runUntilIdle()
            #expect(
                began(scene.appearance).suffix(2) == [
                    .viewWillDisappear("p\(page)", animated: true), .viewWillAppear("p\(target)", animated: true),
                ], "the second swipe began while the finger is down")
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: page, toward: target, 0.6))
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(target))
            StandIn.runUntilIdle()
        }

        /// The headless twin of ``secondDrag(_:from:onto:)``: a first swipe from page 0 toward page 1,
        /// finished when let go at `fraction` 1, else cancelled, then a drag onto `target`, which
        /// the headless pager refuses to begin while the first change settles and takes after.
        private func headlessSecondDrag(_ scene: SwipeScene, firstReleasedAt fraction: Double, onto target: Int) throws
        {
            let animator = scene.holdHeadlessAnimations()
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(fraction)
            if fraction == 1 {
                scene.headless.finishInteractiveChange()
            } else {
                scene.headless.cancelInteractiveChange()
            }
            try scene.headlessDragAfterTheSettle(toward: target, animator)
            scene.headlessDrag(through: [0.3, 0.6], landing: true, animator)
        }

        @Test("A drag that starts while the last swipe still settles is taken once it has settled")
        func dragWhileSettling() throws {
            let scene = SwipeScene(initialPage: 0)
            StandIn.swipe(scene.pager.scrollView, toward: 1, landingOn: 1)
            StandIn.advance(by: StandIn.decelerationDuration)
            secondDrag(scene, from: 1, onto: 2)
            #expect(scene.pager.currentPage == 2)
            #expect(
                finalAppearance(of: SwipeScene.names, in: scene.events) == [
                    "viewDidDisappear", "viewDidDisappear", "viewDidAppear",
                ])
            #expect(scene.pager.requestTally.received == 2 && scene.pager.pendingRequests.isEmpty)

            // The UIKit pager does not begin a change while one settles; it begins the drag's once
            // the first has settled. The headless pager refuses to begin meanwhile, then takes it.
            try headlessSecondDrag(scene, firstReleasedAt: 1, onto: 2)
            scene.expectSameOnBothHosts(startedFrom: "p1", other: "p2", final: ["viewDidDisappear", "viewDidAppear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: 0, to: 1), .didShowPage(from: 0, to: 1), .willShowPage(from: 1, to: 2),
                    .didShowPage(from: 1, to: 2),
                ])
            #expect(scene.pager.requestTally == scene.headless.requestTally)
        }

        @Test("A drag that starts while a cancelled swipe still glides back is taken, the same on both hosts")
        func dragWhileACancelSettles() throws {
            let scene = SwipeScene(initialPage: 0)
            StandIn.swipe(scene.pager.scrollView, toward: 1, releasedAt: 0.2, landingOn: 0)
            StandIn.advance(by: StandIn.decelerationDuration / 2)
            #expect(scene.pager.scrollView.isDecelerating, "the content still glides back")
            secondDrag(scene, from: 0, onto: 1)
            #expect(scene.pager.currentPage == 1 && scene.pager.scrollView.contentOffset == scene.pageOffset(1))

            try headlessSecondDrag(scene, firstReleasedAt: 0.2, onto: 1)
            scene.expectSameOnBothHosts(startedFrom: "p0", other: "p1", final: ["viewDidDisappear", "viewDidAppear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: 0, to: 1), .cancelled(.showPage(1)), .willShowPage(from: 0, to: 1),
                    .didShowPage(from: 0, to: 1),
                ])
            #expect(scene.pager.requestTally == scene.headless.requestTally)
        }

        /// Lifts the finger over page 1 and checks that page 1 alone ends appeared.
        private func releaseOntoPage1(_ scene: SwipeScene) {
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(1))
            StandIn.runUntilIdle()
            #expect(scene.pager.currentPage == 1 && scene.pager.scrollView.contentOffset == scene.pageOffset(1))
            #expect(
                finalAppearance(of: SwipeScene.names, in: scene.events) == [
                    "viewDidDisappear", "viewDidAppear", "viewDidDisappear",
                ])
        }

        @Test("A drag during the pager's own animated change takes over from where the content is")
        func dragDuringAProgrammaticChange() throws {
            let scene = SwipeScene(initialPage: 0)
            #expect(scene.pager.handle(.showPage(1), from: nil) == .applied)
            let during = scene.pager.scrollView.contentOffset
            StandIn.beginDrag(scene.pager.scrollView)
            #expect(scene.pager.scrollView.contentOffset == during, "no jump")
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: 1, toward: 2, 0.2))
            StandIn.runUntilIdle()
            #expect(scene.pager.scrollView.contentOffset == scene.offset(from: 1, toward: 2, 0.2), "still the finger's")
            releaseOntoPage1(scene)

            // The touch stops the pager's animation where it is and its change ends there; the drag
            // then begins its own. The headless pager begins no drag while its animation runs.
            let animator = scene.holdHeadlessAnimations()
            #expect(scene.headless.handle(.showPage(1), from: nil) == .applied)
            try scene.headlessDragAfterTheSettle(toward: 2, animator)
            scene.headlessDrag(through: [0.2], landing: false, animator)
            scene.expectSameOnBothHosts(startedFrom: "p1", other: "p2", final: ["viewDidAppear", "viewDidDisappear"])
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: 0, to: 1), .didShowPage(from: 0, to: 1), .willShowPage(from: 1, to: 2),
                    .cancelled(.showPage(2)),
                ])
        }

        @Test("A touch half-way through the pager's own scroll stops the content there and ends the change")
        func touchDuringTheScroll() throws {
            let scene = SwipeScene(initialPage: 0)
            #expect(scene.pager.handle(.showPage(2), from: nil) == .applied)
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            #expect(scene.pager.scrollView.contentOffset == scene.pageOffset(1), "half-way from page 0 to page 2")
            #expect(scene.pager.isTransitioning)
            StandIn.beginDrag(scene.pager.scrollView)
            #expect(scene.pager.scrollView.contentOffset == scene.pageOffset(1), "no jump")
            #expect(!scene.pager.isTransitioning, "the change ended at the touch")
            #expect(scene.log.announcements == [.willShowPage(from: 0, to: 2), .didShowPage(from: 0, to: 2)])
            StandIn.runUntilIdle()
            #expect(scene.pager.scrollView.contentOffset == scene.pageOffset(1), "the stopped scroll stays stopped")
            releaseOntoPage1(scene)
            #expect(StandIn.consoleMessages.isEmpty)
        }

        @Test("A swipe whose finger never lifts is cancelled when the pager leaves the window")
        func leavingTheWindowCancelsTheSwipe() throws {
            let scene = SwipeScene(initialPage: 0)
            StandIn.beginDrag(scene.pager.scrollView)
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: 0, toward: 1, 0.4))
            #expect(scene.pager.isChangingInteractively)
            scene.window?.rootViewController = nil
            StandIn.runUntilIdle()

            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(0.2)
            scene.headless.updateInteractiveChange(0.4)
            scene.headlessWindow.rootViewController = nil
            #expect(scene.appearance == scene.headlessAppearance)
            #expect(scene.log.announcements == scene.headlessLog.announcements)
            #expect(scene.log.announcements == [.willShowPage(from: 0, to: 1), .cancelled(.showPage(1))])
            #expect(finalAppearance(of: ["p0", "p1"], in: scene.events) == ["viewDidDisappear", "viewDidDisappear"])
            #expect(!scene.pager.isChangingInteractively && scene.pager.currentPage == 0)
            #expect(scene.pager.handle(.showPage(2), from: nil) == .applied, "no request waits for the swipe")
            #expect(StandIn.consoleMessages.isEmpty)
        }

        @Test("The order check fails when the page the change started from ends last (negative control)")
        func orderCheckCatchesSwappedEnds() {
            let right: [ContainmentEvent] = [
                .viewWillDisappear("p1", animated: true), .viewWillAppear("p0", animated: true),
                .viewDidDisappear("p1", animated: true), .viewDidAppear("p0", animated: true),
            ]
            #expect(endsStartingPageFirst(right, startedFrom: "p1", other: "p0"))
            let swapped = [right[0], right[1], right[3], right[2]]
            #expect(!endsStartingPageFirst(swapped, startedFrom: "p1", other: "p0"))
        }
    }
#endif
