import Foundation
import Switchboard
import Testing

/// The seeds' own containment mistakes, reproduced headlessly: each must be caught (negative
/// control), and the correct sequence next to it must pass (positive control).
@MainActor
@Suite("Seed mistakes are detected")
struct SeedMistakeTests {
    let trace = ContainmentTrace()

    @Test("Seed 002: removing a child without removeFromSuperview leaves its view behind, and the audit says so")
    func removalWithoutRemoveFromSuperview() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let first = HeadlessViewController(title: "first")
        try container.embed(first)

        first.willMove(toParent: nil)
        first.removeFromParent()  // the mistake: first.view.removeFromSuperview() never called

        #expect(container.auditContainment() == [.childViewLeftInHierarchy(child: "first", container: "container")])
        #expect(first.view.superview === container.view)
        #expect(first.appearanceState == .appeared, "its view never left the screen")
        #expect(window.rootViewController === container)
    }

    @Test("Seed 002 positive control: the full removal sequence leaves a clean audit")
    func removalWithRemoveFromSuperview() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let first = HeadlessViewController(title: "first")
        try container.embed(first)
        try container.unembed(first)
        #expect(container.auditContainment().isEmpty)
        #expect(first.viewIfLoaded?.superview == nil && first.appearanceState == .disappeared)
        #expect(window.subviews.count == 1)
    }

    @Test("Seed 002's swap order (willMove(nil) before addChild) through transition is clean")
    func seed002SwapOrder() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let first = HeadlessViewController(title: "first")
        let second = HeadlessViewController(title: "second")
        try container.embed(first)
        second.view.frame = container.view.bounds
        first.willMove(toParent: nil)
        container.addChild(second)
        let reported = collectingReports {
            container.transition(
                from: first, to: second, duration: 1, options: .transitionCrossDissolve, animations: nil
            ) {
                _ in
                first.removeFromParent()
                second.didMove(toParent: container)
            }
        }
        #expect(reported.isEmpty)
        #expect(container.auditContainment().isEmpty)
        #expect(container.view.subviews.map(\.debugName) == ["second"])
        #expect(second.view.frame == window.bounds)
    }

    @Test("Seed 004: switching from a missing current child is refused instead of crashing")
    func missingCurrentChild() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        _ = onScreen(container, trace: trace)
        let second = HeadlessViewController(title: "second")
        let current: HeadlessViewController? = nil  // the force-unwrapped `currentViewController!`
        let before = HierarchySnapshot([container, second])

        #expect(throws: ContainmentViolation.transitionFromMissingChild(container: "container", to: "second")) {
            try container.checkedTransition(from: current, to: second, duration: 0.5, animations: nil, completion: nil)
        }
        #expect(throws: ContainmentViolation.transitionFromMissingChild(container: "container", to: "second")) {
            try container.replace(current, with: second, duration: 0.5)
        }
        #expect(HierarchySnapshot([container, second]) == before)
        #expect(trace.violations.count == 2)
    }

    @Test("Seed 004: a non-child passed as the current child is refused")
    func nonChildCurrent() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        _ = onScreen(container, trace: trace)
        let stale = HeadlessViewController(title: "stale")
        let second = HeadlessViewController(title: "second")
        #expect(throws: ContainmentViolation.transitionParticipantNotChild(controller: "stale", container: "container"))
        {
            try container.replace(stale, with: second)
        }
        #expect(container.children.isEmpty && second.parent == nil)
    }

    @Test("Seed 004: the initial child that never gets didMove(toParent:) is found by the audit")
    func missingDidMove() {
        let container = HeadlessViewController(title: "container", trace: trace)
        let first = HeadlessViewController(title: "first")
        container.addChild(first)
        first.view.layoutRule = .pinnedToEdges()
        container.view.addSubview(first.view)
        #expect(container.auditContainment() == [.missingDidMove(child: "first", container: "container")])
        first.didMove(toParent: container)
        #expect(container.auditContainment().isEmpty)
    }

    @Test("Calling viewWillAppear directly is reported as untracked appearance; the machinery is not")
    func directViewWillAppear() throws {
        let container = HeadlessViewController(title: "container", trace: trace)
        let window = onScreen(container, trace: trace)
        let child = ProbeViewController(title: "child")
        let viaMachinery = collectingReports {
            do { try container.embed(child) } catch { Issue.record(error) }
        }
        #expect(viaMachinery.isEmpty)
        trace.removeAll()

        let direct = collectingReports { child.viewWillAppear(true) }

        let expected = ContainmentViolation.appearanceCallbackCalledDirectly(
            controller: "child", callback: .viewWillAppear)
        #expect(direct == [expected])
        #expect(trace.events == [.violation(expected)])
        #expect(child.appearanceState == .appeared, "a direct call does not move the appearance state")
        #expect(child.view.window === window)
    }
}
