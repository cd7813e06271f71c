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
        if let settings = environment.settings {
            // The rejected requests were never written as desired state: nothing half-applied.
            #expect(settings.value.page == 0)
            #expect(!settings.value.menuOpen)
        }
        withExtendedLifetime(window) {}
    }

    @Test("Settings judge requests against the screen: a container that starts on page 1 still goes to page 0")
    func settingsFollowTheScreen() throws {
        let settings = SharedSettings(PanelSettings())
        let paging = try PagingContainerViewController(
            pages: [[.instance("red", HeadlessViewController())], [.instance("green", HeadlessViewController())]],
            initialPage: 1, pageAnimation: .none, trace: trace)
        let window = onScreen(paging, trace: trace)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: paging)
        let red = coordinator.link(for: "red")
        #expect(settings.value.page == 0)  // stale: nobody has written the container's page yet
        #expect(red.send(.showPage(0)) == .delivered)
        #expect(paging.currentPage == 0)
        #expect(settings.value.page == 0)
        #expect(red.send(.showPage(0)) == .unchanged)
        withExtendedLifetime((window, coordinator)) {}
    }

    @Test("Settings record what a relative swap led to")
    func settingsRecordSwapNextResult() throws {
        let settings = SharedSettings(PanelSettings())
        let swap = try SwapContainerViewController(
            [.instance("green", HeadlessViewController()), .instance("blue", HeadlessViewController())], trace: trace)
        let window = onScreen(swap, trace: trace)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: swap)
        let green = coordinator.link(for: "green")
        #expect(green.send(.swapNext) == .delivered)
        #expect(swap.current == "blue")
        #expect(settings.value.activeChild == "blue")
        #expect(settings.value.swapNextCount == 1)
        // A write made elsewhere is reconciled from what the container shows.
        settings.update { $0.activeChild = "green" }
        #expect(swap.current == "green")
        withExtendedLifetime((window, coordinator)) {}
    }

    @Test("A request the container would reject leaves shared settings as they were")
    func rejectedRequestsNeverReachSettings() throws {
        let settings = SharedSettings(PanelSettings())
        let swap = try SwapContainerViewController(
            [.instance("green", HeadlessViewController(title: "green")), .instance("blue", HeadlessViewController())],
            trace: trace)
        let window = onScreen(swap, trace: trace)
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: swap)
        let link = coordinator.link(for: "green")
        #expect(swap.canApply(.swap(to: "blue"), from: "green"))
        #expect(!swap.canApply(.swap(to: "purple"), from: "green"))
        #expect(!swap.canApply(.showPage(1), from: "green"))
        let before = settings.value
        #expect(link.send(.swap(to: "purple")) == .delivered)
        #expect(swap.lastRejection == .unknownChild("purple", known: ["green", "blue"]))
        #expect(link.send(.showPage(1)) == .delivered)
        #expect(settings.value == before)
        #expect(swap.current == "green")
        #expect(link.send(.swap(to: "blue")) == .delivered)
        #expect(settings.value.activeChild == "blue")
        #expect(swap.current == "blue")
        withExtendedLifetime((window, coordinator)) {}
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
