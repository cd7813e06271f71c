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
        directAudit() + children.flatMap { $0.auditContainment() }
    }

    /// This controller's own findings: foreign views in its view, children without `didMove`.
    func directAudit() -> [ContainmentViolation] {
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
        for child in children where child.awaitingDidMove && !transitionParticipants.contains(ObjectIdentifier(child)) {
            problems.append(.missingDidMove(child: child.debugName, container: debugName))
        }
        return problems
    }

    /// Refreshes this controller's findings in its audit log, if it has one.
    func containmentChanged() {
        auditLog?.update(auditLogIndex, findings: directAudit())
    }
}
