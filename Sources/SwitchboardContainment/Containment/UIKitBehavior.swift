/// What UIKit does with a containment misuse that the headless host refuses.
///
/// The headless host refuses every ``ContainmentViolation`` alike, so tests can observe it; a
/// device does not. Read ``ContainmentViolation/uikitBehavior`` to know which refusals stand for a
/// crash:
///
/// ```swift
/// let violation = ContainmentViolation.transitionWithManualAppearanceForwarding(container: "slide")
/// print(violation.uikitBehavior)  // raises
/// ```
public enum UIKitBehavior: String, Hashable, Sendable, CaseIterable {
    /// UIKit raises an exception (the app crashes), or the call breaks a documented precondition
    /// whose outcome is not documented. Code must never make such a call; the containers check
    /// for it before every containment call.
    case raises
    /// UIKit goes on and logs a message, such as "Unbalanced calls to begin/end appearance
    /// transitions".
    case logs
    /// UIKit accepts the call without a word; the hierarchy is then inconsistent or leaks.
    case allowed
}
