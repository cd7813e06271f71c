extension HeadlessViewController {
    /// Swaps one child's view for another's (UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`).
    ///
    /// Both controllers must be children of this controller; `from`'s view must be in a view
    /// hierarchy and `to`'s must not. The host adds `to.view` next to `from.view`, begins both
    /// appearance transitions (when on screen and forwarding), runs `animations` on the
    /// ``effectiveAnimator``, and when the animation ends removes `from.view`, ends both appearance
    /// transitions and calls `completion`. Containment calls (`to.didMove(toParent:)`,
    /// `from.removeFromParent()`) stay the caller's job, typically in `completion`.
    ///
    /// Misuse is refused, recorded and reported; nothing changes then.
    ///
    /// - Parameters:
    ///   - from: The child being replaced.
    ///   - to: The child taking its place.
    ///   - duration: The animation's length in seconds; `0` means not animated.
    ///   - options: Animation options (recorded, not interpreted).
    ///   - animations: Sets the final state of the views; runs right away.
    ///   - completion: Runs when the animation ends, with whether it finished.
    public func transition(
        from: HeadlessViewController,
        to: HeadlessViewController,
        duration: Double,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        reporting { () throws(ContainmentViolation) in
            try checkedTransition(
                from: from, to: to, duration: duration, options: options, animations: animations,
                completion: completion)
        }
    }

    /// Like ``transition(from:to:duration:options:animations:completion:)`` but throws the
    /// violation instead of reporting it, and accepts a missing `from` (the "current child is
    /// nil" bug) as a refusal rather than a crash.
    ///
    /// - Parameters:
    ///   - from: The child being replaced; `nil` is refused with
    ///     ``ContainmentViolation/transitionFromMissingChild(container:to:)``.
    ///   - to: The child taking its place.
    ///   - duration: The animation's length in seconds; `0` means not animated.
    ///   - options: Animation options (recorded, not interpreted).
    ///   - animations: Sets the final state of the views; runs right away.
    ///   - completion: Runs when the animation ends, with whether it finished.
    /// - Throws: A transition ``ContainmentViolation``; nothing changes then.
    public func checkedTransition(
        from: HeadlessViewController?,
        to: HeadlessViewController,
        duration: Double,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)?
    ) throws(ContainmentViolation) {
        guard let from else {
            throw refuse(.transitionFromMissingChild(container: debugName, to: to.debugName))
        }
        if let violation = transitionViolation(from: from, to: to) {
            throw refuse(violation)
        }
        guard let stage = from.storedView?.superview else {
            throw refuse(.transitionFromViewNotInHierarchy(controller: from.debugName))
        }
        performTransition(
            from: from, to: to, in: stage, duration: duration, animations: animations, completion: completion)
    }

    func transitionViolation(from: HeadlessViewController, to: HeadlessViewController) -> ContainmentViolation? {
        if from === to { return .transitionToSelf(controller: from.debugName) }
        if from.parent !== to.parent {
            return .transitionWithoutCommonParent(from: from.debugName, to: to.debugName)
        }
        if from.parent !== self {
            return .transitionParticipantNotChild(controller: from.debugName, container: debugName)
        }
        for side in [from, to] where transitionParticipants.contains(ObjectIdentifier(side)) {
            return .transitionAlreadyInFlight(controller: side.debugName)
        }
        if from.storedView?.superview == nil {
            return .transitionFromViewNotInHierarchy(controller: from.debugName)
        }
        if to.storedView?.superview != nil {
            return .transitionToViewAlreadyInHierarchy(controller: to.debugName)
        }
        return nil
    }

    private func performTransition(
        from: HeadlessViewController,
        to: HeadlessViewController,
        in stage: HeadlessView,
        duration: Double,
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        let fromView = from.view
        let toView = to.view
        let animated = duration > 0
        let forwards = stage.isOnScreen && shouldAutomaticallyForwardAppearanceMethods
        effectiveTrace?.record(.transitionBegan(from: from.debugName, to: to.debugName, container: debugName))
        transitionParticipants.insert(ObjectIdentifier(from))
        transitionParticipants.insert(ObjectIdentifier(to))
        let leaving = forwards && from.appearanceState == .appeared
        let entering = forwards && to.appearanceState == .disappeared
        if leaving { from.performBeginAppearance(false, animated: animated) }
        if entering { to.performBeginAppearance(true, animated: animated) }
        stage.attach(
            toView, at: (stage.subviews.firstIndex { $0 === fromView } ?? stage.subviews.count) + 1,
            forwardingAppearance: false)
        effectiveAnimator.animate(
            withDuration: duration,
            animations: { animations?() },
            completion: { [self] finished in
                fromView.detach(forwardingAppearance: false)
                if leaving { from.performEndAppearance() }
                if entering { to.performEndAppearance() }
                transitionParticipants.remove(ObjectIdentifier(from))
                transitionParticipants.remove(ObjectIdentifier(to))
                effectiveTrace?.record(
                    .transitionEnded(from: from.debugName, to: to.debugName, container: debugName, finished: finished))
                completion?(finished)
            })
    }
}
