extension HeadlessViewController {
    /// Checks this controller's subtree, while no transition is in flight, for the containment
    /// mistakes UIKit tolerates silently but that leak or misbehave later:
    /// - the view of a former child left inside the container's view (a removal that skipped
    ///   `removeFromSuperview()`);
    /// - the view of a controller that was never added as a child inside the container's view
    ///   (`addSubview` without `addChild(_:)`; UIKit allows it, but nothing owns the controller);
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
                    problems.append(
                        owner.hasBeenChild
                            ? .childViewLeftInHierarchy(child: owner.debugName, container: debugName)
                            : .viewAddedWithoutAddChild(child: owner.debugName, container: debugName))
                }
            }
        }
        for child in children {
            if child.awaitingDidMove, !transitionParticipants.contains(ObjectIdentifier(child)) {
                problems.append(.missingDidMove(child: child.debugName, container: debugName))
            }
            problems += child.auditContainment()
        }
        return problems
    }
}
