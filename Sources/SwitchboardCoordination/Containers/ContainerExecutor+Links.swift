import SwitchboardContainment

/// The links a container hands its children: one place for every host, headless or UIKit, so a
/// child's link reaches its container the same way on both.
extension ContainerExecutor {
    /// The host's link for its child `child`: at each send it reaches the host through the newest
    /// active ``Coordinator`` made for it, so it can be handed out before any coordinator exists.
    /// It holds the host (and this executor) weakly: sending reports ``RequestResult/unlinked``
    /// while the host has no coordinator and ``RequestResult/containerGone`` once it is gone.
    ///
    /// - Parameter child: The child the link speaks for; `nil` for a controller outside the host
    ///   that found it by name.
    /// - Returns: The link.
    package func link(for child: ChildID?) -> ContainerLink<Machine.Request> {
        ContainerLink(child: child) { [weak self] in
            // The host owns the executor; either one gone means the container is.
            guard let self, host != nil else { return .containerGone }
            guard let coordinator = keptCoordinators.newestActive(for: Machine.Request.self) else {
                return .noCoordinator
            }
            return .coordinator(coordinator)
        }
    }

    /// The identifier of `controller` when it is one of the host's children (its `parent` is the
    /// host), `nil` otherwise.
    ///
    /// - Parameter controller: Any object.
    /// - Returns: Its identifier.
    package func childID(ofChild controller: AnyObject) -> ChildID? {
        guard let host, let child = controller as? Controller, child.parent === host.asParent else { return nil }
        return childID(of: child)
    }
}
