extension HeadlessViewController {
    /// Starts an appearance transition (UIKit's `beginAppearanceTransition(_:animated:)`): calls
    /// `viewWillAppear` or `viewWillDisappear`, and forwards to children in the view when
    /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`. An appearing begin loads the
    /// view first, as UIKit does, so `viewDidLoad` comes before `viewWillAppear`.
    ///
    /// Containers that return `false` from ``shouldAutomaticallyForwardAppearanceMethods`` call
    /// this (and ``endAppearanceTransition()``) on their children. A begin in the opposite
    /// direction of the transition in progress reverses it, as in UIKit — the way an interactive
    /// container cancels a swipe — and the one ``endAppearanceTransition()`` that follows ends
    /// the reversed transition:
    ///
    /// ```swift
    /// page.beginAppearanceTransition(false, animated: true)  // the swipe starts: viewWillDisappear
    /// page.beginAppearanceTransition(true, animated: true)   // cancelled: viewWillAppear
    /// page.endAppearanceTransition()                         // viewDidAppear; page is appeared
    /// ```
    ///
    /// Other unbalanced calls are refused and reported
    /// (``ContainmentViolation/appearingWhileAppeared(controller:)`` and its siblings; UIKit logs them).
    ///
    /// - Parameters:
    ///   - isAppearing: `true` when the view is appearing, `false` when disappearing.
    ///   - animated: Whether the transition is animated.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        reporting { () throws(ContainmentViolation) in
            try checkedBeginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance transition in progress (UIKit's `endAppearanceTransition()`): calls
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
    /// - Throws: ``ContainmentViolation/appearanceBeganTwice(controller:)``,
    ///   ``ContainmentViolation/appearingWhileAppeared(controller:)`` or
    ///   ``ContainmentViolation/disappearingWhileDisappeared(controller:)``.
    public func checkedBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) throws(ContainmentViolation) {
        storedView?.window?.completeDeferredAppearances()
        let imbalance: ContainmentViolation?
        switch (appearanceState, isAppearing) {
        case (.appearing, true), (.disappearing, false): imbalance = .appearanceBeganTwice(controller: debugName)
        case (.appeared, true): imbalance = .appearingWhileAppeared(controller: debugName)
        case (.disappeared, false): imbalance = .disappearingWhileDisappeared(controller: debugName)
        case (.disappeared, true), (.appeared, false), (.appearing, false), (.disappearing, true): imbalance = nil
        }
        if let imbalance { throw refuse(imbalance) }
        performBeginAppearance(isAppearing, animated: animated)
        if isAppearing, let storedView, storedView.isOnScreen { storedView.dispatchIsAppearingInSubtree() }
    }

    /// Like ``endAppearanceTransition()`` but throws instead of reporting.
    ///
    /// - Throws: ``ContainmentViolation/appearanceEndedWithoutBegin(controller:)``.
    public func checkedEndAppearanceTransition() throws(ContainmentViolation) {
        storedView?.window?.completeDeferredAppearances()
        guard appearanceState.isInTransition else {
            throw refuse(.appearanceEndedWithoutBegin(controller: debugName))
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

    /// Whether this controller may appear with its view: it has no parent, or its parent is
    /// appearing or appeared. A child whose view enters the window inside a disappeared (or
    /// disappearing) parent stays disappeared and appears with the parent, as a transition's
    /// incoming side does.
    var parentAllowsAppearance: Bool {
        parent?.appearanceState.isHeadingToAppeared ?? true
    }

    /// Whether this controller should start appearing as its view enters the window.
    var needsAppearing: Bool {
        receivesAutomaticAppearance && parentAllowsAppearance && !appearanceState.isHeadingToAppeared
    }

    /// Whether this controller should start disappearing as its view leaves the window.
    var needsDisappearing: Bool {
        receivesAutomaticAppearance && appearanceState.isHeadingToAppeared
    }

    /// Begins (or reverses) an appearance transition and forwards it: to the children in the
    /// view, and to the children a transition of this controller is moving, so their appearance
    /// follows this controller's even mid-transition.
    func performBeginAppearance(_ isAppearing: Bool, animated: Bool) {
        // UIKit loads the view before the appearance callbacks run, so `viewDidLoad` always comes
        // before `viewWillAppear`, even for a container that forwards by hand before touching
        // `child.view`. A disappearance never loads it: there is nothing on screen to take away.
        if isAppearing { loadViewIfNeeded() }
        let reversing = appearanceState == (isAppearing ? .disappearing : .appearing)
        if !reversing {
            cycleMovesToParent = isAppearing && awaitingDidMove
            cycleMovesFromParent = !isAppearing && leavingParent
        }
        if isAppearing { isAppearingDispatched = false }
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        dispatch(isAppearing ? .viewWillAppear : .viewWillDisappear, animated: animated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // A child's callback may start or end a transition of this controller, which moves views
        // in and out of this one: each child is checked again when its turn comes.
        for child in children
        where child.appearanceState.isHeadingToAppeared != isAppearing && forwardsAppearance(to: child) {
            child.performBeginAppearance(isAppearing, animated: animated)
        }
        // It may also embed a child (a sibling's `viewWillAppear` adding one): that one follows too.
        // The state is compared first, so this pass over children already begun stays cheap.
        let state = appearanceState
        while appearanceState == state,
            let late = children.first(where: {
                $0.appearanceState.isHeadingToAppeared != isAppearing && forwardsAppearance(to: $0)
            })
        {
            late.performBeginAppearance(isAppearing, animated: animated)
        }
        for child in transitionSides() where transitionParticipants.contains(ObjectIdentifier(child)) {
            if isAppearing {
                // Only the incoming side follows the container back on screen; the outgoing one leaves.
                if transitionIncoming.contains(ObjectIdentifier(child)), !child.appearanceState.isHeadingToAppeared {
                    child.performBeginAppearance(true, animated: animated)
                }
            } else if child.appearanceState.isHeadingToAppeared {
                child.performBeginAppearance(false, animated: animated)
            }
        }
    }

    /// Ends the appearance transition in progress, sending `viewIsAppearing` first when it has not
    /// been sent (a view that never reached a window before the end), and forwards the end to the
    /// children the begin reached (a transition ends its own sides).
    func performEndAppearance() {
        let isAppearing: Bool
        switch appearanceState {
        case .appearing: isAppearing = true
        case .disappearing: isAppearing = false
        case .appeared, .disappeared: return
        }
        if isAppearing, !isAppearingDispatched {
            isAppearingDispatched = true
            dispatch(.viewIsAppearing, animated: appearanceAnimated)
        }
        appearanceState = isAppearing ? .appeared : .disappeared
        dispatch(isAppearing ? .viewDidAppear : .viewDidDisappear, animated: appearanceAnimated)
        cycleMovesToParent = false
        cycleMovesFromParent = false
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // A callback may have taken a child's view out of this one since the begin reached it, and
        // a removal off screen or within the window sends nothing: the end still reaches every
        // child left between states, and one that is no longer on screen turns back, so none
        // stays mid-appearance or appears off screen.
        let begun: AppearanceState = isAppearing ? .appearing : .disappearing
        for child in children
        where child.appearanceState == begun && !transitionParticipants.contains(ObjectIdentifier(child)) {
            if isAppearing, !forwardsAppearance(to: child), child.viewIfLoaded?.isOnScreen != true {
                child.performBeginAppearance(false, animated: appearanceAnimated)
            }
            child.performEndAppearance()
        }
    }

    /// Sends `viewIsAppearing` if this controller is appearing and has not had it yet.
    func dispatchIsAppearingIfDue() {
        guard appearanceState == .appearing, !isAppearingDispatched else { return }
        isAppearingDispatched = true
        dispatch(.viewIsAppearing, animated: appearanceAnimated)
    }

    /// Whether this controller's own appearance reaches `child`: it is still a child, its view is
    /// inside this controller's view, and no transition is moving it.
    func forwardsAppearance(to child: HeadlessViewController) -> Bool {
        guard child.parent === self, let storedView, let childView = child.storedView else { return false }
        return childView.isDescendant(of: storedView) && !transitionParticipants.contains(ObjectIdentifier(child))
    }

    /// The children a transition of this controller is moving.
    private func transitionSides() -> [HeadlessViewController] {
        guard !transitionParticipants.isEmpty else { return [] }
        return children.filter { transitionParticipants.contains(ObjectIdentifier($0)) }
    }

    private func dispatch(_ callback: AppearanceCallback, animated: Bool) {
        let event: ContainmentEvent
        switch callback {
        case .viewWillAppear: event = .viewWillAppear(debugName, animated: animated)
        case .viewIsAppearing: event = .viewIsAppearing(debugName, animated: animated)
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
        case .viewIsAppearing: viewIsAppearing(animated)
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
