/// The coordinators made for a container, oldest first: what a ``CoordinatorKeeping`` container
/// keeps, and where its children's links find the newest active one. Each coordinator holds the
/// container weakly, so keeping them is no cycle.
@MainActor
package final class KeptCoordinators {
    private var coordinators: [any KeptCoordinator] = []

    package init() {}

    /// The newest coordinator still delivering, if any: the one the container's links use.
    package func newestActive<Request>(for requests: Request.Type) -> Coordinator<Request>? {
        coordinators.last { $0.isActive && $0 is Coordinator<Request> } as? Coordinator<Request>
    }

    /// Keeps `coordinator`, when it coordinates ``ContainerRequest``s; drops inactive ones meanwhile.
    ///
    /// - Parameter coordinator: A coordinator made for the container.
    func keep(_ coordinator: AnyObject) {
        guard let coordinator = coordinator as? any KeptCoordinator else { return }
        coordinators.removeAll { !$0.isActive }
        coordinators.append(coordinator)
    }

    /// Lets `coordinator` go, with any inactive one.
    ///
    /// - Parameter coordinator: A coordinator kept before.
    func release(_ coordinator: AnyObject) {
        coordinators.removeAll { $0 === coordinator || !$0.isActive }
    }
}

/// A coordinator of any request type, as a container keeps it.
@MainActor
protocol KeptCoordinator: AnyObject {
    /// Whether it still reaches its container.
    var isActive: Bool { get }
}

extension Coordinator: KeptCoordinator {}
