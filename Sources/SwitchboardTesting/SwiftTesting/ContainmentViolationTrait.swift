internal import Switchboard
public import Testing

/// A Swift Testing trait that fails the test for every containment misuse the headless host
/// refuses while it runs, and for every problem the containment audit finds when it ends.
///
/// Without it, a refused call only reaches `ContainmentViolationReporter.current` (standard
/// error by default) and the test passes over it. It composes with ``LeakCheckingTrait``:
///
/// ```swift
/// @Test("a swap keeps the hierarchy consistent", .failsOnContainmentViolations)
/// @MainActor
/// func swapKeepsTheHierarchyConsistent() {
///     let window = HeadlessWindow()
///     let container = HeadlessSwapContainerViewController([
///         .factory("first") { HeadlessViewController(title: "first") },
///         .factory("second") { HeadlessViewController(title: "second") },
///     ])
///     window.rootViewController = container
///     container.swapNext()
///     #expect(container.controller(for: "second")?.parent === container)
/// }
/// ```
///
/// What it audits, which tasks it covers and how it composes: <doc:CheckingSubscriptionsAndMessages>.
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
    ///         HeadlessPagingContainerViewController(pages: [
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
