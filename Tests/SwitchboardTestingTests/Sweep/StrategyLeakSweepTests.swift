import Switchboard
import SwitchboardTesting
import Testing

/// The kit applied to the package itself: every strategy, wired up and used, leaves nothing alive.
@MainActor
@Suite("Leak sweep: coordination strategies")
struct StrategyLeakSweepTests {
    @MainActor
    final class Container: RequestHandler {
        var coordinator: Coordinator<ContainerRequest>?
        var received: [ContainerRequest] = []
        func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
            received.append(request)
            return .applied
        }
    }

    @MainActor
    final class Child {
        var link = ContainerLink.unlinked
    }

    @Test(
        "container, coordinator and children are released and no subscription is left", .checksLeaks,
        arguments: SweepStrategy.allCases)
    func strategyLeavesNothingBehind(kind: SweepStrategy) {
        let container = trackForLeaks(Container())
        let coordinator = trackForLeaks(Coordinator(strategy: kind.make(), handler: container))
        container.coordinator = coordinator
        let children = ["green", "blue"].map { name in
            let child = trackForLeaks(Child(), named: name)
            child.link = coordinator.link(for: ChildID(name))
            return child
        }
        for child in children {
            child.link.send(.swapNext)
            child.link.send(.toggleMenu)
        }
        #expect(container.received.count == 4)
    }

    @Test(
        "negative control: a container kept alive by a forgotten array is reported", arguments: SweepStrategy.allCases)
    func keptContainerIsReported(kind: SweepStrategy) async throws {
        let forgotten = ForgottenContainers()
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) { @MainActor in
            let container = trackForLeaks(Container())
            container.coordinator = Coordinator(strategy: kind.make(), handler: container)
            forgotten.keep(container)
        }
        let leaked = issues.map(commentText(of:))
        #expect(leaked.contains { $0.contains("Container") && $0.contains("still alive") }, "issues: \(leaked)")
        if kind != .delegate {
            #expect(
                leaked.contains { $0.contains("SentRequest") || $0.contains("PanelSettings") },
                "issues: \(leaked)")
        }
        forgotten.release()
    }
}
