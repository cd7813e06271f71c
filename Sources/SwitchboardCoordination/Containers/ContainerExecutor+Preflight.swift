package import SwitchboardContainment

/// The checks that predict a refusal, on facts UIKit exposes — `parent`, `viewIfLoaded?.superview`,
/// the controller owning a view — and the executor's own record: on UIKit a refused containment
/// call raises, so these checks are the only protection. Each is also the check right before the
/// call it predicts, so the prediction and the call cannot disagree.
extension ContainerExecutor {
    /// What adding `child` and its view would violate: a cycle, a repeat, or a view inside another
    /// controller's view (UIKit's hierarchy-consistency check in `addChild(_:)`).
    ///
    /// - Parameter child: The controller to embed.
    /// - Returns: The violation, not yet recorded.
    package func embeddingViolation(_ child: Controller) -> ContainmentViolation? {
        guard let host else { return nil }
        // Names are built only for a violation: the checks run before every embed.
        let parent = host.asParent
        if isHostOrAncestor(child, host: parent) {
            return .childIsSelfOrAncestor(child: host.name(of: child), container: host.name(of: parent))
        }
        if child.parent === parent {
            return .childAlreadyAdded(child: host.name(of: child), container: host.name(of: parent))
        }
        if let superview = child.viewIfLoaded?.superview, let owner = host.nearestController(containing: superview),
            owner !== parent
        {
            return .childViewInsideOtherController(
                child: host.name(of: child), viewOwner: host.name(of: owner), container: host.name(of: parent))
        }
        return nil
    }

    /// What removing `child` would violate: it is not a child, or a swap is moving it.
    ///
    /// - Parameter child: The controller to remove.
    /// - Returns: The violation, not yet recorded.
    package func removalViolation(_ child: Controller) -> ContainmentViolation? {
        guard let host else { return nil }
        if child.parent !== host.asParent {
            return .removalOfNonChild(child: host.name(of: child), container: host.name(of: host.asParent))
        }
        if swapping.contains(ObjectIdentifier(child)) {
            return .transitionAlreadyInFlight(controller: host.name(of: child))
        }
        return nil
    }

    /// What replacing `old` with `new` would violate, through the host's transition or (`byHand`)
    /// the executor's own swap for a host that forwards appearance by hand.
    ///
    /// - Parameters:
    ///   - old: The child shown; `nil` is the "missing current child" bug.
    ///   - new: Its replacement.
    ///   - byHand: Whether the swap is made without the host's transition.
    /// - Returns: The violation, not yet recorded.
    package func replacementViolation(_ old: Controller?, with new: Controller, byHand: Bool) -> ContainmentViolation? {
        host.flatMap { replacementViolation(old, with: new, byHand: byHand, in: $0) }
    }

    /// ``replacementViolation(_:with:byHand:)`` for a caller holding the host already: `host` is
    /// weak, and loading it again costs a swap two atomic reference-count changes.
    func replacementViolation(
        _ old: Controller?, with new: Controller, byHand: Bool, in host: Host
    ) -> ContainmentViolation? {
        // Names are built only for a violation: the checks run before every swap.
        let parent = host.asParent
        guard let old else {
            return .transitionFromMissingChild(container: host.name(of: parent), to: host.name(of: new))
        }
        if isHostOrAncestor(new, host: parent) {
            return .childIsSelfOrAncestor(child: host.name(of: new), container: host.name(of: parent))
        }
        if new.parent === parent {
            return .childAlreadyAdded(child: host.name(of: new), container: host.name(of: parent))
        }
        if old === new { return .transitionToSelf(controller: host.name(of: old)) }
        if old.parent !== parent {
            return .transitionParticipantNotChild(controller: host.name(of: old), container: host.name(of: parent))
        }
        if !byHand, !host.shouldAutomaticallyForwardAppearanceMethods {
            return .transitionWithManualAppearanceForwarding(container: host.name(of: parent))
        }
        if !swapping.isEmpty {
            if swapping.contains(ObjectIdentifier(old)) {
                return .transitionAlreadyInFlight(controller: host.name(of: old))
            }
            if swapping.contains(ObjectIdentifier(new)) {
                return .transitionAlreadyInFlight(controller: host.name(of: new))
            }
        }
        if old.viewIfLoaded?.superview == nil {
            return .transitionFromViewNotInHierarchy(controller: host.name(of: old))
        }
        if new.viewIfLoaded?.superview != nil {
            return .transitionToViewAlreadyInHierarchy(controller: host.name(of: new))
        }
        return nil
    }

    /// Whether `candidate` is the host (`parent`, the host as its children name it) or one of its
    /// ancestors, walking up `parent`.
    private func isHostOrAncestor(_ candidate: Controller, host parent: Controller) -> Bool {
        var current: Controller? = parent
        while let controller = current {
            if controller === candidate { return true }
            current = controller.parent
        }
        return false
    }

    /// The violation the next containment call of the plan would raise, recorded as a refusal, or
    /// `nil`; announcements before it do not count.
    func refusalAhead(in remaining: ArraySlice<ContainmentEffect>) -> ContainmentViolation? {
        guard let host,
            let next = remaining.first(where: { effect in
                if case .announce = effect { false } else { true }
            })
        else { return nil }
        let violation: ContainmentViolation?
        switch next {
        case .transition(let from, let to, _, _):
            if let new = instance(for: to) {
                violation = replacementViolation(
                    built[from], with: new, byHand: !host.shouldAutomaticallyForwardAppearanceMethods, in: host)
            } else {
                violation = nil
            }
        case .embed(let id, _):
            violation = instance(for: id).flatMap { embeddingViolation($0) }
        case .unembed(let id):
            violation = built[id].flatMap { removalViolation($0) }
        case .move, .beginAppearance, .endAppearance, .discard, .announce:
            violation = nil
        }
        return violation.map { refuse($0) }
    }
}
