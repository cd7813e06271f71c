import SwitchboardTesting
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The contract every strategy keeps, for the built-in vocabulary and for one defined by this
/// test target: each test runs once per vocabulary and strategy, and checks that everything it
/// tracked is gone when it ends.
@MainActor
@Suite("Coordination contract, over every strategy and vocabulary", .checksLeaks)
struct CoordinationContractTests {
    @Test(
        "a request sent from the main actor reaches the handler exactly once, from its child, before send returns",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func deliveredExactlyOnce(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: deliveredExactlyOnce(PanelSettings.self, kind)
        case .library: deliveredExactlyOnce(LibraryState.self, kind)
        }
    }

    private func deliveredExactlyOnce<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        let child = trackForLeaks(LinkedChild<State.Request>())
        child.link = Coordinator(strategy: environment.strategy, handler: container).link(for: "green")

        for (index, request) in State.applying.enumerated() {
            #expect(child.link.send(request) == .applied)
            #expect(container.received.count == index + 1)
            #expect(container.received.last == .init(request: request, child: "green"))
        }
        #expect(container.receivedRequests == State.applying)
    }

    @Test(
        "send answers with the container's own outcome: applied, queued, unchanged, rejected with its reason",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func everyAnswer(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: everyAnswer(PanelSettings.self, kind)
        case .library: everyAnswer(LibraryState.self, kind)
        }
    }

    private func everyAnswer<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        let link = Coordinator(strategy: environment.strategy, handler: container).link(for: "green")
        let first = State.applying[0]
        guard let reason = State.rejection(for: State.refused) else {
            Issue.record("the vocabulary names no reason for its refused request")
            return
        }

        #expect(link.send(State.unchanging) == .unchanged)
        #expect(link.send(State.refused) == .rejected(reason))
        #expect(link.send(first) == .applied)
        container.isBusy = true
        #expect(link.send(State.applying[1]) == .queued(position: 0))
        container.finishBusy()
        #expect(container.shown == State().applying(first).applying(State.applying[1]))
        if let settings = environment.settings {
            // What the container accepted is recorded, the refused requests are not.
            #expect(settings.value == container.shown)
        }
    }

    @Test(
        "a rejected request leaves shared state exactly as it was, and reaches only the handler",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func rejectionChangesNothing(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: rejectionChangesNothing(PanelSettings.self, kind)
        case .library: rejectionChangesNothing(LibraryState.self, kind)
        }
    }

    private func rejectionChangesNothing<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        let link = Coordinator(strategy: environment.strategy, handler: container).link(for: "green")
        link.send(State.applying[0])
        let before = environment.settings?.value
        let changes = Locked(0)
        let counter = environment.settings?.subscribe(\.self) { _ in changes.withLock { $0 += 1 } }

        #expect(link.send(State.refused).reachedContainer)
        #expect(environment.settings?.value == before)
        #expect(changes.withLock { $0 } == 0)
        #expect(container.shown == State().applying(State.applying[0]))
        #expect(container.receivedRequests == [State.applying[0], State.refused])
        counter?.cancel()
    }

    @Test(
        "releasing the container leaves links inert: containerGone, and no subscription left",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func releasedContainer(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: releasedContainer(PanelSettings.self, kind)
        case .library: releasedContainer(LibraryState.self, kind)
        }
    }

    private func releasedContainer<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let child = trackForLeaks(LinkedChild<State.Request>())
        do {
            let container = trackForLeaks(ContractContainer<State>())
            child.link = Coordinator(strategy: environment.strategy, handler: container).link(for: "green")
            #expect(child.link.isConnected)
            #expect(environment.liveSubscriptions == (kind == .delegate ? 0 : 1))
        }
        // The child outlives its container: its link keeps the coordinator, not the container.
        #expect(!child.link.isConnected)
        #expect(child.link.send(State.applying[0]) == .containerGone)
        #expect(environment.liveSubscriptions == 0)
    }

    @Test("invalidate makes links inert at once", arguments: Vocabulary.allCases, StrategyKind.allCases)
    func invalidate(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: invalidate(PanelSettings.self, kind)
        case .library: invalidate(LibraryState.self, kind)
        }
    }

    private func invalidate<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        let coordinator = trackForLeaks(Coordinator(strategy: environment.strategy, handler: container))
        let link = coordinator.link(for: "green")
        coordinator.invalidate()
        #expect(link.send(State.applying[0]) == .containerGone)
        #expect(!link.isConnected)
        #expect(container.received.isEmpty)
        #expect(environment.liveSubscriptions == 0)
        if let settings = environment.settings {
            settings.update { $0.apply(State.applying[0]) }
            #expect(container.received.isEmpty)
        }
    }

    @Test("a link that was never connected reports unlinked", arguments: Vocabulary.allCases)
    func unlinked(vocabulary: Vocabulary) {
        switch vocabulary {
        case .builtIn:
            #expect(ContainerLink<ContainerRequest>.unlinked.send(.swapNext) == .unlinked)
            #expect(!ContainerLink.unlinked.isConnected)
        case .library:
            #expect(ContainerLink<LibraryRequest>.unlinked.send(.closeDetail) == .unlinked)
            #expect(ContainerLink<LibraryRequest>.unlinked.child == nil)
        }
    }

    @Test(
        "releasing a child leaves the container and the other links working",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func releasedChild(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: releasedChild(PanelSettings.self, kind)
        case .library: releasedChild(LibraryState.self, kind)
        }
    }

    private func releasedChild<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        let coordinator = trackForLeaks(Coordinator(strategy: environment.strategy, handler: container))
        do {
            let child = trackForLeaks(LinkedChild<State.Request>())
            child.link = coordinator.link(for: "green")
            child.link.send(State.applying[0])
        }
        let survivor = trackForLeaks(LinkedChild<State.Request>())
        survivor.link = coordinator.link(for: "blue")
        #expect(survivor.link.send(State.applying[1]) == .applied)
        #expect(coordinator.isActive)
        #expect(
            container.received == [
                .init(request: State.applying[0], child: "green"), .init(request: State.applying[1], child: "blue"),
            ])
    }

    @Test(
        "two containers sharing one channel never hear each other's requests",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func neighboursAreIsolated(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: neighboursAreIsolated(PanelSettings.self, kind)
        case .library: neighboursAreIsolated(LibraryState.self, kind)
        }
    }

    private func neighboursAreIsolated<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let neighbours = kind.makeNeighbours(State.self)
        if let bus = neighbours.bus { trackSubscriptions(on: bus) }
        if let settings = neighbours.settings { trackSubscriptions(on: settings) }
        let first = trackForLeaks(ContractContainer<State>(title: "first"))
        let second = trackForLeaks(ContractContainer<State>(title: "second"))
        let firstLink = Coordinator(strategy: neighbours.first, handler: first).link(for: "a")
        let secondLink = Coordinator(strategy: neighbours.second, handler: second).link(for: "b")

        firstLink.send(State.applying[0])
        firstLink.send(State.applying[1])
        secondLink.send(State.applying[2])

        #expect(
            first.received == [
                .init(request: State.applying[0], child: "a"), .init(request: State.applying[1], child: "a"),
            ])
        #expect(second.received == [.init(request: State.applying[2], child: "b")])
        if let settings = neighbours.settings {
            #expect(settings.value.first == first.shown)
            #expect(settings.value.second == second.shown)
        }
    }

    @Test(
        "the one-liner works: a link keeps its coordinator, which goes with the container and the last link",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func oneLiner(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: oneLiner(PanelSettings.self, kind)
        case .library: oneLiner(LibraryState.self, kind)
        }
    }

    private func oneLiner<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let window = HeadlessWindow()
        let container = trackForLeaks(ContractContainer<State>(title: "container"))
        let main = trackForLeaks(LinkedController<State.Request>(title: "main"))
        container.addChild(main)
        container.view.addSubview(main.view)
        main.didMove(toParent: container)
        window.rootViewController = container

        // The trap: nothing but the link keeps the coordinator (tracked, so the test fails if
        // it outlives the container and its child).
        main.link = trackForLeaks(Coordinator(strategy: environment.strategy, handler: container)).link(for: "main")

        #expect(main.link.isConnected)
        #expect(main.link.send(State.applying[0]) == .applied)
        #expect(container.received == [.init(request: State.applying[0], child: "main")])
        // container → main → link → coordinator ⇢ container: no cycle, so releasing the window
        // and the locals releases all three (checked by the suite's leak trait).
        window.rootViewController = nil
    }

    @Test(
        "a coordinator lives exactly as long as its container and its last link",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func coordinatorLifetime(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: coordinatorLifetime(PanelSettings.self, kind)
        case .library: coordinatorLifetime(LibraryState.self, kind)
        }
    }

    private func coordinatorLifetime<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let child = trackForLeaks(LinkedChild<State.Request>())
        weak var weakCoordinator: Coordinator<State.Request>?
        var container: ContractContainer<State>? = trackForLeaks(ContractContainer<State>())
        do {
            let coordinator = Coordinator(strategy: environment.strategy, handler: container ?? ContractContainer())
            weakCoordinator = coordinator
            child.link = coordinator.link(for: "green")
        }
        #expect(weakCoordinator != nil, "the link alone keeps the coordinator")
        container = nil
        #expect(weakCoordinator != nil, "the link still holds the coordinator after the container went")
        #expect(child.link.send(State.applying[0]) == .containerGone)
        child.link = .unlinked
        #expect(weakCoordinator == nil, "the last link took the coordinator with it")
        #expect(environment.liveSubscriptions == 0)
    }

    @Test(
        "a coordinator nobody links to goes at once and ends its subscription, the container staying",
        arguments: Vocabulary.allCases, StrategyKind.allCases)
    func unlinkedCoordinatorGoes(vocabulary: Vocabulary, kind: StrategyKind) {
        switch vocabulary {
        case .builtIn: unlinkedCoordinatorGoes(PanelSettings.self, kind)
        case .library: unlinkedCoordinatorGoes(LibraryState.self, kind)
        }
    }

    private func unlinkedCoordinatorGoes<State: ContractState>(_: State.Type, _ kind: StrategyKind) {
        let environment = tracked(kind.makeEnvironment(State.self))
        let container = trackForLeaks(ContractContainer<State>())
        weak var weakCoordinator: Coordinator<State.Request>?
        do {
            let coordinator = trackForLeaks(Coordinator(strategy: environment.strategy, handler: container))
            weakCoordinator = coordinator
            #expect(coordinator.link(for: "a").send(State.applying[0]) == .applied)
        }
        #expect(weakCoordinator == nil)
        #expect(environment.liveSubscriptions == 0)
        #expect(container.received.count == 1)
    }

    @Test(
        "negative control: a container kept by a strong reference is still alive and subscribed",
        arguments: [StrategyKind.bus, .sharedSettings])
    func keptContainerStaysSubscribed(kind: StrategyKind) {
        let environment = kind.makeEnvironment(PanelSettings.self)
        var keeper: [ContractContainer<PanelSettings>] = []
        var links: [ContainerLink<ContainerRequest>] = []
        weak var weakContainer: ContractContainer<PanelSettings>?
        do {
            let container = ContractContainer<PanelSettings>()
            links.append(Coordinator(strategy: environment.strategy, handler: container).link(for: "green"))
            keeper.append(container)
            weakContainer = container
        }
        #expect(weakContainer != nil)
        #expect(environment.liveSubscriptions == 1)
        keeper.removeAll()
        #expect(weakContainer == nil)
        #expect(environment.liveSubscriptions == 0)
        #expect(links.map { $0.send(.swapNext) } == [.containerGone])
    }

    /// Hands the environment's bus or settings to the test's leak tracker.
    private func tracked<State>(_ environment: StrategyEnvironment<State>) -> StrategyEnvironment<State> {
        if let bus = environment.bus { trackSubscriptions(on: bus) }
        if let settings = environment.settings { trackSubscriptions(on: settings) }
        return environment
    }
}

/// A child controller that holds only its link.
final class LinkedController<Request: Sendable>: HeadlessViewController {
    var link = ContainerLink<Request>.unlinked
}
