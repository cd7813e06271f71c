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

/// One strategy to connect the probe over, and the object it shares (the bus or the settings),
/// which an app keeps alive on purpose and a test names as a root.
struct LeakPathStrategy: Sendable, CustomTestStringConvertible {
    let strategy: CoordinationStrategy<ContainerRequest>
    let shared: (any AnyObject & Sendable)?

    var testDescription: String { strategy.name }

    static let all: [LeakPathStrategy] = [
        LeakPathStrategy(strategy: .delegate, shared: nil),
        {
            let bus = MessageBus(label: "app")
            return LeakPathStrategy(strategy: .bus(bus), shared: bus)
        }(),
        {
            let settings = SharedSettings(PanelSettings())
            return LeakPathStrategy(strategy: .sharedSettings(settings), shared: settings)
        }(),
    ]
}

@Suite("Leak paths: the coordinator's weak handler is no lead")
@MainActor
struct CoordinatorLeakPathTests {
    @Test(
        "a coordinator's handler is never reported; a user's strong capture still is",
        arguments: LeakPathStrategy.all)
    func coordinatorHandlerIsNoLead(probe: LeakPathStrategy) throws {
        try expectOnlyTheUsersCaptureIsReported(over: probe, roots: [])
    }

    @Test(
        "the bus or settings named as a root lead nowhere through the coordinator's own registration",
        arguments: LeakPathStrategy.all.filter { $0.shared != nil })
    func sharedRootIsNoLead(probe: LeakPathStrategy) throws {
        try expectOnlyTheUsersCaptureIsReported(over: probe, roots: probe.shared.map { [$0] } ?? [])
    }

    /// Connects a tracked probe over `probe`'s strategy: with only the coordinator, no path is
    /// reported; once the probe's own closure captures it, that closure is, and no coordinator is.
    private func expectOnlyTheUsersCaptureIsReported(
        over probe: LeakPathStrategy, roots: [AnyObject], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let tracker = LeakTracker()
        let container = tracker.track(CoordinatedProbeContainer(), roots: roots)
        container.coordinator = Coordinator(strategy: probe.strategy, handler: container)
        defer {
            container.onDone = nil
            container.coordinator = nil
        }
        let quiet = try #require(tracker.reportWithPaths().survivors.first, sourceLocation: sourceLocation)
        #expect(quiet.paths.isEmpty, "\(quiet.paths)", sourceLocation: sourceLocation)

        container.onDone = { _ = container }
        let survivor = try #require(tracker.reportWithPaths().survivors.first, sourceLocation: sourceLocation)
        let paths = survivor.paths.map(\.description)
        #expect(
            paths.contains { $0.contains("CoordinatedProbeContainer.onDone") }, "\(paths)",
            sourceLocation: sourceLocation)
        #expect(!paths.contains { $0.contains("Coordinator") }, "\(paths)", sourceLocation: sourceLocation)
    }
}
