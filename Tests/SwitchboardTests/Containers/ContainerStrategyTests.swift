import Switchboard
import Testing

@MainActor
@Suite("Containers driven over every coordination strategy")
struct ContainerStrategyTests {
    let trace = ContainmentTrace()

    @Test("SwapContainer: swap, swapNext and rejections reach it over each strategy", arguments: StrategyKind.allCases)
    func swapOverStrategy(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let container = try SwapContainerViewController(
            ["a", "b", "c"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        let link = coordinator.link(for: "a")
        let (deliveries, violations) = recordingViolations {
            var deliveries = [link.send(.swap(to: "b"))]
            #expect(container.current == "b")
            deliveries.append(link.send(.swapNext))
            #expect(container.current == "c")
            deliveries.append(link.send(.swap(to: "a")))
            #expect(container.current == "a")
            deliveries.append(link.send(.showPage(1)))
            #expect(container.lastRejection == .unsupportedRequest(.showPage(1), container: "SwapContainer"))
            deliveries.append(link.send(.swap(to: "zzz")))
            #expect(container.lastRejection == .unknownChild("zzz", known: ["a", "b", "c"]))
            return deliveries
        }
        let undelivered = deliveries.filter { !$0.reachedContainer }
        #expect(undelivered.isEmpty)
        #expect(violations.isEmpty)
        #expect(container.children.map(\.debugName) == ["a"])
        #expect(container.requestTally.received == 5 && container.requestTally.rejected == 2)
        withExtendedLifetime(window) {}
    }

    @Test(
        "PagingContainer: pages, the swapping slot and rejections over each strategy", arguments: StrategyKind.allCases)
    func pagingOverStrategy(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let paging = try PagingContainerViewController(
            pages: [
                [.instance("red", HeadlessViewController(title: "red"))],
                [
                    .instance("green", HeadlessViewController(title: "green")),
                    .instance("blue", HeadlessViewController(title: "blue")),
                ],
            ],
            pageAnimation: .none, trace: trace)
        let window = onScreen(paging, trace: trace)
        let coordinator = Coordinator(strategy: environment.strategy, handler: paging)
        let green = coordinator.link(for: "green")
        let (deliveries, violations) = recordingViolations {
            var deliveries = [green.send(.showPage(1))]
            #expect(paging.currentPage == 1)
            deliveries.append(green.send(.swapNext))
            #expect(paging.machine.shownChildren == ["red", "blue"])
            deliveries.append(green.send(.showPage(0)))
            #expect(paging.currentPage == 0)
            deliveries.append(green.send(.showPage(7)))
            #expect(paging.lastRejection == .pageOutOfRange(7, pageCount: 2))
            deliveries.append(green.send(.toggleMenu))
            #expect(paging.lastRejection == .unsupportedRequest(.toggleMenu, container: "PagingContainer"))
            return deliveries
        }
        let undelivered = deliveries.filter { !$0.reachedContainer }
        #expect(undelivered.isEmpty)
        #expect(violations.isEmpty)
        #expect(originsX(paging, ["red", "blue"]) == [0, 320])
        withExtendedLifetime(window) {}
    }

    @Test(
        "SlideMenuContainer: toggles, closePanels and rejections over each strategy", arguments: StrategyKind.allCases)
    func slideOverStrategy(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let slide = try SlideMenuContainerViewController(
            main: .instance("main", HeadlessViewController(title: "main")),
            menu: .instance("menu", HeadlessViewController(title: "menu")),
            profile: .instance("profile", HeadlessViewController(title: "profile")), animation: .none, trace: trace)
        let window = onScreen(slide, trace: trace)
        let coordinator = Coordinator(strategy: environment.strategy, handler: slide)
        let main = coordinator.link(for: "main")
        let (deliveries, violations) = recordingViolations {
            var deliveries = [main.send(.toggleMenu)]
            #expect(slide.panelState == .open(.menu))
            deliveries.append(main.send(.toggleProfile))
            #expect(slide.panelState == .open(.profile))
            deliveries.append(main.send(.closePanels))
            #expect(slide.panelState == .closed)
            deliveries.append(main.send(.swapNext))
            #expect(slide.lastRejection == .unsupportedRequest(.swapNext, container: "SlideMenuContainer"))
            return deliveries
        }
        let undelivered = deliveries.filter { !$0.reachedContainer }
        #expect(undelivered.isEmpty)
        #expect(violations.isEmpty)
        #expect(slide.children.allSatisfy { $0.appearanceState == ($0.debugName == "main" ? .appeared : .disappeared) })
        withExtendedLifetime(window) {}
    }

    @Test("Announcements are posted on the container's bus with the container as subject")
    func busAnnouncements() throws {
        let bus = MessageBus(label: "announcements")
        let container = try SwapContainerViewController(
            ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let other = try SwapContainerViewController(
            ["x", "y"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        container.bus = bus
        other.bus = bus
        let received = Locked<[ContainerAnnouncement]>([])
        let token = bus.subscribe(to: ContainerAnnouncement.self, subject: container) { announcement in
            received.withLock { $0.append(announcement) }
        }
        container.swapNext()
        other.swapNext()
        _ = try? container.swap(to: "q")
        let announcements = received.withLock { $0 }
        #expect(
            announcements == [
                .willSwap(from: "a", to: "b"), .didSwap(from: "a", to: "b"),
                .rejected(.swap(to: "q"), .unknownChild("q", known: ["a", "b"])),
            ])
        token.cancel()
    }

    @Test("The coordinator holds the container weakly: releasing it ends delivery", arguments: StrategyKind.allCases)
    func containerGone(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let coordinator: Coordinator
        weak var weakContainer: SwapContainerViewController?
        do {
            let container = try SwapContainerViewController(
                ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
            weakContainer = container
            coordinator = Coordinator(strategy: environment.strategy, handler: container)
            #expect(coordinator.link(for: "a").send(.swapNext).reachedContainer)
        }
        #expect(weakContainer == nil)
        #expect(coordinator.link(for: "a").send(.swapNext) == .containerGone)
    }
}
