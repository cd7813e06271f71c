/// Gathers what the UIKit-spelled containment methods refuse, in order, for a test to inspect —
/// a ready-made ``ContainmentViolationReporter`` that appends to an array.
///
/// ```swift
/// let collector = ContainmentViolationCollector()
/// collector.collect {
///     container.addChild(container)  // refused
/// }
/// print(collector.violations)  // [childIsSelfOrAncestor(child: "container", container: "container")]
/// ```
@MainActor
public final class ContainmentViolationCollector {
    /// The violations reported so far, oldest first.
    public private(set) var violations: [ContainmentViolation] = []

    /// Creates an empty collector.
    public init() {}

    /// A reporter that appends to ``violations``; bind it yourself with
    /// `ContainmentViolationReporter.$current.withValue(_:operation:)`, or use ``collect(_:)``.
    public var reporter: ContainmentViolationReporter {
        ContainmentViolationReporter { [self] violation in violations.append(violation) }
    }

    /// Runs `body` with ``reporter`` as ``ContainmentViolationReporter/current``.
    ///
    /// - Parameter body: The code whose refused calls are collected.
    /// - Returns: What `body` returns.
    @discardableResult
    public func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
        try ContainmentViolationReporter.$current.withValue(reporter) { try body() }
    }

    /// Forgets the violations collected so far.
    public func removeAll() {
        violations.removeAll()
    }
}
