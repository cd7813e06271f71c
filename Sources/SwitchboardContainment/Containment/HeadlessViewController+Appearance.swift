extension HeadlessViewController {
    /// Starts an appearance transition (UIKit's `beginAppearanceTransition(_:animated:)`): calls
    /// `viewWillAppear` or `viewWillDisappear`, and forwards to children in the view when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`.
    ///
    /// Containers that return `false` from ``shouldAutomaticallyForwardAppearanceMethods`` call
    /// this (and ``endAppearanceTransition()``) on their children. Unbalanced calls are refused
    /// and reported
    /// (``ContainmentViolation/unbalancedAppearanceTransition(controller:imbalance:)``).
    ///
    /// - Parameters:
    ///   - isAppearing: `true` when the view is appearing, `false` when disappearing.
    ///   - animated: Whether the transition is animated.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        reporting { () throws(ContainmentViolation) in
            try checkedBeginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance transition begun last (UIKit's `endAppearanceTransition()`): calls
    /// `viewDidAppear` or `viewDidDisappear`, and forwards to children like the begin did. An end
    /// without a begin is refused and reported.
    public func endAppearanceTransition() {
        reporting { () throws(ContainmentViolation) in try checkedEndAppearanceTransition() }
    }

    /// Like ``beginAppearanceTransition(_:animated:)`` but throws instead of reporting.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` when the view is appearing, `false` when disappearing.
    ///   - animated: Whether the transition is animated.
    /// - Throws: ``ContainmentViolation/unbalancedAppearanceTransition(controller:imbalance:)``.
    public func checkedBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) throws(ContainmentViolation) {
        let imbalance: ContainmentViolation.AppearanceImbalance?
        switch (appearanceState, isAppearing) {
        case (.appearing, _), (.disappearing, _): imbalance = .beginWhileInTransition
        case (.appeared, true): imbalance = .alreadyAppeared
        case (.disappeared, false): imbalance = .alreadyDisappeared
        case (.disappeared, true), (.appeared, false): imbalance = nil
        }
        if let imbalance {
            throw refuse(.unbalancedAppearanceTransition(controller: debugName, imbalance: imbalance))
        }
        performBeginAppearance(isAppearing, animated: animated)
    }

    /// Like ``endAppearanceTransition()`` but throws instead of reporting.
    ///
    /// - Throws: ``ContainmentViolation/unbalancedAppearanceTransition(controller:imbalance:)``
    ///   with ``ContainmentViolation/AppearanceImbalance/endWithoutBegin``.
    public func checkedEndAppearanceTransition() throws(ContainmentViolation) {
        guard appearanceState == .appearing || appearanceState == .disappearing else {
            throw refuse(.unbalancedAppearanceTransition(controller: debugName, imbalance: .endWithoutBegin))
        }
        performEndAppearance()
    }

    /// Whether this controller's appearance follows its view automatically: it has no parent, or
    /// its parent forwards appearance and is not moving it in a transition.
    var receivesAutomaticAppearance: Bool {
        guard let parent else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods
            && !parent.transitionParticipants.contains(ObjectIdentifier(self))
    }

    func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        dispatch(isAppearing ? .viewWillAppear : .viewWillDisappear, animated: animated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView() where child.appearanceState == (isAppearing ? .disappeared : .appeared) {
            child.performBeginAppearance(isAppearing, animated: animated)
        }
    }

    func performEndAppearance() {
        let isAppearing: Bool
        switch appearanceState {
        case .appearing: isAppearing = true
        case .disappearing: isAppearing = false
        case .appeared, .disappeared: return
        }
        appearanceState = isAppearing ? .appeared : .disappeared
        dispatch(isAppearing ? .viewDidAppear : .viewDidDisappear, animated: appearanceAnimated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenInView() where child.appearanceState == (isAppearing ? .appearing : .disappearing) {
            child.performEndAppearance()
        }
    }

    /// Children whose views are inside this controller's view and that no transition is moving.
    private func childrenInView() -> [HeadlessViewController] {
        guard let storedView else { return [] }
        return children.filter { child in
            guard let childView = child.storedView else { return false }
            return childView.isDescendant(of: storedView) && !transitionParticipants.contains(ObjectIdentifier(child))
        }
    }

    private func dispatch(_ callback: AppearanceCallback, animated: Bool) {
        let event: ContainmentEvent
        switch callback {
        case .viewWillAppear: event = .viewWillAppear(debugName, animated: animated)
        case .viewDidAppear: event = .viewDidAppear(debugName, animated: animated)
        case .viewWillDisappear: event = .viewWillDisappear(debugName, animated: animated)
        case .viewDidDisappear: event = .viewDidDisappear(debugName, animated: animated)
        }
        effectiveTrace?.record(event)
        let outer = callbackInDispatch
        callbackInDispatch = callback
        defer { callbackInDispatch = outer }
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        }
    }

    func verifyDispatched(_ callback: AppearanceCallback) {
        guard callbackInDispatch != callback else { return }
        ContainmentViolationReporter.current.report(
            refuse(.appearanceCallbackCalledDirectly(controller: debugName, callback: callback)))
    }
}
