/// Side-effect-free checks that say whether the containment sequences a container host performs
/// (adding a child and showing its view, removing one, replacing one by a transition) would be
/// refused, so a host can stop a plan *before* it announces a change that will not happen. The
/// container tests hold each check and its sequence together, case by case.
extension HeadlessViewController {
    /// The violation adding `child` and its view to this controller's view would meet, or `nil`
    /// when it would succeed.
    ///
    /// - Parameter child: The controller to embed in this controller's view.
    /// - Returns: The violation, without recording it.
    package func embeddingViolation(_ child: HeadlessViewController) -> ContainmentViolation? {
        additionViolation(child)
    }

    /// The violation removing `child` (`willMove(toParent: nil)`, its view, `removeFromParent()`)
    /// would meet, or `nil` when it would succeed.
    ///
    /// - Parameter child: The controller to remove.
    /// - Returns: The violation, without recording it.
    package func removalViolation(_ child: HeadlessViewController) -> ContainmentViolation? {
        if child.parent !== self {
            return .removalOfNonChild(child: child.debugName, container: debugName)
        }
        if transitionParticipants.contains(ObjectIdentifier(child)) {
            return .transitionAlreadyInFlight(controller: child.debugName)
        }
        return nil
    }

    /// The violation replacing `old` with `new` (`addChild(new)`, `transition(from:to:…)`) would
    /// meet, or `nil` when it would succeed.
    ///
    /// - Parameters:
    ///   - old: The child to replace; `nil` is the "missing current child" bug.
    ///   - new: The controller taking its place.
    ///   - byHand: `true` for a swap performed without `transition(from:to:…)` (by a host that
    ///     forwards appearance by hand, which UIKit forbids from calling it).
    /// - Returns: The violation, without recording it.
    package func replacementViolation(
        _ old: HeadlessViewController?, with new: HeadlessViewController, byHand: Bool = false
    ) -> ContainmentViolation? {
        guard let old else { return .transitionFromMissingChild(container: debugName, to: new.debugName) }
        if isSelfOrAncestor(new) { return .childIsSelfOrAncestor(child: new.debugName, container: debugName) }
        if new.parent === self { return .childAlreadyAdded(child: new.debugName, container: debugName) }
        if old === new { return .transitionToSelf(controller: old.debugName) }
        if old.parent !== self {
            return .transitionParticipantNotChild(controller: old.debugName, container: debugName)
        }
        if !byHand, !shouldAutomaticallyForwardAppearanceMethods {
            return .transitionWithManualAppearanceForwarding(container: debugName)
        }
        if transitionParticipants.contains(ObjectIdentifier(old)) {
            return .transitionAlreadyInFlight(controller: old.debugName)
        }
        if transitionParticipants.contains(ObjectIdentifier(new)) {
            return .transitionAlreadyInFlight(controller: new.debugName)
        }
        if old.storedView?.superview == nil { return .transitionFromViewNotInHierarchy(controller: old.debugName) }
        if new.storedView?.superview != nil {
            return .transitionToViewAlreadyInHierarchy(controller: new.debugName)
        }
        return nil
    }
}
