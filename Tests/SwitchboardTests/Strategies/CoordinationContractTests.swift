import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The contract every strategy must pass, run once per strategy.
@MainActor
@Suite("Coordination contract, over every strategy")
struct CoordinationContractTests {
    @Test(
        "a request sent from the main actor reaches the handler exactly once, before send returns",
        arguments: StrategyKind.allCases)
    func deliveredExactlyOnce(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")

        let requests: [ContainerRequest] = [.swap(to: "blue"), .swapNext, .showPage(2), .toggleMenu, .toggleProfile]
        for (index, request) in requests.enumerated() {
            let delivery = child.link.send(request)
            #expect(delivery == .delivered)
            #expect(container.applied.count == index + 1)
            #expect(container.applied.last == .init(request: request, child: "green"))
        }
        #expect(container.appliedRequests == requests)
        withExtendedLifetime(coordinator) {}
    }

    @Test("releasing the container leaves links inert", arguments: StrategyKind.allCases)
    func releasedContainerLeavesLinksInert(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let child = LinkedChild()
        weak var weakContainer: RecordingContainer?
        do {
            let container = RecordingContainer()
            weakContainer = container
            container.coordinator = Coordinator(strategy: environment.strategy, handler: container)
            child.link = container.coordinator?.link(for: "green") ?? .unlinked
            #expect(child.link.isConnected)
        }
        #expect(weakContainer == nil)
        #expect(!child.link.isConnected)
        #expect(child.link.send(.swapNext) == .containerGone)
    }

    @Test("releasing a child leaves the container untouched", arguments: StrategyKind.allCases)
    func releasedChildLeavesContainerAlone(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        weak var weakChild: LinkedChild?
        do {
            let child = LinkedChild()
            weakChild = child
            child.link = coordinator.link(for: "green")
            child.link.send(.toggleMenu)
        }
        #expect(weakChild == nil)
        #expect(coordinator.isActive)
        let survivor = LinkedChild()
        survivor.link = coordinator.link(for: "blue")
        #expect(survivor.link.send(.toggleMenu) == .delivered)
        #expect(
            container.applied == [
                .init(request: .toggleMenu, child: "green"), .init(request: .toggleMenu, child: "blue"),
            ])
    }

    @Test("two containers sharing one channel never see each other's requests", arguments: StrategyKind.allCases)
    func containersAreIsolated(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let first = RecordingContainer("first")
        let second = RecordingContainer("second")
        let firstCoordinator = Coordinator(strategy: environment.strategy, handler: first)
        let secondCoordinator = Coordinator(strategy: environment.strategy, handler: second)
        let firstChild = LinkedChild()
        let secondChild = LinkedChild()
        firstChild.link = firstCoordinator.link(for: "a")
        secondChild.link = secondCoordinator.link(for: "b")

        firstChild.link.send(.toggleMenu)
        firstChild.link.send(.showPage(1))
        secondChild.link.send(.swap(to: "z"))

        #expect(first.applied == [.init(request: .toggleMenu, child: "a"), .init(request: .showPage(1), child: "a")])
        #expect(second.applied == [.init(request: .swap(to: "z"), child: "b")])
    }

    @Test(
        "after everything is released, nothing is alive and no subscription is left", arguments: StrategyKind.allCases)
    func everythingDeallocates(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        weak var weakContainer: RecordingContainer?
        weak var weakCoordinator: Coordinator?
        weak var weakChild: LinkedChild?
        do {
            let container = RecordingContainer()
            let coordinator = Coordinator(strategy: environment.strategy, handler: container)
            container.coordinator = coordinator
            let child = LinkedChild()
            child.link = coordinator.link(for: "green")
            child.link.send(.swapNext)
            weakContainer = container
            weakCoordinator = coordinator
            weakChild = child
            if kind != .delegate {
                #expect(environment.liveSubscriptions == 1)
            }
        }
        #expect(weakContainer == nil)
        #expect(weakCoordinator == nil)
        #expect(weakChild == nil)
        #expect(environment.liveSubscriptions == 0)
    }

    @Test(
        "negative control: a container kept by a strong reference is still alive and subscribed",
        arguments: [StrategyKind.bus, .sharedSettings])
    func keptContainerStaysSubscribed(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        var keeper: [RecordingContainer] = []
        weak var weakContainer: RecordingContainer?
        do {
            let container = RecordingContainer()
            container.coordinator = Coordinator(strategy: environment.strategy, handler: container)
            keeper.append(container)
            weakContainer = container
        }
        #expect(weakContainer != nil)
        #expect(environment.liveSubscriptions == 1)
        keeper.removeAll()
        #expect(weakContainer == nil)
        #expect(environment.liveSubscriptions == 0)
    }

    @Test(
        "an unsupported request reaches the handler's rejection path and nothing is applied",
        arguments: StrategyKind.allCases)
    func unsupportedRequestIsRejected(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = RecordingContainer()
        container.acceptsPages = false
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")

        #expect(child.link.send(.showPage(3)) == .delivered)
        #expect(container.rejections == [.unsupported(.showPage(3))])
        #expect(container.applied.isEmpty)
        if let settings = environment.settings {
            #expect(settings.value.page == 0)
        }
        withExtendedLifetime(coordinator) {}
    }

    @Test("an unlinked child reports that nothing was delivered")
    func unlinkedChild() {
        let child = LinkedChild()
        #expect(child.link.send(.swapNext) == .unlinked)
        #expect(!child.link.isConnected)
    }

    @Test("invalidate makes links inert at once", arguments: StrategyKind.allCases)
    func invalidateStopsDelivery(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")
        coordinator.invalidate()
        #expect(child.link.send(.toggleMenu) == .containerGone)
        #expect(container.applied.isEmpty)
        #expect(environment.liveSubscriptions == 0)
    }
}
