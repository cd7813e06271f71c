import SwitchboardContainment

/// The links a container hands its children and the coordinators behind them: one place for
/// every host, headless or UIKit, so a child's link reaches its container the same way on both.
extension ContainerExecutor {
    /// The host's link for its child `child`: at each send it reaches the host through the newest
    /// active ``Coordinator`` made for it, so it can be handed out before any coordinator exists.
    /// It holds the host (and this executor) weakly: sending reports ``LinkDelivery/unlinked``
    /// while the host has no coordinator and ``LinkDelivery/containerGone`` once it is gone.
    ///
    /// - Parameter child: The child the link speaks for.
    /// - Returns: The link.
    package func link(for child: ChildID) -> ContainerLink<ContainerRequest> {
        ContainerLink(child: child) { [weak self] in
            // The host owns the executor; either one gone means the container is.
            guard let self, host != nil else { return .containerGone }
            guard let coordinator = coordinators.last(where: \.isActive) else { return .noCoordinator }
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

    /// The link for `child` when it is one of the host's children and `Request` is
    /// ``ContainerRequest``; `nil` otherwise, so a lookup walks on: the host's
    /// ``ContainerLinkProviding`` answer.
    ///
    /// - Parameters:
    ///   - child: A direct child controller of the host.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    package func containerLink<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>? {
        guard let id = childID(ofChild: child) else { return nil }
        return link(for: id) as? ContainerLink<Request>
    }

    /// Keeps `coordinator`, when it coordinates ``ContainerRequest``s, until it is released or
    /// the host goes (the host's ``CoordinatorKeeping`` answer); drops inactive ones meanwhile.
    ///
    /// - Parameter coordinator: A coordinator made for the host.
    package func keep(_ coordinator: AnyObject) {
        guard let coordinator = coordinator as? Coordinator<ContainerRequest> else { return }
        coordinators.removeAll { !$0.isActive }
        coordinators.append(coordinator)
    }

    /// Lets `coordinator` go, with any inactive one.
    ///
    /// - Parameter coordinator: A coordinator kept before.
    package func release(_ coordinator: AnyObject) {
        coordinators.removeAll { $0 === coordinator || !$0.isActive }
    }
}
