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

    @Test("A refused swap keeps the shown child, announces no will/did, and records a typed abandonment",
        arguments: HierarchySabotage.allCases)
    func refusedSwap(sabotage: HierarchySabotage) throws {
        let first = ProbeViewController(title: "first")
        let second = ProbeViewController(title: "second")
        let container = try SwapContainerViewController(
            [.instance("first", first), .instance("second", second)],
            animation: .crossDissolve(duration: 1.0), title: "container", trace: trace)
        let log = AnnouncementLog()
        container.observers.add(log)
        let window = onScreen(container, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        let accomplice = try sabotage.perform(container: container, shown: first, incoming: second)
        defer { withExtendedLifetime(accomplice) {} }
        let mark = trace.events.count

        let (outcome, violations) = recordingViolations { container.swapNext() }

        #expect(outcome == .started)
        #expect(violations == [sabotage.expected])
        #expect(container.current == "first")
        #expect(!container.isTransitioning)
        #expect(container.pendingRequests.isEmpty)
        #expect(log.announcements == [.abandoned(.swapNext, sabotage.expected)])
        #expect(container.lastAbandonment == AbandonedRequest(PendingRequest(.swapNext, from: nil), violation: sabotage.expected))
        #expect(container.lastRejection == nil)
        let tally = container.requestTally
        #expect((tally.received, tally.started, tally.abandoned) == (1, 0, 1))
        #expect(tally.received == tally.settled)
        #expect(Array(trace.events[mark...]) == [.violation(sabotage.expected)], "no containment call was made")
        animator.finishAll()
        #expect(log.announcements.count == 1, "nothing completes later either")
    }

    @Test("Requests queued behind an abandoned plan are planned from the state the container really has")
    func queueContinuesFromCommittedState() throws {
        let third = ProbeViewController(title: "third")
        let container = try SwapContainerViewController(
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
        #expect(outcomes == [.started, .queued(position: 0), .queued(position: 1)])
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
        #expect((tally.received, tally.started, tally.abandoned, tally.queued) == (3, 2, 1, 2))
        #expect(tally.received == tally.settled)
    }
}
