extension HeadlessViewController {
    /// Swaps one child's view for another's (UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`).
    ///
    /// Both controllers must be children of this controller; `from`'s view must be in a view
    /// hierarchy and `to`'s must not; and this controller must forward appearance automatically
    /// (UIKit's header: the call fails with `NSInvalidArgumentException` when the receiver
    /// forwards its appearance callbacks by hand). The host begins `from`'s disappearance (when it
    /// is appeared or appearing, whatever this controller's own appearance is doing) and `to`'s
    /// appearance (when this controller is appeared on screen, or appearing), adds `to.view` next to
    /// `from.view`, runs `animations` on the ``effectiveAnimator``, and when the animation ends
    /// removes `from.view`, ends both appearance transitions (`to`'s with this controller's own,
    /// if that is still under way) and calls `completion`. Containment
    /// calls (`to.didMove(toParent:)`, `from.removeFromParent()`) stay the caller's job, typically
    /// in `completion`.
    ///
    /// While the animation runs, the two sides follow this controller's appearance: if it leaves
    /// the screen, the incoming side's appearance is reversed (and ends disappeared); if it comes
    /// back, the incoming side appears again.
    ///
    /// Misuse is refused, recorded and reported; nothing changes then.
    ///
    /// - Parameters:
    ///   - from: The child being replaced.
    ///   - to: The child taking its place.
    ///   - duration: The animation's length in seconds; `0` means not animated.
    ///   - options: Animation options (recorded, not interpreted).
    ///   - animations: Sets the final state of the views; runs right away.
    ///   - completion: Runs when the animation ends, with whether it finished; `nil` (the default)
    ///     for none.
    public func transition(
        from: HeadlessViewController,
        to: HeadlessViewController,
        duration: Double,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)? = nil
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
    ///   - completion: Runs when the animation ends, with whether it finished; `nil` (the default)
    ///     for none.
    /// - Throws: A transition ``ContainmentViolation``; nothing changes then.
    public func checkedTransition(
        from: HeadlessViewController?,
        to: HeadlessViewController,
        duration: Double,
        options: HeadlessView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) throws(ContainmentViolation) {
        guard let from else {
            throw refuse(.transitionFromMissingChild(container: debugName, to: to.debugName))
        }
        storedView?.window?.completeDeferredAppearances()
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
        if !shouldAutomaticallyForwardAppearanceMethods {
            return .transitionWithManualAppearanceForwarding(container: debugName)
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
        effectiveTrace?.record(.transitionBegan(from: from.debugName, to: to.debugName, container: debugName))
        transitionParticipants.insert(ObjectIdentifier(from))
        transitionParticipants.insert(ObjectIdentifier(to))
        transitionIncoming.insert(ObjectIdentifier(to))
        // `from.view` leaves whatever this controller is doing, so `from` disappears even when the
        // transition starts inside this controller's own appearance change, before the forwarding
        // reaches it (its `viewWillDisappear`) or after (a child's callback; an appearing `from` is
        // reversed). `to` appears only with this controller: on screen, or entering the window
        // (its appearance began, its view is not in the window yet).
        if from.appearanceState.isHeadingToAppeared { from.performBeginAppearance(false, animated: animated) }
        let showing = appearanceState == .appearing || (appearanceState == .appeared && stage.isOnScreen)
        if showing, !to.appearanceState.isHeadingToAppeared {
            to.performBeginAppearance(true, animated: animated)
        }
        stage.attach(
            toView, at: (stage.subviews.firstIndex { $0 === fromView } ?? stage.subviews.count) + 1,
            forwardingAppearance: .allButRoot)
        effectiveAnimator.animate(
            withDuration: duration,
            animations: { animations?() },
            completion: { [self] finished in
                storedView?.window?.completeDeferredAppearances()
                fromView.detach(forwardingAppearance: .allButRoot)
                // Whatever the sides' appearance became while the animation ran (this controller
                // may have left or re-entered the screen), it ends now.
                if from.appearanceState.isInTransition { from.performEndAppearance() }
                transitionParticipants.remove(ObjectIdentifier(from))
                transitionParticipants.remove(ObjectIdentifier(to))
                transitionIncoming.remove(ObjectIdentifier(to))
                // While this controller's own appearance changes the same way, its end ends `to`
                // too, so `to`'s did never comes before its container's.
                if to.appearanceState.isInTransition,
                    !(to.appearanceState == appearanceState && forwardsAppearance(to: to))
                {
                    to.performEndAppearance()
                }
                containmentChanged()
                effectiveTrace?.record(
                    .transitionEnded(from: from.debugName, to: to.debugName, container: debugName, finished: finished))
                completion?(finished)
            })
    }
}
