import SwitchboardContainment

/// The host's appearance, forwarded by hand to the children when the host does not let UIKit do
/// it, decided from the executor's own record (UIKit exposes no appearance state).
extension ContainerExecutor {
    /// Call from the host's `viewWillAppear(_:)`, after `super`.
    ///
    /// - Parameter animated: The callback's argument.
    package func viewWillAppear(_ animated: Bool) {
        hostAppearance = .appearing
        hostAppearanceAnimated = animated
        forwardBegin(appearing: true, animated: animated)
    }

    /// Call from the host's `viewDidAppear(_:)`, after `super`.
    ///
    /// - Parameter animated: The callback's argument.
    package func viewDidAppear(_ animated: Bool) {
        hostAppearance = .appeared
        forwardEnd()
    }

    /// Call from the host's `viewWillDisappear(_:)`, after `super`.
    ///
    /// - Parameter animated: The callback's argument.
    package func viewWillDisappear(_ animated: Bool) {
        // A change whose gesture can no longer end (the host leaves the screen) is cancelled, at
        // once, so no later request waits for it.
        cancelInteractiveChange(immediately: true)
        hostAppearance = .disappearing
        hostAppearanceAnimated = animated
        forwardBegin(appearing: false, animated: animated)
    }

    /// Call from the host's `viewDidDisappear(_:)`, after `super`.
    ///
    /// - Parameter animated: The callback's argument.
    package func viewDidDisappear(_ animated: Bool) {
        hostAppearance = .disappeared
        forwardEnd()
    }

    /// The appearance of `id` as the executor drove it.
    func appearance(of id: ChildID) -> AppearanceState {
        childAppearance[id]?.state ?? .disappeared
    }

    func beginAppearance(of child: Controller, _ id: ChildID, _ isAppearing: Bool, animated: Bool) {
        childAppearance[id] = ChildAppearance(state: isAppearing ? .appearing : .disappearing, animated: animated)
        host?.executorWillCall(.beginAppearanceTransition(child, isAppearing: isAppearing, animated: animated))
        child.beginAppearanceTransition(isAppearing, animated: animated)
    }

    func endAppearance(of child: Controller, _ id: ChildID) {
        let current = childAppearance[id] ?? ChildAppearance()
        let isAppearing = current.state == .appearing
        childAppearance[id] = ChildAppearance(state: isAppearing ? .appeared : .disappeared, animated: current.animated)
        host?.executorWillCall(.endAppearanceTransition(child, isAppearing: isAppearing, animated: current.animated))
        child.endAppearanceTransition()
    }

    /// Begins the appearance change a plan makes to `id` (a page scrolling in, a panel sliding,
    /// a swap's sides). While the host's own appearance is under way the host's end holds the
    /// child too, so the child's change ends with whichever of the two ends last: its did
    /// never comes before its container's.
    ///
    /// Recorded before the call: the headless host may finish its own deferred appearance inside
    /// the child's begin, and that end must already see the plan holding the child.
    func beginPlannedAppearance(of child: Controller, _ id: ChildID, _ isAppearing: Bool, animated: Bool) {
        planAppearance[id] = isAppearing
        if hostAppearance == .appearing { forwardedAppearance.insert(id) }
        beginAppearance(of: child, id, isAppearing, animated: animated)
    }

    /// Ends the appearance change a plan made to `id`, unless the host's own appearance, still
    /// under way, holds the child: its end ends the child's then.
    func endPlannedAppearance(of id: ChildID) {
        guard planAppearance.removeValue(forKey: id) != nil, !forwardedAppearance.contains(id),
            let child = built[id], appearance(of: id).isInTransition
        else { return }
        endAppearance(of: child, id)
    }

    /// Finishes the appearance of a child about to leave a host that forwards by hand: whoever
    /// began a change to it (a plan, the host's own appearance), it ends disappeared now, so a
    /// removed child never ends appeared, nor ends anything after it left.
    func endAppearanceBeforeLeaving(_ child: Controller, _ id: ChildID, animated: Bool) {
        planAppearance[id] = nil
        forwardedAppearance.remove(id)
        if appearance(of: id).isHeadingToAppeared { beginAppearance(of: child, id, false, animated: animated) }
        if appearance(of: id).isInTransition { endAppearance(of: child, id) }
    }

    /// Forwards the host's appearance to its children by hand: the shown children follow it, and
    /// a child whose appearance a plan is changing (a panel sliding) follows it too — reversed when
    /// the host leaves the screen mid-slide, restored when it comes back — while the plan keeps
    /// the end of it.
    ///
    /// A child's callback may send a request whose plan runs right here, so what is shown is
    /// read for each child, not once before the loop.
    private func forwardBegin(appearing: Bool, animated: Bool) {
        guard let host, !host.shouldAutomaticallyForwardAppearanceMethods else { return }
        for id in knownChildIDs {
            guard let child = built[id], child.parent === host.asParent else { continue }
            let state = appearance(of: id)
            if let planned = planAppearance[id] {
                if appearing ? (planned && state == .disappearing) : state == .appearing {
                    beginAppearance(of: child, id, appearing, animated: animated)
                }
                continue
            }
            // Appearing, the shown children appear; leaving, every child heading to appeared
            // disappears, shown or not, and a child the host began showing but no longer shows
            // (a request while it was leaving) turns back when the host returns.
            let wanted = appearing && machine.visibleChildren.contains(id)
            guard state.isHeadingToAppeared != wanted else { continue }
            beginAppearance(of: child, id, wanted, animated: animated)
            forwardedAppearance.insert(id)
        }
    }

    /// Ends what the host's own appearance began, and the plans' changes it held meanwhile; a
    /// change a plan still runs (a slide still animating) is the plan's to end.
    private func forwardEnd() {
        guard let host, !host.shouldAutomaticallyForwardAppearanceMethods else { return }
        for id in knownChildIDs where forwardedAppearance.contains(id) {
            forwardedAppearance.remove(id)
            guard planAppearance[id] == nil, let child = built[id], appearance(of: id).isInTransition else { continue }
            endAppearance(of: child, id)
        }
    }
}
