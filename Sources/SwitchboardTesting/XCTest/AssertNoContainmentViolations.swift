internal import Switchboard
internal import XCTest

/// Runs `body` and fails once for every containment misuse the headless host refused during
/// it; the XCTest form of ``ContainmentViolationTrait/failsOnContainmentViolations``.
///
/// ```swift
/// func testSwapIsClean() async {
///     await assertNoContainmentViolations { @MainActor in
///         let container = HeadlessViewController(title: "container")
///         let child = HeadlessViewController(title: "child")
///         container.addChild(child)
///         container.view.addSubview(child.view)
///         child.didMove(toParent: container)
///     }
/// }
/// ```
///
/// The violations are collected while `body` runs (and tasks it creates with `Task { }`), then
/// reported at this call with their descriptions.
///
/// - Parameters:
///   - file: Where the assertion is made; leave the default.
///   - line: Where the assertion is made; leave the default.
///   - isolation: The caller's isolation; leave the default.
///   - body: The code to watch.
/// - Returns: What `body` returns.
public func assertNoContainmentViolations<Result>(
    file: StaticString = #filePath, line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let violations = Locked<[String]>([])
    let reporter = ContainmentViolationReporter { violation in
        violations.withLock { $0.append("\(violation)") }
    }
    // Reported even when `body` throws.
    defer {
        for violation in violations.withLock({ $0 }) {
            XCTFail("Containment violation: \(violation)", file: file, line: line)
        }
    }
    return try await ContainmentViolationReporter.$current.withValue(reporter, operation: body)
}
