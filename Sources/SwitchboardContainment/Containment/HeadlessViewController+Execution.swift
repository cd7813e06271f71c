/// The three containment sequences of the UIKit contract, each performed completely and in
/// order, for hosts that execute a container's planned effects. Each validates everything up
/// front, so a refusal leaves the hierarchy untouched.
extension HeadlessViewController {
    /// Adds `child` and shows its view in `slot`: `addChild` → layout rule → `addSubview`
    /// (appearance when on screen) → `didMove(toParent:)`.
    ///
    /// - Parameters:
    ///   - child: The controller to embed.
    ///   - slot: A view inside this controller's view; `nil` means the view itself.
    ///   - layout: How the child's view is placed in the slot.
    /// - Throws: A ``ContainmentViolation`` when the child cannot be embedded.
    package func embed(
        _ child: HeadlessViewController, in slot: HeadlessView? = nil, layout: LayoutRule = .pinnedToEdges()
    ) throws(ContainmentViolation) {
        let stage = slot ?? view
        guard stage.isDescendant(of: view) else {
            throw refuse(.slotOutsideContainerView(container: debugName))
        }
        if let violation = additionViolation(child) {
            throw refuse(violation)
        }
        try checkedAddChild(child)
        child.view.layoutRule = layout
        stage.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Removes `child`: `willMove(toParent: nil)` → `removeFromSuperview` (appearance when on
    /// screen) → `removeFromParent` (which calls `didMove(toParent: nil)`).
    ///
    /// - Parameter child: A child of this controller.
    /// - Throws: ``ContainmentViolation/removalOfNonChild(child:container:)`` when `child` is not a
    ///   child, ``ContainmentViolation/transitionAlreadyInFlight(controller:)`` when a transition
    ///   is moving it.
    package func unembed(_ child: HeadlessViewController) throws(ContainmentViolation) {
        guard child.parent === self else {
            throw refuse(.removalOfNonChild(child: child.debugName, container: debugName))
        }
        if transitionParticipants.contains(ObjectIdentifier(child)) {
            throw refuse(.transitionAlreadyInFlight(controller: child.debugName))
        }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// Replaces `old` with `new` in `old`'s place: `addChild(new)` → `old.willMove(toParent: nil)`
    /// → `transition(from: old, to: new, …)` → on completion `new.didMove(toParent: self)` then
    /// `old.removeFromParent()`, then `completion`.
    ///
    /// - Parameters:
    ///   - old: The current child; `nil` is refused (the "missing current child" bug).
    ///   - new: A controller that is not yet a child and whose view is not in a hierarchy.
    ///   - layout: How `new`'s view is placed.
    ///   - duration: The animation's length in seconds.
    ///   - options: Animation options.
    ///   - animations: Runs right away on the animator.
    ///   - completion: Runs after the containment calls, with whether the animation finished.
    /// - Throws: A ``ContainmentViolation``; nothing changes then.
    package func replace(
        _ old: HeadlessViewController?,
        with new: HeadlessViewController,
        layout: LayoutRule = .pinnedToEdges(),
        duration: Double = 0,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) throws(ContainmentViolation) {
        guard let old else {
            throw refuse(.transitionFromMissingChild(container: debugName, to: new.debugName))
        }
        if isSelfOrAncestor(new) {
            throw refuse(.childIsSelfOrAncestor(child: new.debugName, container: debugName))
        }
        if new.parent === self {
            throw refuse(.childAlreadyAdded(child: new.debugName, container: debugName))
        }
        // Validate as if `new` were already a child, so the transition cannot refuse later.
        if let violation = transitionViolation(from: old, to: new, assumingChild: true) {
            throw refuse(violation)
        }
        try checkedAddChild(new)
        old.willMove(toParent: nil)
        new.view.layoutRule = layout
        try checkedTransition(
            from: old, to: new, duration: duration, options: options, animations: animations,
            completion: { [self] finished in
                new.didMove(toParent: self)
                old.removeFromParent()
                completion?(finished)
            })
    }

    private func transitionViolation(
        from old: HeadlessViewController, to new: HeadlessViewController, assumingChild: Bool
    ) -> ContainmentViolation? {
        if old === new { return .transitionToSelf(controller: old.debugName) }
        if old.parent !== self {
            return .transitionParticipantNotChild(controller: old.debugName, container: debugName)
        }
        if !shouldAutomaticallyForwardAppearanceMethods {
            return .transitionWithManualAppearanceForwarding(container: debugName)
        }
        for side in [old, new] where transitionParticipants.contains(ObjectIdentifier(side)) {
            return .transitionAlreadyInFlight(controller: side.debugName)
        }
        if old.storedView?.superview == nil {
            return .transitionFromViewNotInHierarchy(controller: old.debugName)
        }
        if new.storedView?.superview != nil {
            return .transitionToViewAlreadyInHierarchy(controller: new.debugName)
        }
        return nil
    }
}
