import Foundation

/// Where the UIKit-spelled containment methods send a ``ContainmentViolation`` they refused.
///
/// The reporter is a task-local value, so a test (or a test trait, such as the one in
/// SwitchboardTesting that turns violations into failed expectations) can replace it for its own
/// scope without affecting tests running in parallel:
///
/// ```swift
/// let reporter = ContainmentViolationReporter { violation in print("refused:", violation) }
/// ContainmentViolationReporter.$current.withValue(reporter) {
///     container.addChild(container)  // refused, recorded on the trace and reported
/// }
/// ```
///
/// Outside such a scope, violations are written to standard error, like UIKit's console
/// messages. They are also always recorded on the controller's ``ContainmentTrace``.
public struct ContainmentViolationReporter: Sendable {
    /// Receives each refused call's violation, on the main actor.
    public let report: @MainActor @Sendable (ContainmentViolation) -> Void

    /// Creates a reporter.
    ///
    /// - Parameter report: Called once per violation, on the main actor.
    public init(_ report: @escaping @MainActor @Sendable (ContainmentViolation) -> Void) {
        self.report = report
    }

    /// Writes `Switchboard containment violation: …` to standard error.
    public static let standardError = ContainmentViolationReporter { violation in
        let line = "Switchboard containment violation: \(violation)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Ignores violations (they are still recorded on the trace).
    public static let silent = ContainmentViolationReporter { _ in }

    /// The reporter in effect for the current task; ``standardError`` unless bound with
    /// `$current.withValue(_:operation:)`.
    @TaskLocal public static var current: ContainmentViolationReporter = .standardError

    /// Runs `body` with a reporter that gathers what it refuses, and returns those violations,
    /// oldest first — for a test that provokes a misuse on purpose:
    ///
    /// ```swift
    /// let refused = ContainmentViolationReporter.violations {
    ///     container.addChild(container)
    /// }
    /// print(refused)  // [childIsSelfOrAncestor(child: "container", container: "container")]
    /// ```
    ///
    /// - Parameter body: The code whose refused calls are gathered.
    /// - Returns: The violations reported while `body` ran; empty when none.
    /// - Throws: What `body` throws.
    @MainActor
    public static func violations(during body: () throws -> Void) rethrows -> [ContainmentViolation] {
        let collector = ContainmentViolationCollector()
        try collector.collect(body)
        return collector.violations
    }
}
