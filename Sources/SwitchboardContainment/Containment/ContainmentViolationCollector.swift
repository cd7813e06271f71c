/// Gathers what the UIKit-spelled containment methods refuse, in order: the array behind
/// ``ContainmentViolationReporter/violations(during:)``, and, for the package's fuzzers, one that
/// can be read and emptied while the code under test still runs.
@MainActor
package final class ContainmentViolationCollector {
    /// The violations reported so far, oldest first.
    package private(set) var violations: [ContainmentViolation] = []

    /// Creates an empty collector.
    package init() {}

    /// A reporter that appends to ``violations``.
    package var reporter: ContainmentViolationReporter {
        ContainmentViolationReporter { [self] violation in violations.append(violation) }
    }

    /// Runs `body` with ``reporter`` as ``ContainmentViolationReporter/current``.
    ///
    /// - Parameter body: The code whose refused calls are collected.
    /// - Returns: What `body` returns.
    @discardableResult
    package func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ContainmentViolationReporter.$current.withValue(reporter) { try body() }
    }

    /// Forgets the violations collected so far.
    package func removeAll() {
        violations.removeAll()
    }
}
