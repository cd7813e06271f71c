import Switchboard
import Testing

/// Requests that arrive while a container forwarding appearance by hand (a pager, a slide
/// container) is itself appearing or disappearing: whatever the container shows when its own
/// transition ends has appeared, everything else has disappeared, with UIKit's callback order.
@MainActor
@Suite("Containers: requests during the container's own appearance transition")
struct ContainerAppearanceTests {
    nonisolated static let animations: [ContainerAnimation] = [.none, .slide(duration: 0.3)]

    @Test(
        "A request sent while the container appears leaves exactly what it then shows appeared",
        arguments: MidAppearanceRequest.allCases, animations)
    func requestWhileAppearing(_ request: MidAppearanceRequest, animation: ContainerAnimation) throws {
        let trace = ContainmentTrace()
        let animator = ManualAnimator()
        let hook = AppearanceHook()
        let scene = try request.scene(animation: animation, hook: hook, trace: trace)
        let window = HeadlessWindow(trace: trace, animator: animator)
        var thrown: (any Error)?
        hook.arm {
            do { try scene.request() } catch { thrown = error }
        }

        window.rootViewController = scene.container
        scene.settle(animator)

        #expect(hook.fired == 1, "the request was sent from inside the container's appearance")
        #expect(thrown == nil)
        #expect(scene.container.appearanceState == .appeared)
        #expect(
            scene.appearanceIssues(shown: request.shownAfter).isEmpty,
            "\(scene.appearanceIssues(shown: request.shownAfter))")
        for name in request.removed {
            #expect(scene.container.children.allSatisfy { $0.debugName != name }, "\(name) left the container")
        }
        #expect(appearanceTraceIssues(trace).isEmpty, "\(appearanceTraceIssues(trace))")
        let containerDid = try #require(
            trace.events.firstIndex(of: .viewDidAppear(scene.container.debugName, animated: false)))
        for name in request.shownAfter {
            let childDid = try #require(
                trace.events.lastIndex {
                    $0 == .viewDidAppear(name, animated: false) || $0 == .viewDidAppear(name, animated: true)
                })
            #expect(childDid > containerDid, "\(name) appeared before its container did")
        }
    }

    @Test(
        "A request sent while the container disappears leaves every child disappeared; the new state appears on return",
        arguments: MidAppearanceRequest.allCases, animations)
    func requestWhileDisappearing(_ request: MidAppearanceRequest, animation: ContainerAnimation) throws {
        let trace = ContainmentTrace()
        let animator = ManualAnimator()
        let hook = AppearanceHook()
        let scene = try request.scene(animation: animation, hook: hook, trace: trace)
        let window = HeadlessWindow(trace: trace, animator: animator)
        window.rootViewController = scene.container
        scene.settle(animator)
        let mark = trace.events.count
        var thrown: (any Error)?
        hook.arm {
            do { try scene.request() } catch { thrown = error }
        }

        window.rootViewController = nil
        scene.settle(animator)

        #expect(hook.fired == 1, "the request was sent from inside the container's disappearance")
        #expect(thrown == nil)
        #expect(scene.appearanceIssues(shown: []).isEmpty, "\(scene.appearanceIssues(shown: []))")
        #expect(appearanceTraceIssues(trace, from: mark).isEmpty, "\(appearanceTraceIssues(trace, from: mark))")

        let back = trace.events.count
        window.rootViewController = scene.container
        scene.settle(animator)

        #expect(
            scene.appearanceIssues(shown: request.shownAfter).isEmpty,
            "\(scene.appearanceIssues(shown: request.shownAfter))")
        #expect(appearanceTraceIssues(trace, from: back).isEmpty, "\(appearanceTraceIssues(trace, from: back))")
    }

    @Test(
        "Under the afterDidMove ordering, a request between adding the container's view and didMove shows the new state",
        arguments: MidAppearanceRequest.allCases)
    func requestBeforeDeferredDidAppear(_ request: MidAppearanceRequest) throws {
        let trace = ContainmentTrace()
        let ordering = AppearanceOrdering(layoutBeforeViewDidAppear: true, childDidAppearBeforeDidMove: false)
        let window = HeadlessWindow(trace: trace, appearanceOrdering: ordering)
        let root = HeadlessViewController(title: "root", trace: trace)
        window.rootViewController = root
        let scene = try request.scene(animation: .none, hook: AppearanceHook(), trace: trace)

        root.addChild(scene.container)
        root.view.addSubview(scene.container.view)
        try scene.request()
        scene.container.didMove(toParent: root)

        #expect(scene.container.appearanceState == .appeared)
        #expect(
            scene.appearanceIssues(shown: request.shownAfter).isEmpty,
            "\(scene.appearanceIssues(shown: request.shownAfter))")
        #expect(appearanceTraceIssues(trace).isEmpty, "\(appearanceTraceIssues(trace))")
    }

    @Test("The appearance check catches a child left appeared that the container no longer shows (negative control)")
    func checkCatchesStaleAppearance() throws {
        let trace = ContainmentTrace()
        let scene = try MidAppearanceRequest.pageScroll.scene(animation: .none, hook: AppearanceHook(), trace: trace)
        let window = HeadlessWindow(trace: trace)
        window.rootViewController = scene.container

        // Red, on screen, has appeared; expecting the scrolled state instead must be reported.
        #expect(scene.appearanceIssues(shown: MidAppearanceRequest.pageScroll.shownAfter).count == 2)
    }

    @Test("The trace check catches a did without its will and a second will in one direction (negative control)")
    func traceCheckCatchesImbalance() {
        let trace = ContainmentTrace()
        trace.record(.viewDidAppear("red", animated: false))
        #expect(!appearanceTraceIssues(trace).isEmpty)

        let twice = ContainmentTrace()
        for event: ContainmentEvent in [
            .viewWillAppear("red", animated: false), .viewIsAppearing("red", animated: false),
            .viewDidAppear("red", animated: false), .viewWillDisappear("red", animated: false),
            .viewDidDisappear("red", animated: false), .viewWillAppear("red", animated: false),
            .viewIsAppearing("red", animated: false), .viewDidAppear("red", animated: false),
        ] {
            twice.record(event)
        }
        #expect(appearanceTraceIssues(twice) == ["red began 2 appearances and 1 disappearances"])
    }

    @Test("The trace check reports only what follows the mark, from the state the events before it left")
    func traceCheckHonoursTheMark() {
        let trace = ContainmentTrace()
        trace.record(.viewDidDisappear("red", animated: false))  // broken, but before the mark
        trace.record(.viewWillAppear("green", animated: false))
        trace.record(.viewIsAppearing("green", animated: false))
        let mark = trace.events.count
        trace.record(.viewDidAppear("green", animated: false))
        #expect(appearanceTraceIssues(trace, from: mark).isEmpty, "\(appearanceTraceIssues(trace, from: mark))")

        trace.record(.viewDidAppear("green", animated: false))  // broken, after the mark
        #expect(appearanceTraceIssues(trace, from: mark).count == 1)
        #expect(appearanceTraceIssues(trace).count == 2, "without a mark both are reported")
    }

    @Test(
        "The trace check for a host that records no viewIsAppearing assumes it, yet catches a broken order (negative control)"
    )
    func traceCheckWithoutIsAppearingCatchesImbalance() {
        let balanced = ContainmentTrace()
        balanced.record(.viewWillAppear("red", animated: false))
        let mark = balanced.events.count
        balanced.record(.viewDidAppear("red", animated: false))
        #expect(appearanceTraceIssues(balanced, recordsIsAppearing: false).isEmpty)
        #expect(appearanceTraceIssues(balanced, from: mark, recordsIsAppearing: false).isEmpty)
        #expect(!appearanceTraceIssues(balanced).isEmpty, "with viewIsAppearing expected, its absence is caught")

        let stale = ContainmentTrace()
        stale.record(.viewWillAppear("red", animated: false))
        stale.record(.viewDidAppear("red", animated: false))
        stale.record(.viewWillDisappear("red", animated: false))
        #expect(appearanceTraceIssues(stale, recordsIsAppearing: false) == ["mid-appearance: [\"red\"]"])

        let twice = ContainmentTrace()
        twice.record(.viewDidAppear("red", animated: false))
        #expect(!appearanceTraceIssues(twice, recordsIsAppearing: false).isEmpty, "a did without its will")
    }
}
