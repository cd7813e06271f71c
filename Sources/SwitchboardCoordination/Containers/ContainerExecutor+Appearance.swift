import SwitchboardContainment

/// The host's appearance, forwarded by hand to the children when the host does not let UIKit do
/// it, decided from the executor's own record (UIKit exposes no appearance state).
extension ContainerExecutor {
    /// Call from the host's `viewWillAppear(_:)`, after `super`.
    ///
    /// - Parameter animated: The callback's argument.
    package func viewWillAppear(_ animated: Bool) {
        hostAppearance = .appearing
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
        hostAppearance = .disappearing
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

    /// Forwards the host's appearance to its children by hand: the shown children follow it, and
    /// a child whose appearance a plan is changing (a panel sliding) follows it too — reversed when
    /// the host leaves the screen mid-slide, restored when it comes back — while the plan keeps
    /// the end of it.
    private func forwardBegin(appearing: Bool, animated: Bool) {
        guard let host, !host.shouldAutomaticallyForwardAppearanceMethods else { return }
        let shown = Set(machine.visibleChildren)
        for id in machine.childIDs {
            guard let child = built[id], child.parent === host.asParent else { continue }
            let state = appearance(of: id)
            if let planned = planAppearance[id] {
                if appearing ? (planned && state == .disappearing) : state == .appearing {
                    beginAppearance(of: child, id, appearing, animated: animated)
                }
                continue
            }
            guard shown.contains(id) || forwardedAppearance.contains(id), state.isHeadingToAppeared != appearing
            else { continue }
            beginAppearance(of: child, id, appearing, animated: animated)
            forwardedAppearance.insert(id)
        }
    }

    private func forwardEnd() {
        guard let host, !host.shouldAutomaticallyForwardAppearanceMethods else { return }
        for id in machine.childIDs where forwardedAppearance.contains(id) {
            forwardedAppearance.remove(id)
            guard let child = built[id], appearance(of: id).isInTransition else { continue }
            endAppearance(of: child, id)
        }
    }
}
