import Switchboard
import Testing

@MainActor
@Suite("Containers driven over every coordination strategy")
struct ContainerStrategyTests {
    let trace = ContainmentTrace()

    @Test(
        "SwapContainer: every request's answer over each strategy, rejections typed", arguments: StrategyKind.allCases)
    func swapOverStrategy(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = HeadlessSwapContainerViewController(
            ["a", "b", "c"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        let link = Coordinator(strategy: environment.strategy, handler: container).link(for: "a")
        let (deliveries, violations) = recordingViolations {
            [
                link.send(.swap(to: "b")), link.send(.swapNext), link.send(.swap(to: "a")), link.send(.swap(to: "a")),
                link.send(.showPage(1)), link.send(.swap(to: "zzz")),
            ]
        }
        #expect(
            deliveries == [
                .applied, .applied, .applied, .unchanged,
                .rejected(ContainerRejection.unsupportedRequest(.showPage(1), container: "SwapContainer")),
                .rejected(ContainerRejection.unknownChild("zzz", known: ["a", "b", "c"])),
            ])
        #expect(container.current == "a")
        #expect(violations.isEmpty)
        #expect(container.children.map(\.debugName) == ["a"])
        #expect(container.requestTally.received == 6 && container.requestTally.rejected == 2)
        if let settings = environment.settings {
            #expect(settings.value.activeChild == "a")
            #expect(settings.value.page == 0)
        }
        withExtendedLifetime(window) {}
    }

    @Test(
        "PagingContainer: pages, the swapping slot and rejections over each strategy", arguments: StrategyKind.allCases)
    func pagingOverStrategy(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let paging = HeadlessPagingContainerViewController(
            pages: [
                [.instance("red", HeadlessViewController(title: "red"))],
                [
                    .instance("green", HeadlessViewController(title: "green")),
                    .instance("blue", HeadlessViewController(title: "blue")),
                ],
            ],
            pageAnimation: .none, trace: trace)
        let window = onScreen(paging, trace: trace)
        let green = Coordinator(strategy: environment.strategy, handler: paging).link(for: "green")
        let (deliveries, violations) = recordingViolations {
            var deliveries = [green.send(.showPage(1))]
            #expect(paging.currentPage == 1)
            deliveries.append(green.send(.swapNext))
            #expect(paging.machine.shownChildren == ["red", "blue"])
            deliveries.append(green.send(.showPage(0)))
            deliveries.append(green.send(.showPage(0)))
            #expect(paging.currentPage == 0)
            deliveries.append(green.send(.showPage(7)))
            deliveries.append(green.send(.toggleMenu))
            return deliveries
        }
        #expect(
            deliveries == [
                .applied, .applied, .applied, .unchanged,
                .rejected(ContainerRejection.pageOutOfRange(7, pageCount: 2)),
                .rejected(ContainerRejection.unsupportedRequest(.toggleMenu, container: "PagingContainer")),
            ])
        #expect(violations.isEmpty)
        #expect(originsX(paging, ["red", "blue"]) == [0, 320])
        if let settings = environment.settings {
            // The rejected requests were never recorded: nothing half-applied.
            #expect(settings.value == PanelSettings(page: 0, swapNextCount: 1))
        }
        withExtendedLifetime(window) {}
    }

    @Test(
        "SlideMenuContainer: toggles, closePanels and rejections over each strategy", arguments: StrategyKind.allCases)
    func slideOverStrategy(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", HeadlessViewController(title: "main")),
            menu: .instance("menu", HeadlessViewController(title: "menu")),
            profile: .instance("profile", HeadlessViewController(title: "profile")), animation: .none, trace: trace)
        let window = onScreen(slide, trace: trace)
        let main = Coordinator(strategy: environment.strategy, handler: slide).link(for: "main")
        let (deliveries, violations) = recordingViolations {
            var deliveries = [main.send(.toggleMenu)]
            #expect(slide.openPanel == .menu)
            deliveries.append(main.send(.toggleProfile))
            #expect(slide.openPanel == .profile)
            deliveries.append(main.send(.closePanels))
            deliveries.append(main.send(.closePanels))
            #expect(slide.openPanel == nil)
            deliveries.append(main.send(.swapNext))
            return deliveries
        }
        #expect(
            deliveries == [
                .applied, .applied, .applied, .unchanged,
                .rejected(ContainerRejection.unsupportedRequest(.swapNext, container: "SlideMenuContainer")),
            ])
        #expect(violations.isEmpty)
        #expect(slide.children.allSatisfy { $0.appearanceState == ($0.debugName == "main" ? .appeared : .disappeared) })
        if let settings = environment.settings {
            #expect(settings.value == PanelSettings())
        }
        withExtendedLifetime(window) {}
    }

    @Test(
        "A request sent while an animation is in flight is answered queued, then applied",
        arguments: StrategyKind.allCases)
    func queuedDuringAnimation(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let animator = ManualAnimator()
        let container = HeadlessSwapContainerViewController(
            ["a", "b", "c"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) },
            animation: .crossDissolve(duration: 1.0), trace: trace)
        let window = onScreen(container, trace: trace, animator: animator)
        let link = Coordinator(strategy: environment.strategy, handler: container).link(for: "a")
        #expect(link.send(.swapNext) == .applied)
        #expect(link.send(.swap(to: "c")) == .queued(position: 0))
        #expect(link.send(.swap(to: "c")) == .queued(position: 0))  // merged into the identical waiting request
        animator.finishAll()
        animator.finishAll()
        #expect(container.current == "c")
        #expect(!container.isTransitioning)
        if let settings = environment.settings {
            #expect(settings.value.activeChild == "c")
        }
        withExtendedLifetime(window) {}
    }

    @Test("A plan the hierarchy refuses is answered rejected with the violation", arguments: StrategyKind.allCases)
    func abandonedPlanIsRejected(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let first = HeadlessViewController(title: "first")
        let container = HeadlessSwapContainerViewController(
            [.instance("first", first), .instance("second", HeadlessViewController(title: "second"))], trace: trace)
        let window = onScreen(container, trace: trace)
        let link = Coordinator(strategy: environment.strategy, handler: container).link(for: "first")
        first.view.removeFromSuperview()  // outside code breaks the slot
        let (delivery, violations) = recordingViolations { link.send(.swapNext) }
        let refusal = ContainmentViolation.transitionFromViewNotInHierarchy(controller: "first")
        #expect(delivery == .rejected(refusal))
        #expect(violations == [refusal])
        #expect(container.lastAbandonment?.violation == refusal)
        #expect(container.current == "first")
        if let settings = environment.settings {
            #expect(settings.value == PanelSettings())
        }
        withExtendedLifetime(window) {}
    }

    @Test("Settings judge requests against the screen: a container that starts on page 1 still goes to page 0")
    func settingsFollowTheScreen() {
        let settings = SharedSettings(PanelSettings())
        let paging = HeadlessPagingContainerViewController(
            pages: [[.instance("red", HeadlessViewController())], [.instance("green", HeadlessViewController())]],
            initialPage: 1, pageAnimation: .none, trace: trace)
        let window = onScreen(paging, trace: trace)
        let red = Coordinator(strategy: .sharedSettings(settings), handler: paging).link(for: "red")
        #expect(settings.value.page == 0)  // stale: nobody has written the container's page yet
        #expect(red.send(.showPage(0)) == .applied)
        #expect(paging.currentPage == 0)
        #expect(settings.value.page == 0)
        #expect(red.send(.showPage(0)) == .unchanged)
        withExtendedLifetime(window) {}
    }

    @Test("Settings: two swap containers bound to one state follow each other's relative swaps and later writes")
    func settingsMirrorRelativeSwaps() throws {
        let settings = SharedSettings(PanelSettings())
        func swap(_ title: String) -> (HeadlessSwapContainerViewController, HeadlessWindow) {
            let container = HeadlessSwapContainerViewController(
                [.instance("green", HeadlessViewController()), .instance("blue", HeadlessViewController())],
                title: title, trace: trace)
            return (container, onScreen(container, trace: trace))
        }
        let (first, firstWindow) = swap("first")
        let (second, secondWindow) = swap("second")
        let green = Coordinator(strategy: .sharedSettings(settings), handler: first).link(for: "green")
        _ = Coordinator(strategy: .sharedSettings(settings), handler: second)
        #expect(green.send(.swapNext) == .applied)
        #expect(first.current == "blue")
        #expect(second.current == "blue")
        #expect(settings.value.swapNextCount == 1)
        // A write made elsewhere reaches both.
        settings.update { $0.apply(.swap(to: "green")) }
        #expect(first.current == "green")
        #expect(second.current == "green")
        withExtendedLifetime((firstWindow, secondWindow)) {}
    }

    @Test("Announcements are posted on the container's bus with the container as subject")
    func busAnnouncements() throws {
        let bus = MessageBus(label: "announcements")
        let container = HeadlessSwapContainerViewController(
            ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let other = HeadlessSwapContainerViewController(
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
    func containerGone(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let coordinator: Coordinator<ContainerRequest>
        weak var weakContainer: HeadlessSwapContainerViewController?
        do {
            let container = HeadlessSwapContainerViewController(
                ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
            weakContainer = container
            coordinator = Coordinator(strategy: environment.strategy, handler: container)
            #expect(coordinator.link(for: "a").send(.swapNext) == .applied)
        }
        #expect(weakContainer == nil)
        #expect(coordinator.link(for: "a").send(.swapNext) == .containerGone)
        #expect(environment.liveSubscriptions == 0)
    }

    @Test(
        "A built-in container keeps the coordinators made for it, until they are invalidated",
        arguments: StrategyKind.allCases)
    func containerKeepsItsCoordinators(kind: StrategyKind) {
        let environment = kind.makeEnvironment()
        let container = HeadlessSwapContainerViewController(
            ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        let link = container.link(for: "a")
        #expect(link.send(.swapNext) == .unlinked)
        weak var weakCoordinator: Coordinator<ContainerRequest>?
        do {
            let coordinator = Coordinator(strategy: environment.strategy, handler: container)
            weakCoordinator = coordinator
        }
        #expect(weakCoordinator != nil)
        #expect(link.isConnected)
        #expect(link.send(.swapNext) == .applied)
        weakCoordinator?.invalidate()
        #expect(weakCoordinator == nil)
        #expect(link.send(.swapNext) == .unlinked)
        #expect(environment.liveSubscriptions == 0)
        window.rootViewController = nil
        withExtendedLifetime(window) {}
    }

    @Test("A container's own link reports containerGone once the container is gone")
    func containerLinkOutlivesContainer() {
        var link = ContainerLink.unlinked
        do {
            let container = HeadlessSwapContainerViewController(
                ["a", "b"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
            _ = Coordinator(strategy: .delegate, handler: container)
            link = container.link(for: "a")
            #expect(link.send(.swapNext) == .applied)
        }
        #expect(link.send(.swapNext) == .containerGone)
        #expect(!link.isConnected)
    }
}
