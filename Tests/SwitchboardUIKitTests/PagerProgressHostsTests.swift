#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Whether two progress sequences are the same steps: the same pages, the fractions equal up
    /// to rounding.
    func sameSteps(_ lhs: [PageScrollProgress], _ rhs: [PageScrollProgress]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy {
                $0.fromPage == $1.fromPage && $0.toPage == $1.toPage && abs($0.fraction - $1.fraction) < 1e-9
            }
    }

    /// The steps `fractions` from `from` toward `to`.
    private func steps(_ from: Int, _ to: Int, _ fractions: [Double]) -> [PageScrollProgress] {
        fractions.map { PageScrollProgress(fromPage: from, toPage: to, fraction: $0) }
    }

    /// Hears a pager's scroll steps and its page announcements through one registration.
    @MainActor
    private final class PagerWatcher: ContainerObserver {
        private(set) var heard: [String] = []

        func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
            switch announcement {
            case .willShowPage(let from, let to): heard.append("willShowPage \(from) → \(to)")
            case .didShowPage(let from, let to): heard.append("didShowPage \(from) → \(to)")
            default: break
            }
        }

        func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
            heard.append("scroll \(progress.position)")
        }
    }

    /// Hears announcements only, leaving the scroll to the protocol's default.
    @MainActor
    private final class AnnouncementsOnly: ContainerObserver {
        private(set) var heard: [String] = []

        func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
            heard.append("\(announcement)")
        }
    }

    @Suite("Pager progress: the same steps on the headless and the UIKit pager")
    @MainActor
    struct PagerProgressHostsTests {
        /// Both pagers of `scene` logged through `route`, from now on.
        private func listen(
            to scene: SwipeScene, by route: ProgressRoute
        ) -> (uikit: ProgressLog, headless: ProgressLog, bus: MessageBus) {
            let uikit = ProgressLog()
            let headless = ProgressLog()
            let bus = MessageBus(label: "progress")
            switch route {
            case .observer:
                scene.pager.observers.add(uikit)
                scene.headless.observers.add(headless)
            case .bus:
                scene.pager.bus = bus
                scene.headless.bus = bus
                bus.observe(PageScrollProgress.self, subject: scene.pager, by: uikit) { $0.record($1) }
                bus.observe(PageScrollProgress.self, subject: scene.headless, by: headless) { $0.record($1) }
            }
            return (uikit, headless, bus)
        }

        /// Checks that the headless pager reported `expected` and the UIKit pager the same, and that
        /// both rest on `page`.
        private func expectSame(
            _ uikit: ProgressLog, _ headless: ProgressLog, as expected: [PageScrollProgress], landingOn page: Int,
            in scene: SwipeScene
        ) {
            #expect(sameSteps(headless.steps, expected), "\(headless.steps)")
            #expect(sameSteps(uikit.steps, headless.steps), "UIKit \(uikit.steps), headless \(headless.steps)")
            #expect(scene.headless.currentPage == page && scene.pager.currentPage == page)
        }

        @Test(
            "A drag that lands on its neighbour reports each move of the finger, then its glide, on both hosts",
            arguments: ProgressRoute.allCases)
        func dragOntoTheNeighbour(route: ProgressRoute) throws {
            let scene = SwipeScene(initialPage: 0)
            let (uikit, headless, _) = listen(to: scene, by: route)
            StandIn.swipe(scene.pager.scrollView, toward: 1, releasedAt: 0.6, landingOn: 1)
            StandIn.runUntilIdle()

            let animator = scene.holdHeadlessAnimations()
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            #expect(headless.steps.isEmpty, "nothing has moved yet")
            scene.headless.updateInteractiveChange(0.3)
            scene.headless.updateInteractiveChange(0.6)
            scene.headless.finishInteractiveChange()
            #expect(sameSteps(headless.steps, steps(0, 1, [0.3, 0.6])), "the glide waits for the clock")
            animator.advance(by: 0.3 * 0.4 / 2)
            #expect(sameSteps(headless.steps, steps(0, 1, [0.3, 0.6, 0.8])), "\(headless.steps)")
            animator.finishAll()

            expectSame(uikit, headless, as: steps(0, 1, [0.3, 0.6, 0.8, 1]), landingOn: 1, in: scene)
        }

        @Test("A drag let go early glides back, still reported toward the neighbour it left for, on both hosts")
        func dragBack() throws {
            let scene = SwipeScene(initialPage: 1)
            let (uikit, headless, _) = listen(to: scene, by: .observer)
            StandIn.swipe(scene.pager.scrollView, toward: 0, releasedAt: 0.2, landingOn: 1)
            StandIn.runUntilIdle()

            #expect(try scene.headless.beginInteractiveScroll(to: 0))
            scene.headless.updateInteractiveChange(0.1)
            scene.headless.updateInteractiveChange(0.2)
            scene.headless.cancelInteractiveChange()

            expectSame(uikit, headless, as: steps(1, 0, [0.1, 0.2, 0.1, 0]), landingOn: 1, in: scene)
        }

        @Test("After a settled drag the next one starts from the new page, on the headless pager")
        func originMovesOnSettle() throws {
            let scene = SwipeScene(initialPage: 0)
            let (_, headless, _) = listen(to: scene, by: .observer)
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(0.5)
            scene.headless.finishInteractiveChange()
            let before = headless.steps.count
            #expect(try scene.headless.beginInteractiveScroll(to: 2))
            scene.headless.updateInteractiveChange(0.25)
            scene.headless.finishInteractiveChange()
            let second = Array(headless.steps.dropFirst(before))
            #expect(second.first == PageScrollProgress(fromPage: 1, toPage: 2, fraction: 0.25))
            #expect(second.last == PageScrollProgress(fromPage: 1, toPage: 2, fraction: 1))
        }

        @Test("A page change without animation reports its start and its end on both hosts")
        func changeWithoutAnimation() throws {
            let scene = SwipeScene(initialPage: 0, pageAnimation: .none)
            let (uikit, headless, _) = listen(to: scene, by: .observer)
            try scene.pager.showPage(2)
            StandIn.runUntilIdle()
            try scene.headless.showPage(2)
            #expect(headless.steps == steps(0, 2, [0, 1]))
            #expect(uikit.steps == headless.steps)
        }

        @Test("One observer hears a page change's steps and its announcements, in order, the same on both hosts")
        func oneObserverHearsStepsAndAnnouncements() throws {
            let scene = SwipeScene(initialPage: 0, pageAnimation: .none)
            let (uikit, headless) = (PagerWatcher(), PagerWatcher())
            scene.pager.observers.add(uikit)
            scene.headless.observers.add(headless)
            try scene.pager.showPage(2)
            StandIn.runUntilIdle()
            try scene.headless.showPage(2)
            #expect(headless.heard.filter { $0.hasPrefix("scroll") } == ["scroll 0.0", "scroll 2.0"])
            #expect(headless.heard.filter { !$0.hasPrefix("scroll") } == ["willShowPage 0 → 2", "didShowPage 0 → 2"])
            #expect(uikit.heard == headless.heard)
        }

        @Test("An observer that implements one method only is told nothing else (negative control)")
        func observerOfOneKindOnly() throws {
            let scene = SwipeScene(initialPage: 0, pageAnimation: .none)
            let announcements = AnnouncementsOnly()
            let progress = ProgressLog()
            scene.headless.observers.add(announcements)
            scene.headless.observers.add(progress)
            try scene.headless.showPage(1)
            #expect(announcements.heard == ["willShowPage(from: 0, to: 1)", "didShowPage(from: 0, to: 1)"])
            #expect(progress.steps == steps(0, 1, [0, 1]))
        }

        @Test("An animated page change on the headless pager reports its start, its half-way step, its end")
        func animatedChangeSteps() throws {
            let scene = SwipeScene(initialPage: 0)
            let (_, headless, _) = listen(to: scene, by: .observer)
            let animator = scene.holdHeadlessAnimations()
            try scene.headless.showPage(2)
            #expect(headless.steps == steps(0, 2, [0]))
            animator.advance(by: 0.15)
            #expect(headless.steps == steps(0, 2, [0, 0.5]))
            animator.advance(by: 0.15)
            #expect(headless.steps == steps(0, 2, [0, 0.5, 1]))
            #expect(headless.steps.map(\.position) == [0, 1, 2])
        }

        @Test(
            "The UIKit pager's own animated change scrolls step by step, the same steps as the headless pager's",
            arguments: ProgressRoute.allCases)
        func animatedChangeOnBothHosts(route: ProgressRoute) throws {
            let scene = SwipeScene(initialPage: 0)
            let (uikit, headless, _) = listen(to: scene, by: route)
            try scene.pager.showPage(2)
            #expect(sameSteps(uikit.steps, steps(0, 2, [0])), "the scroll has not moved yet: \(uikit.steps)")
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            #expect(sameSteps(uikit.steps, steps(0, 2, [0, 0.5])), "\(uikit.steps)")
            #expect(scene.pager.isTransitioning, "the change lasts as long as the scroll")
            #expect(!scene.events.contains(.viewDidAppear("p2", animated: true)))
            StandIn.runUntilIdle()
            #expect(!scene.pager.isTransitioning)
            #expect(finalAppearance(of: ["p0", "p2"], in: scene.events) == ["viewDidDisappear", "viewDidAppear"])
            #expect(scene.log.announcements == [.willShowPage(from: 0, to: 2), .didShowPage(from: 0, to: 2)])

            try scene.headless.showPage(2)
            expectSame(uikit, headless, as: steps(0, 2, [0, 0.5, 1]), landingOn: 2, in: scene)
        }

        @Test("Negative control: a UIKit change whose scroll lands at once reports only its ends, and the check fails")
        func changeLandingAtOnceFailsTheCheck() throws {
            let scene = SwipeScene(initialPage: 0)
            let (uikit, headless, _) = listen(to: scene, by: .observer)
            // With UIKit's animations off the animated scroll lands at once, without its end call.
            UIView.performWithoutAnimation { scene.pager.handle(.showPage(2), from: nil) }
            #expect(sameSteps(uikit.steps, steps(0, 2, [0, 1])), "\(uikit.steps)")
            #expect(!scene.pager.isTransitioning, "no end call, and still no change waits for one")
            StandIn.runUntilIdle()
            try scene.headless.showPage(2)
            #expect(!sameSteps(uikit.steps, headless.steps), "UIKit \(uikit.steps), headless \(headless.steps)")
            #expect(scene.pager.currentPage == 2 && scene.headless.currentPage == 2)
        }

        @Test("Negative control: the same-steps check fails for a change that reports only its ends")
        func endsOnlyFailTheCheck() throws {
            let scene = SwipeScene(initialPage: 0)
            let (_, headless, _) = listen(to: scene, by: .observer)
            try scene.headless.showPage(2)
            let endsOnly = steps(0, 2, [0, 1])
            #expect(!sameSteps(endsOnly, headless.steps), "\(headless.steps)")
            #expect(sameSteps(steps(0, 2, [0, 0.5, 1]), headless.steps))
        }

        @Test("A removed observer hears nothing; a pager nobody follows still tracks where it rests")
        func noListener() throws {
            let scene = SwipeScene(initialPage: 0)
            let log = ProgressLog()
            try scene.headless.showPage(1)
            scene.headless.observers.add(log)
            #expect(try scene.headless.beginInteractiveScroll(to: 2))
            scene.headless.updateInteractiveChange(0.5)
            #expect(log.steps == steps(1, 2, [0.5]), "the drag starts from the page the unheard change reached")
            #expect(scene.headless.observers.remove(log))
            scene.headless.finishInteractiveChange()
            #expect(log.steps.count == 1)
        }
    }
#endif
