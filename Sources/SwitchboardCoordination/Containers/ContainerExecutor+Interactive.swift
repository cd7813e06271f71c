import SwitchboardContainment

/// Changes the user drives: a plan parked at its move, moved by the finger, then finished or
/// cancelled.
extension ContainerExecutor {
    /// Starts `request` as a change the user drives: its plan runs up to its move and waits.
    ///
    /// - Parameter request: A request whose plan moves views.
    /// - Returns: `true` when the change is waiting for the user; `false` when a change is already
    ///   running or the request changed nothing or had no move to drive.
    /// - Throws: The request's ``ContainerRejection``; nothing changes then.
    @discardableResult
    package func beginInteractiveChange(_ request: Machine.Request) throws(Machine.Rejection) -> Bool {
        host?.loadViewIfNeeded()
        guard interactive == nil, !isTransitioning else { return false }
        interactive = InteractiveChange(request: request)
        do {
            try submit(request, from: nil)
        } catch {
            interactive = nil
            throw error
        }
        guard interactive?.parked != nil else {
            interactive = nil
            return false
        }
        return true
    }

    /// Whether a change the user drives is waiting for them.
    package var isChangingInteractively: Bool { interactive?.parked != nil }

    /// Holds requests while the user touches the content before any change begins (a pager's
    /// finger down): each waits in the queue, answered `queued`, until ``releaseRequests()``, so
    /// nothing changes under the finger; a change the user drives still starts
    /// (``beginInteractiveChange(_:)``), and the requests wait behind it.
    package func holdRequests() {
        scheduler.hold()
    }

    /// The user let go: the requests held wait no longer (behind a change still running, they
    /// apply when it ends).
    package func releaseRequests() {
        runDequeued(scheduler.releaseHold())
    }

    /// Moves the views of the interactive change to `fraction` of the way (`0...1`).
    ///
    /// - Parameter fraction: How far the user has moved.
    package func updateInteractiveChange(_ fraction: Double) {
        guard var change = interactive, let parked = change.parked, let host else { return }
        change.fraction = min(max(fraction, 0), 1)
        interactive = change
        for placement in parked.placements {
            guard let child = built[placement.child] else { continue }
            let start = parked.start.first { $0.child == placement.child }?.layout ?? placement.layout
            host.placeView(of: child, partWay: change.fraction, from: start, to: placement.layout)
        }
    }

    /// Completes the interactive change: the views move the rest of the way and the plan carries on.
    package func finishInteractiveChange() {
        guard let change = interactive, let parked = change.parked, let host else { return }
        interactive = nil
        let duration = parked.animation.isAnimated ? parked.animation.duration * (1 - change.fraction) : 0
        host.animate(
            withDuration: duration, animations: { [self] in place(parked.placements) },
            completion: { [self] _ in
                execute(parked.remaining, stopsOnRefusal: parked.stopsOnRefusal, then: parked.done)
            })
    }

    /// Cancels the interactive change: the appearance it began is reversed (a begin in the other
    /// direction, then one end), the views move back, the machine returns to the state before the
    /// request, the machine's ``ContainerStateMachine/effectsAfterCancelling(_:)`` run,
    /// ``ContainerAnnouncement/cancelled(_:)`` is announced and queued requests apply.
    ///
    /// - Parameter immediately: Whether the views go back and the appearance ends now, without
    ///   the host's animation (the host is leaving the screen).
    package func cancelInteractiveChange(immediately: Bool = false) {
        guard let change = interactive, let parked = change.parked, let host else { return }
        interactive = nil
        let animated = parked.animation.isAnimated
        let onScreen = hostAppearance.isHeadingToAppeared
        // The child the change started from (leaving) comes back first, then the one it headed to;
        // both end in that order too, as a finished change ends the leaving child first.
        let order =
            knownChildIDs.filter { planAppearance[$0] == false } + knownChildIDs.filter { planAppearance[$0] == true }
        for id in order {
            guard let planned = planAppearance[id] else { continue }
            planAppearance[id] = !planned
            // Off screen nothing appears; the host's return brings the page back.
            let target = !planned && onScreen
            guard let child = built[id], appearance(of: id).isInTransition,
                appearance(of: id).isHeadingToAppeared != target
            else { continue }
            beginAppearance(of: child, id, target, animated: animated)
        }
        let finish: @MainActor (Bool) -> Void = { [self] _ in
            for id in order { endPlannedAppearance(of: id) }
            let ticket = scheduler.inFlightTicket
            let dequeued = scheduler.endTransition(.cancelled)
            performAtOnce(machine.effectsAfterCancelling(change.request))
            if let request = change.request as? ContainerRequest { announce(.cancelled(request)) }
            keptCoordinators.containerSettled(ticket, SettledStep<Machine.Request>.cancelled)
            runDequeued(dequeued)
        }
        guard !immediately else {
            place(parked.start)
            return finish(true)
        }
        host.animate(
            withDuration: animated ? parked.animation.duration * change.fraction : 0,
            animations: { [self] in place(parked.start) }, completion: finish)
    }
}
