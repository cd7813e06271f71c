internal import Switchboard
public import Testing

/// A Swift Testing trait that fails the test once for every containment misuse the headless
/// host refuses while the test runs, and once for every problem the containment audit finds
/// when it ends.
///
/// The UIKit-spelled methods of `HeadlessViewController` keep UIKit's non-throwing signatures:
/// a refused call is only reported to `ContainmentViolationReporter.current`, which prints to
/// standard error by default, so a test would pass over it. Under this trait the reporter
/// records an issue instead, at the test's declaration, with the violation's description:
///
/// ```swift
/// @Test("a swap keeps the hierarchy consistent", .failsOnContainmentViolations)
/// @MainActor
/// func swapKeepsTheHierarchyConsistent() throws {
///     let window = HeadlessWindow()
///     let container = try HeadlessSwapContainerViewController([
///         .factory("first") { HeadlessViewController(title: "first") },
///         .factory("second") { HeadlessViewController(title: "second") },
///     ])
///     window.rootViewController = container
///     container.swapNext()
///     #expect(container.controller(for: "second")?.parent === container)
/// }
/// ```
///
/// Had the container skipped a step of the contract, or had the test called
/// `container.addChild(container)`, the test would fail with the refused call's description.
///
/// When the test ends, the trait also audits every `HeadlessViewController` created during it
/// (`auditContainment()`), including those already released: a child that never got
/// `didMove(toParent:)`, or a controller's view added without `addChild(_:)`, fails the test
/// without an explicit audit. Nothing is kept alive for it: controllers report what they were
/// left with as they change.
///
/// A separate trait from ``LeakCheckingTrait`` on purpose: the two answer different questions
/// and compose, `@Test(.checksLeaks, .failsOnContainmentViolations)`, and a test that
/// deliberately misuses containment can keep leak checking. On a suite it applies to every test
/// in it. The violations are still recorded on each controller's `ContainmentTrace`.
///
/// The reporter is a task-local value: it covers the test body and the tasks it creates with
/// `Task { }`, `async let` or task groups, not `Task.detached` or main-queue callbacks.
public struct ContainmentViolationTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; prefer ``ContainmentViolationTrait/failsOnContainmentViolations``.
    public init() {}

    /// Always `true`: on a suite, the trait applies to every test inside it.
    public var isRecursive: Bool { true }

    /// The trait itself for each test case, and `nil` for a suite.
    ///
    /// - Parameters:
    ///   - test: The test or suite about to run.
    ///   - testCase: The test case about to run; `nil` for a suite.
    /// - Returns: `self` for a test case, else `nil`.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a violation reporter that records one issue per violation, then
    /// records one issue per problem the end-of-test containment audit finds.
    ///
    /// - Parameters:
    ///   - test: The test being run; issues are reported at its source location.
    ///   - testCase: The test case being run.
    ///   - function: The test body.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let location = test.sourceLocation
        let reporter = ContainmentViolationReporter { violation in
            Issue.record(
                Comment(rawValue: "Containment violation: \(violation)"), sourceLocation: location)
        }
        let log = await MainActor.run { ContainmentAuditLog() }
        let outcome: Result<Void, any Error>
        do {
            try await ContainmentViolationReporter.$current.withValue(reporter) {
                try await ContainmentAuditLog.$current.withValue(log) { try await function() }
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        for finding in await MainActor.run(body: { log.finish() }) {
            Issue.record(
                Comment(rawValue: "Containment audit at the end of the test: \(finding)"), sourceLocation: location)
        }
        try outcome.get()
    }
}

extension Trait where Self == ContainmentViolationTrait {
    /// Fails the test once for every containment misuse the headless host refuses during it.
    ///
    /// ```swift
    /// @Test("paging adds and removes pages by the book", .checksLeaks, .failsOnContainmentViolations)
    /// @MainActor
    /// func pagingAddsAndRemovesPagesCleanly() throws {
    ///     let window = HeadlessWindow()
    ///     let pager = trackForLeaks(
    ///         try HeadlessPagingContainerViewController(pages: [
    ///             [.factory("page 1") { HeadlessViewController(title: "page 1") }],
    ///             [.factory("page 2") { HeadlessViewController(title: "page 2") }],
    ///         ]))
    ///     window.rootViewController = pager
    ///     try pager.showPage(1)
    ///     try pager.showPage(0)
    ///     window.rootViewController = nil
    /// }
    /// ```
    public static var failsOnContainmentViolations: Self { ContainmentViolationTrait() }
}
