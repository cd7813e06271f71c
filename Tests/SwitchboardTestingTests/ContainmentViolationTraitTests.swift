import Switchboard
import SwitchboardTesting
import Testing

@Suite("The .failsOnContainmentViolations trait")
struct ContainmentViolationTraitTests {
    // MARK: Positive side: these tests run under the real trait and must pass.

    @Test("correct containment passes", .failsOnContainmentViolations)
    @MainActor
    func correctContainmentPasses() {
        let container = HeadlessViewController(title: "container")
        let child = HeadlessViewController(title: "child")
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(container.children.map(\.debugName) == ["child"])
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("it composes with .checksLeaks", .checksLeaks, .failsOnContainmentViolations)
    @MainActor
    func composesWithChecksLeaks() {
        let container = trackForLeaks(HeadlessViewController(title: "container"))
        let child = trackForLeaks(HeadlessViewController(title: "child"))
        container.addChild(child)
        child.didMove(toParent: container)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(container.children.isEmpty)
    }

    @Suite("on a suite", .failsOnContainmentViolations)
    struct OnASuite {
        @Test("every test in the suite runs under the trait")
        @MainActor
        func everyTestIsCovered() async throws {
            let container = HeadlessViewController(title: "container")
            let issues = await capturedIssues("the trait reports a container added to itself") { @MainActor in
                container.addChild(container)
            }
            #expect(issues.count == 1)
        }
    }

    // MARK: Negative controls: the trait's scope run by hand, inside `withKnownIssue`.

    @Test("a refused call records one issue with the violation, at the test")
    @MainActor
    func reportsViolation() async throws {
        let trace = ContainmentTrace()
        let issues = try await issuesRecordedInScope(of: ContainmentViolationTrait()) { @MainActor in
            let container = HeadlessViewController(title: "container", trace: trace)
            container.addChild(container)
        }
        try #require(issues.count == 1)
        let violation = ContainmentViolation.childIsSelfOrAncestor(child: "container", container: "container")
        #expect(commentText(of: issues[0]) == "Containment violation: \(violation)")
        let test = try #require(Test.current)
        #expect(issues[0].sourceLocation == test.sourceLocation)
        // The trace still records it: the trait only changes where the report goes.
        #expect(trace.violations == [violation])
    }

    @Test("each violation is its own issue, in order, including in child tasks")
    @MainActor
    func reportsEveryViolation() async throws {
        let issues = try await issuesRecordedInScope(of: ContainmentViolationTrait()) { @MainActor in
            let container = HeadlessViewController(title: "container")
            let child = HeadlessViewController(title: "child")
            container.addChild(child)
            container.addChild(child)
            await Task { @MainActor in
                HeadlessViewController(title: "orphan").didMove(toParent: container)
            }.value
        }
        let comments = issues.map(commentText(of:))
        try #require(comments.count == 3)
        #expect(comments[0].contains("child is already a child of container"))
        #expect(comments[1].contains("orphan.didMove(toParent: container)"))
        #expect(comments[2].hasPrefix("Containment audit at the end of the test:"), "child never got didMove")
    }

    @Test("a child left without didMove(toParent:) fails the test at its end, even once released")
    @MainActor
    func auditsSkippedDidMove() async throws {
        let issues = try await issuesRecordedInScope(of: ContainmentViolationTrait()) { @MainActor in
            let container = HeadlessViewController(title: "container")
            let child = HeadlessViewController(title: "child")
            container.addChild(child)
            container.view.addSubview(child.view)  // the mistake: no child.didMove(toParent: container)
        }
        let comments = issues.map(commentText(of:))
        let finding = ContainmentViolation.missingDidMove(child: "child", container: "container")
        #expect(comments == ["Containment audit at the end of the test: \(finding)"])
    }

    @Test("a controller's view added without addChild fails the test at its end")
    @MainActor
    func auditsViewWithoutAddChild() async throws {
        let kept = KeptControllers()
        let issues = try await issuesRecordedInScope(of: ContainmentViolationTrait()) { @MainActor in
            let container = HeadlessViewController(title: "container")
            let stranger = HeadlessViewController(title: "stranger")
            container.view.addSubview(stranger.view)  // the mistake: no addChild
            kept.controllers = [container, stranger]  // alive at the end: audited then
        }
        let comments = issues.map(commentText(of:))
        let finding = ContainmentViolation.viewAddedWithoutAddChild(child: "stranger", container: "container")
        #expect(comments == ["Containment audit at the end of the test: \(finding)"])
        #expect(finding.uikitBehavior == .allowed)
    }

    @Test("a state the audit would flag mid-way but that is complete at the end passes", .failsOnContainmentViolations)
    @MainActor
    func completedSequencePasses() {
        let container = HeadlessViewController(title: "container")
        let child = HeadlessViewController(title: "child")
        container.addChild(child)
        container.view.addSubview(child.view)
        #expect(container.auditContainment() == [.missingDidMove(child: "child", container: "container")])
        child.didMove(toParent: container)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(container.auditContainment().isEmpty)
    }

    @Test("a test that throws still reports its violations, and the error is rethrown")
    @MainActor
    func reportsWhenTestThrows() async throws {
        struct Failure: Error {}
        let issues = try await issuesRecordedInScope(of: ContainmentViolationTrait()) { @MainActor in
            let container = HeadlessViewController(title: "container")
            container.addChild(container)
            throw Failure()
        }
        // capturedIssues turns the rethrown error into an issue of its own.
        #expect(issues.count == 2)
        #expect(issues.contains { commentText(of: $0).hasPrefix("Containment violation:") })
        #expect(issues.contains { $0.error is Failure })
    }
}

/// Keeps controllers alive past a trait's scope body.
@MainActor
final class KeptControllers: Sendable {
    var controllers: [HeadlessViewController] = []
}
