import Switchboard
import SwitchboardTesting
import Testing

/// Runs `body` in the scope `trait` provides for the current test, as Swift Testing would, and
/// returns the issues recorded while it ran (including the trait's own, after the body).
func issuesRecordedInScope(
    of trait: some TestScoping, isolation: isolated (any Actor)? = #isolation,
    _ body: @escaping @Sendable () async throws -> Void
) async throws -> [Issue] {
    let test = try #require(Test.current)
    let testCase = Test.Case.current
    return await capturedIssues("\(type(of: trait)) records the failure this scope provokes") {
        try await trait.provideScope(for: test, testCase: testCase, performing: body)
    }
}

/// What `issue` says: its error (a lifetime issue's headline), then its comments, one per line.
func commentText(of issue: Issue) -> String {
    ((issue.error.map { ["\($0)"] } ?? []) + issue.comments.map(\.rawValue)).joined(separator: "\n")
}

/// Runs `body` under `.checksLeaks` with a registry that outlives the scope, requires exactly one
/// issue, and returns it with the line `body` stored in its second argument: the tracking call's.
@MainActor
func onlyLeakIssue(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @MainActor @Sendable (LongLivedRegistry, Locked<Int>) -> Void
) async throws -> (issue: Issue, trackedLine: Int) {
    let registry = LongLivedRegistry()
    let trackedLine = Locked(0)
    let issues = try await issuesRecordedInScope(of: LeakCheckingTrait.checksLeaks) { @MainActor in
        body(registry, trackedLine)
    }
    registry.releaseEverything()
    try #require(issues.count == 1, "issues: \(issues.map(commentText(of:)))", sourceLocation: sourceLocation)
    return (issues[0], trackedLine.withLock { $0 })
}
