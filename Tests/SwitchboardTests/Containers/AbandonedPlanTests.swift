import Switchboard
import Testing

/// Ways code outside a swap container can break its hierarchy so that its next transition, from
/// the shown child "first" to "second", is refused.
enum HierarchySabotage: String, CaseIterable, CustomTestStringConvertible {
    case shownViewRemoved
    case shownChildLeftParent
    case incomingShownElsewhere
    case incomingAddedByHand

    var testDescription: String { rawValue }

    /// Breaks the hierarchy of `container`; returns any controller the caller must keep alive.
    @MainActor
    func perform(
        container: HeadlessViewController, shown: HeadlessViewController, incoming: HeadlessViewController
    ) throws -> HeadlessViewController? {
        switch self {
        case .shownViewRemoved:
            shown.view.removeFromSuperview()
        case .shownChildLeftParent:
            shown.willMove(toParent: nil)
            shown.view.removeFromSuperview()
            shown.removeFromParent()
        case .incomingShownElsewhere:
            let elsewhere = HeadlessViewController(title: "elsewhere")
            try elsewhere.embed(incoming)
            return elsewhere
        case .incomingAddedByHand:
            container.addChild(incoming)
        }
        return nil
    }

    /// What the container's transition from "first" to "second" is refused with.
    var expected: ContainmentViolation {
        switch self {
        case .shownViewRemoved: .transitionFromViewNotInHierarchy(controller: "first")
        case .shownChildLeftParent: .transitionParticipantNotChild(controller: "first", container: "container")
        case .incomingShownElsewhere: .transitionToViewAlreadyInHierarchy(controller: "second")
        case .incomingAddedByHand: .childAlreadyAdded(child: "second", container: "container")
        }
    }
}

@MainActor
@Suite("Containers: a plan the hierarchy refuses is abandoned, never half-applied")
struct AbandonedPlanTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()

    /// A ``SwapScene`` broken by `sabotage`, then asked to swap. Checks what every refused swap
    /// keeps — started, refused with the sabotage's violation, the shown child kept, nothing in
    /// flight, the abandonment recorded, counted, and announced when heard — and returns the scene,
    /// the controller the sabotage needs alive, and the trace events of the refusal.
    private func sabotagedSwap(
        _ sabotage: HierarchySabotage, heard: Bool, trace: ContainmentTrace
    ) throws -> (scene: SwapScene, accomplice: HeadlessViewController?, events: [ContainmentEvent]) {
        let scene = SwapScene(trace: trace, animator: animator, heard: heard)
        let container = scene.container
        let accomplice = try sabotage.perform(container: container, shown: scene.first, incoming: scene.second)
        let mark = trace.events.count

        let (outcome, violations) = recordingViolations { container.swapNext() }

        #expect(outcome == .applied)
        #expect(violations == [sabotage.expected])
        #expect(container.current == "first")
        #expect(!container.isTransitioning)
        #expect(scene.log.announcements == (heard ? [.abandoned(.swapNext, sabotage.expected)] : []))
        #expect(container.lastAbandonment?.sent == SentRequest(.swapNext, from: nil))
        #expect(container.lastAbandonment?.violation == sabotage.expected)
        let tally = container.requestTally
        #expect((tally.received, tally.started, tally.abandoned) == (1, 0, 1))
        return (scene, accomplice, Array(trace.events[mark...]))
    }

    @Test(
        "A refused swap keeps the shown child, announces no will/did, and records a typed abandonment",
        arguments: HierarchySabotage.allCases)
    func refusedSwap(sabotage: HierarchySabotage) throws {
        let refused = try sabotagedSwap(sabotage, heard: true, trace: trace)
        defer { withExtendedLifetime(refused) {} }
        let container = refused.scene.container
        #expect(container.pendingRequests.isEmpty)
        #expect(container.lastRejection == nil)
        #expect(container.requestTally.received == container.requestTally.settled)
        #expect(refused.events == [.violation(sabotage.expected)], "no containment call was made")
        animator.finishAll()
        #expect(refused.scene.log.announcements.count == 1, "nothing completes later either")
    }

    @Test(
        "Heard or unheard, a refused swap ends the same way: same refusal, trace, tally and abandonment",
        arguments: HierarchySabotage.allCases)
    func refusedSwapHeardOrNot(sabotage: HierarchySabotage) throws {
        // Without an observer or a bus the executor skips its look-ahead before the (unheard)
        // will-announcement; the transition's own check must then refuse it identically.
        var outcomes: [[ContainmentEvent]] = []
        for heard in [true, false] {
            let refused = try sabotagedSwap(sabotage, heard: heard, trace: ContainmentTrace())
            defer { withExtendedLifetime(refused) {} }
            #expect(refused.scene.container.observers.isEmpty == !heard)
            outcomes.append(refused.events)
        }
        #expect(outcomes[0] == [.violation(sabotage.expected)])
        #expect(outcomes[1] == outcomes[0], "the unheard plan left the same trace")
    }

    @Test("Requests queued behind an abandoned plan are planned from the state the container really has")
    func queueContinuesFromCommittedState() throws {
        let third = ProbeViewController(title: "third")
        let container = HeadlessSwapContainerViewController(
            [
                .instance("first", ProbeViewController(title: "first")),
                .instance("second", ProbeViewController(title: "second")), .instance("third", third),
            ],
            animation: .crossDissolve(duration: 1.0), title: "container", trace: trace)
        let log = AnnouncementLog()
        container.observers.add(log)
        let window = onScreen(container, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        let elsewhere = HeadlessViewController(title: "elsewhere")
        let (outcomes, violations) = try recordingViolations {
            let outcomes = [container.swapNext(), try container.swap(to: "third"), try container.swap(to: "first")]
            try elsewhere.embed(third)  // while first → second animates, "third" goes on screen elsewhere
            animator.advance(by: 1.0)  // first → second ends; swap(to: third) is refused; swap(to: first) starts
            animator.finishAll()
            return outcomes
        }
        let refusal = ContainmentViolation.transitionToViewAlreadyInHierarchy(controller: "third")
        #expect(outcomes == [.applied, .queued(position: 0), .queued(position: 1)])
        #expect(violations == [refusal])
        #expect(container.current == "first")
        #expect(container.children.map(\.debugName) == ["first"])
        #expect(container.auditContainment().isEmpty)
        #expect(
            log.announcements == [
                .willSwap(from: "first", to: "second"), .didSwap(from: "first", to: "second"),
                .abandoned(.swap(to: "third"), refusal),
                .willSwap(from: "second", to: "first"), .didSwap(from: "second", to: "first"),
            ])
        let tally = container.requestTally
        #expect((tally.received, tally.started, tally.abandoned, tally.everQueued) == (3, 2, 1, 2))
        #expect(tally.received == tally.settled)
    }

    @Test("A refused in-place swap on a page is abandoned; the page keeps its child")
    func refusedPagingSwap() throws {
        let green = ProbeViewController(title: "green")
        let container = HeadlessPagingContainerViewController(
            pages: [
                [.instance("red", ProbeViewController(title: "red"))],
                [.instance("green", green), .instance("blue", ProbeViewController(title: "blue"))],
            ],
            initialPage: 1, title: "container", trace: trace)
        let log = AnnouncementLog()
        container.observers.add(log)
        let window = onScreen(container, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        green.view.removeFromSuperview()
        let mark = trace.events.count
        let refusal = ContainmentViolation.transitionFromViewNotInHierarchy(controller: "green")

        let (outcome, violations) = try recordingViolations { try container.submit(.swapNext, from: "green") }

        #expect(outcome == .applied)
        #expect(violations == [refusal])
        #expect(container.machine.shownChildren == ["red", "green"])
        #expect(container.currentPage == 1)
        #expect(log.announcements == [.abandoned(.swapNext, refusal)])
        #expect(container.lastAbandonment?.sent == SentRequest(.swapNext, from: "green"))
        #expect(container.lastAbandonment?.violation == refusal)
        #expect(Array(trace.events[mark...]) == [.violation(refusal)])
    }

    @Test("A controller built only for an abandoned plan is let go; the next attempt builds a fresh one")
    func factoryBuiltChildIsReleased() throws {
        let factory = ChildFactory()
        let elsewhere = HeadlessViewController(title: "elsewhere")
        factory.makeController = { [unowned factory] name in
            let controller = ProbeViewController(title: name)
            // A broken factory: its first "second" is already on screen elsewhere.
            if name == "second", factory.buildCount["second", default: 0] == 0 { try? elsewhere.embed(controller) }
            return controller
        }
        let container = HeadlessSwapContainerViewController(
            [factory.child("first"), factory.child("second")], retention: .releaseWhenHidden, title: "container",
            trace: trace)
        let window = onScreen(container, trace: trace)
        defer { withExtendedLifetime(window) {} }

        let (_, violations) = recordingViolations { container.swapNext() }
        #expect(violations == [.transitionToViewAlreadyInHierarchy(controller: "second")])
        #expect(container.controller(for: "second") == nil)
        #expect(container.current == "first")

        let (outcome, retried) = recordingViolations { container.swapNext() }
        #expect(outcome == .applied)
        #expect(retried.isEmpty)
        #expect(container.current == "second")
        #expect(factory.buildCount["second"] == 2)
        #expect(container.controller(for: "second")?.parent === container)
        #expect(container.auditContainment().isEmpty)
    }

    @Test("ContainerScheduler.endTransition(.abandoned) returns to the state before the plan, then applies the queue")
    func schedulerAbandon() throws {
        var scheduler = ContainerScheduler(SwapContainer(alternates: ["a", "b", "c"]))
        #expect(scheduler.receive(.swap(to: "b")).effects.isEmpty == false)
        #expect(scheduler.receive(.swap(to: "c")) == .queued(position: 0))
        #expect(scheduler.inFlight == SentRequest(.swap(to: "b"), from: nil))
        #expect(scheduler.machine.current == "b")

        let dequeued = scheduler.endTransition(.abandoned)

        #expect(dequeued.map(\.pending) == [SentRequest(.swap(to: "c"), from: nil)])
        let transitions = try #require(dequeued.first).step.effects.filter { effect in
            if case .transition = effect { true } else { false }
        }
        #expect(transitions == [.transition(from: "a", to: "c", layout: .pinnedToEdges(), animation: .none)])
        #expect(scheduler.inFlight == SentRequest(.swap(to: "c"), from: nil))
        let tally = scheduler.tally
        #expect((tally.received, tally.started, tally.abandoned, tally.everQueued) == (2, 1, 1, 1))
        scheduler.endTransition()
        #expect(scheduler.endTransition(.abandoned).isEmpty, "nothing to abandon while idle")
        #expect(scheduler.machine.current == "c")
        #expect(scheduler.tally.abandoned == 1)
    }
}

@MainActor
@Suite("Containers: preflight checks agree with the containment calls they predict")
struct ContainmentPreflightTests {
    @Test("replacementViolation(_:with:) predicts replace(_:with:)", arguments: ReplacementCase.allCases)
    func replacement(_ scenario: ReplacementCase) throws {
        let stage = try ReplacementStage(scenario)
        let (host, old, new) = (stage.host, stage.old, stage.new)
        let predicted = host.replacementViolation(old, with: new)
        var actual: ContainmentViolation?
        do {
            try host.replace(old, with: new)
        } catch {
            actual = error
        }
        #expect(predicted == actual)
        #expect((predicted == nil) == (scenario == .valid))
        if scenario == .forwardsByHand {
            #expect(predicted == .transitionWithManualAppearanceForwarding(container: "host"))
            #expect(host.replacementViolation(old, with: new, byHand: true) == nil, "a swap by hand is fine")
        }
        stage.finish()
    }

    @Test("embeddingViolation predicts the hierarchy-consistency refusal of embed (UIKit raises)")
    func embedChecksConsistency() throws {
        let host = HeadlessViewController(title: "host")
        let elsewhere = HeadlessViewController(title: "elsewhere")
        let loose = HeadlessViewController(title: "loose")
        elsewhere.view.addSubview(loose.view)
        let predicted = host.embeddingViolation(loose)
        var actual: ContainmentViolation?
        do { try host.embed(loose) } catch { actual = error }
        #expect(predicted == actual)
        #expect(predicted?.uikitBehavior == .raises)
    }

    @Test("The tally says how many requests wait now, and keeps how many were ever queued")
    func tallyWaitingAndEverQueued() throws {
        let animator = ManualAnimator()
        let scene = SwapScene(trace: ContainmentTrace(), animator: animator)
        let container = scene.container
        container.swapNext()  // applied: the swap animates
        container.swapNext()  // queued behind it
        #expect(container.requestTally.waiting == 1)
        #expect(container.requestTally.everQueued == 1)
        animator.advance(by: 1.0)
        animator.advance(by: 1.0)
        #expect(container.requestTally.waiting == 0, "it ran")
        #expect(container.requestTally.everQueued == 1, "and is still counted as once queued")
        #expect(container.requestTally.received == container.requestTally.settled)
        withExtendedLifetime(scene) {}
    }

    @Test("embeddingViolation and removalViolation predict embed and unembed", arguments: [false, true])
    func embedAndUnembed(sabotaged: Bool) throws {
        let animator = ManualAnimator()
        let host = HeadlessViewController(title: "host")
        let window = HeadlessWindow(animator: animator)
        window.rootViewController = host
        defer { withExtendedLifetime(window) {} }
        let child = HeadlessViewController(title: "child")
        let stranger = HeadlessViewController(title: "stranger")
        if sabotaged { host.addChild(child) }  // embedding it again is refused; so is removing a stranger
        let predictedEmbed = host.embeddingViolation(child)
        var actualEmbed: ContainmentViolation?
        do { try host.embed(child) } catch { actualEmbed = error }
        #expect(predictedEmbed == actualEmbed)
        #expect((predictedEmbed == nil) == !sabotaged)

        let target = sabotaged ? stranger : child
        let predictedRemoval = host.removalViolation(target)
        var actualRemoval: ContainmentViolation?
        do { try host.unembed(target) } catch { actualRemoval = error }
        #expect(predictedRemoval == actualRemoval)
        #expect((predictedRemoval == nil) == !sabotaged)
    }
}
