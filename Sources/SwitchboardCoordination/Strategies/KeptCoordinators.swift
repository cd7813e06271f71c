/// The coordinators made for a container, oldest first: what a ``CoordinatorKeeping`` container
/// keeps, and where its children's links find the newest active one. Each coordinator holds the
/// container weakly, so keeping them is no cycle.
@MainActor
package final class KeptCoordinators {
    private var coordinators: [any KeptCoordinator] = []
    /// Whether a kept coordinator records the requests the container applies (the shared-settings
    /// strategy's): only then does the container tell them each step it completes.
    package var recordsAppliedRequests: Bool {
        coordinators.contains { $0.recordsAppliedRequests }
    }
    /// Which coordinator's delivery the container is about to receive: set by the coordinator
    /// for the length of its handler call, taken by the container's first `receive`.
    private var arriving = DeliveryOrigin.none
    /// Whether the plan of the delivery taken last was still running (or queued) when the
    /// container answered: only such a plan can be abandoned after its answer.
    private var answerStaysOpen = false

    package init() {}

    /// Runs `handle` with `origin` as the delivery the container receives next.
    ///
    /// - Returns: What `handle` returned, and whether the container's answer left its plan open.
    func delivering<Result>(_ origin: DeliveryOrigin, _ handle: () -> Result) -> (Result, staysOpen: Bool) {
        let outer = arriving
        arriving = origin
        answerStaysOpen = false
        defer { arriving = outer }
        let result = handle()
        defer { answerStaysOpen = false }
        return (result, answerStaysOpen)
    }

    /// The delivery a coordinator is handing the container, or ``DeliveryOrigin/none``; later
    /// `receive` calls in the same handler call (an observer's own request) come from no
    /// coordinator.
    package func takeArriving() -> DeliveryOrigin {
        defer { arriving = .none }
        return arriving
    }

    /// The container answered the delivery it took; `staysOpen` when the request waits or its
    /// plan still runs.
    package func answered(staysOpen: Bool) {
        answerStaysOpen = staysOpen
    }

    /// The kept coordinator with `serial`, if it is still kept.
    package func coordinator<Request>(_ serial: UInt64, for requests: Request.Type) -> Coordinator<Request>? {
        coordinators.first { $0.serial == serial } as? Coordinator<Request>
    }

    /// Every coordinator still delivering, oldest first.
    package func all<Request>(for requests: Request.Type) -> [Coordinator<Request>] {
        coordinators.compactMap { $0.isActive ? $0 as? Coordinator<Request> : nil }
    }

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
    /// Its number, unique in the process: a coordinator made later at the same address differs.
    var serial: UInt64 { get }
    /// Whether it records the requests the container applies (``Coordinator/containerApplied(_:)``).
    var recordsAppliedRequests: Bool { get }
}

/// A request a coordinator handed to its container: the coordinator's ``KeptCoordinator/serial``
/// and the delivery's number among its deliveries. The container keeps it with the request, so it
/// can tell the coordinator when a plan it accepted is abandoned later.
package struct DeliveryOrigin: Hashable, Sendable {
    let coordinator: UInt64
    let delivery: UInt64

    /// No coordinator's delivery: coordinators are numbered from 1. A value instead of an
    /// optional, so the container's generic code looks up no `Optional` metadata per request.
    static let none = DeliveryOrigin(coordinator: 0, delivery: 0)
}

extension Coordinator: KeptCoordinator {}
