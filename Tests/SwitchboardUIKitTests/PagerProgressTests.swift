#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Records a pager's scroll progress, from its observer list or from a bus.
    @MainActor
    final class ProgressLog: ContainerObserver, Sendable {
        private(set) var steps: [PageScrollProgress] = []

        nonisolated init() {}

        func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
            steps.append(progress)
        }

        func record(_ progress: PageScrollProgress) {
            steps.append(progress)
        }
    }

    /// How a progress log hears the pager.
    enum ProgressRoute: String, CaseIterable, Sendable {
        case observer, bus
    }

    @Suite("Pager progress for indicators")
    @MainActor
    struct PagerProgressTests {
        /// A pager of three pages on screen, its progress logged through `route`, the log emptied of
        /// what the first layout reported.
        private func scene(
            _ route: ProgressRoute, initialPage: Int = 0
        ) throws -> (ButtonPager, ProgressLog, MessageBus) {
            StandIn.reset()
            let scene = ButtonPager(initialPage: initialPage)
            let log = ProgressLog()
            let bus = MessageBus(label: "progress")
            switch route {
            case .observer: scene.pager.observers.add(log)
            case .bus:
                scene.pager.bus = bus
                bus.observe(PageScrollProgress.self, subject: scene.pager, by: log) { log, progress in
                    log.record(progress)
                }
            }
            scene.window.layoutIfNeeded()
            return (scene, log, bus)
        }

        @Test(
            "A swipe reports every step from the page it left toward its neighbour", arguments: ProgressRoute.allCases)
        func swipeSteps(route: ProgressRoute) throws {
            let (scene, log, _) = try scene(route)
            let before = log.steps.count
            StandIn.swipe(scene.pager.scrollView, toward: 1, releasedAt: 0.6, landingOn: 1)
            StandIn.runUntilIdle()
            let steps = Array(log.steps.dropFirst(before))
            #expect(steps.map(\.fromPage) == [0, 0, 0, 0])
            #expect(steps.map(\.toPage) == [1, 1, 1, 1])
            #expect(steps.map(\.fraction) == [0.3, 0.6, 0.8, 1])
            #expect(scene.pager.currentPage == 1)
        }

        @Test("A swipe let go early heads back, still reported toward the neighbour it left for")
        func swipeBack() throws {
            let (scene, log, _) = try scene(.observer, initialPage: 1)
            let before = log.steps.count
            StandIn.swipe(scene.pager.scrollView, toward: 0, releasedAt: 0.2, landingOn: 1)
            StandIn.runUntilIdle()
            let steps = Array(log.steps.dropFirst(before))
            #expect(steps.allSatisfy { $0.fromPage == 1 && $0.toPage == 0 }, "\(steps)")
            let fractions = steps.map(\.fraction)
            #expect(fractions.count == 4)
            #expect(zip(fractions, [0.1, 0.2, 0.1, 0]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(fractions)")
            #expect(scene.pager.currentPage == 1)
        }

        @Test("After a settled swipe the next one starts from the new page")
        func originMovesOnSettle() throws {
            let (scene, log, _) = try scene(.observer)
            StandIn.swipe(scene.pager.scrollView, toward: 1, landingOn: 1)
            StandIn.runUntilIdle()
            let before = log.steps.count
            StandIn.swipe(scene.pager.scrollView, toward: 2, releasedAt: 0.5, landingOn: 2)
            StandIn.runUntilIdle()
            let steps = Array(log.steps.dropFirst(before))
            #expect(steps.first == PageScrollProgress(fromPage: 1, toPage: 2, fraction: 0.25))
            #expect(steps.last == PageScrollProgress(fromPage: 1, toPage: 2, fraction: 1))
        }

        @Test(
            "A page change the pager makes reports its start, each scroll step when animated, and its end",
            arguments: [ContainerAnimation.slide(), .none])
        func programmaticChange(animation: ContainerAnimation) throws {
            StandIn.reset()
            let scene = ButtonPager(pageAnimation: animation)
            let log = ProgressLog()
            scene.pager.observers.add(log)
            scene.window.layoutIfNeeded()
            let before = log.steps.count
            try scene.pager.showPage(2)
            StandIn.runUntilIdle()
            let steps = Array(log.steps.dropFirst(before))
            let fractions: [Double] = animation.duration > 0 ? [0, 0.5, 1] : [0, 1]
            #expect(steps == fractions.map { PageScrollProgress(fromPage: 0, toPage: 2, fraction: $0) })
            #expect(steps.map(\.position) == fractions.map { $0 * 2 })
        }

        @Test("An animated scroll someone else makes reports its steps on the clock")
        func externalAnimatedScroll() throws {
            let (scene, log, _) = try scene(.observer)
            let before = log.steps.count
            scene.pager.scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
            StandIn.runUntilIdle()
            let steps = Array(log.steps.dropFirst(before))
            #expect(steps.map(\.fraction) == [0.5, 1])
            #expect(steps.allSatisfy { $0.fromPage == 0 && $0.toPage == 1 })
        }

        @Test("A layout pass that leaves the offset reports nothing; nobody listening costs no report")
        func noNews() throws {
            let (scene, log, _) = try scene(.observer, initialPage: 1)
            let before = log.steps.count
            scene.pager.view.setNeedsLayout()
            scene.window.layoutIfNeeded()
            #expect(log.steps.count == before)
            #expect(scene.pager.observers.remove(log))
            StandIn.swipe(scene.pager.scrollView, toward: 2, landingOn: 2)
            StandIn.runUntilIdle()
            #expect(log.steps.count == before, "a removed observer hears nothing")
        }
    }
#endif
