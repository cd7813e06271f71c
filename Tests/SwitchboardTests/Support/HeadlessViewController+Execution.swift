import Switchboard

/// The three containment sequences of the UIKit contract, each performed completely and in order,
/// for tests that build a hierarchy by hand. Each validates everything up front with the checks
/// the containers' executor runs before its own calls (`embeddingViolation(_:)`,
/// `removalViolation(_:)`, `replacementViolation(_:with:)`), so a refusal leaves the hierarchy
/// untouched. Test support, not library API: an app spells these sequences with UIKit's calls, and
/// a container runs them through its state machine.
extension HeadlessViewController {
    /// Adds `child` and shows its view in `slot`: `addChild` → layout rule → `addSubview`
    /// (appearance when on screen) → `didMove(toParent:)`.
    ///
    /// - Parameters:
    ///   - child: The controller to embed.
    ///   - slot: A view inside this controller's view; `nil` means the view itself.
    ///   - layout: How the child's view is placed in the slot.
    /// - Throws: A `ContainmentViolation` when the child cannot be embedded.
    func embed(
        _ child: HeadlessViewController, in slot: HeadlessView? = nil, layout: LayoutRule = .pinnedToEdges()
    ) throws(ContainmentViolation) {
        let stage = slot ?? view
        guard stage.isDescendant(of: view) else {
            throw refuse(.slotOutsideContainerView(container: debugName))
        }
        if let violation = embeddingViolation(child) {
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
    /// - Throws: `removalOfNonChild` when `child` is not a child, `transitionAlreadyInFlight` when a
    ///   transition is moving it.
    func unembed(_ child: HeadlessViewController) throws(ContainmentViolation) {
        if let violation = removalViolation(child) {
            throw refuse(violation)
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
    /// - Throws: A `ContainmentViolation`; nothing changes then.
    func replace(
        _ old: HeadlessViewController?,
        with new: HeadlessViewController,
        layout: LayoutRule = .pinnedToEdges(),
        duration: Double = 0,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)? = nil,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) throws(ContainmentViolation) {
        // Validated as if `new` were already a child, so the transition cannot refuse later.
        if let violation = replacementViolation(old, with: new) {
            throw refuse(violation)
        }
        guard let old else { return }  // refused above: a missing `old` is a violation
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
}
