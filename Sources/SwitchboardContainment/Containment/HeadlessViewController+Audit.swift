extension HeadlessViewController {
    /// Checks this controller's subtree, while no transition is in flight, for the containment
    /// mistakes UIKit tolerates silently but that leak or misbehave later:
    /// - a view of a controller that is not (or no longer) a child left inside the container's
    ///   view (a removal that skipped `removeFromSuperview()`);
    /// - a child that never received `didMove(toParent:)`.
    ///
    /// Nothing is recorded or reported; the caller decides.
    ///
    /// - Returns: The problems found, outermost container first.
    public func auditContainment() -> [ContainmentViolation] {
        var problems: [ContainmentViolation] = []
        if let storedView {
            for subview in storedView.subviews {
                for owner in subview.outermostControllers() where owner.parent !== self {
                    problems.append(.childViewLeftInHierarchy(child: owner.debugName, container: debugName))
                }
            }
        }
        for child in children {
            if child.isMovingToParent, !transitionParticipants.contains(ObjectIdentifier(child)) {
                problems.append(.missingDidMove(child: child.debugName, container: debugName))
            }
            problems += child.auditContainment()
        }
        return problems
    }
}
