/// A container that keeps the coordinators made for it alive (a container may own its
/// coordinator: the coordinator holds it weakly, so there is no cycle).
@MainActor
package protocol CoordinatorKeeping: AnyObject {
    /// Where the container keeps them.
    var keptCoordinators: KeptCoordinators { get }
}

extension CoordinatorKeeping {
    /// Keeps `coordinator` until it is released or the container goes.
    func keep(_ coordinator: AnyObject) {
        keptCoordinators.keep(coordinator)
    }

    /// Lets `coordinator` go.
    func release(_ coordinator: AnyObject) {
        keptCoordinators.release(coordinator)
    }
}
