import Switchboard
import SwitchboardTesting
import Testing

/// A container of the test's own, with a coordinator and an optional closure of the user's.
@MainActor
final class CoordinatedProbeContainer: RequestHandler {
    var coordinator: Coordinator<ContainerRequest>?
    var onDone: (@MainActor () -> Void)?

    func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult { .applied }
}

@Suite("Leak paths: the coordinator's weak handler is no lead")
@MainActor
struct CoordinatorLeakPathTests {
    nonisolated static let strategies: [CoordinationStrategy<ContainerRequest>] = [
        .delegate, .bus(MessageBus(label: "app")),
    ]

    @Test("a coordinator's handler is never reported; a user's strong capture still is", arguments: strategies)
    func coordinatorHandlerIsNoLead(strategy: CoordinationStrategy<ContainerRequest>) throws {
        let tracker = LeakTracker()
        let container = tracker.track(CoordinatedProbeContainer())
        container.coordinator = Coordinator(strategy: strategy, handler: container)
        defer {
            container.onDone = nil
            container.coordinator = nil
        }
        let quiet = try #require(tracker.reportWithPaths().survivors.first)
        #expect(quiet.paths.isEmpty, "\(quiet.paths)")

        container.onDone = { _ = container }
        let survivor = try #require(tracker.reportWithPaths().survivors.first)
        #expect(survivor.paths.map(\.description).contains { $0.contains("CoordinatedProbeContainer.onDone") })
        #expect(!survivor.paths.map(\.description).contains { $0.contains("Coordinator") })
    }
}
