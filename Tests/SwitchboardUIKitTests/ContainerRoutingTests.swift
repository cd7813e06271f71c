#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Switchboard
    @testable import SwitchboardCoordination
    import SwitchboardUIKit
    import Testing
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Issue 46: a request sent on a link found by walking up reaches the container that accepts
    /// it, not just the nearest one; a container the app named is found by that name, above the
    /// sender or beside it. On the headless and the UIKit host, over every strategy.
    @Suite("containerLink routes each request to the container that accepts it")
    @MainActor
    struct ContainerRoutingTests {
        typealias Host = ContainerHostKind

        /// A drawer whose main child is a pager of two pages ("home", and "feed" with the
        /// alternates "feedA" and "feedB"), whose menu is a swap slot named "detail" ("a", "b"),
        /// with a button inside "home" and one inside "feedA". Every container is connected.
        struct Scene {
            /// Sends from the button inside "home" on its `containerLink`.
            let sendFromHome: @MainActor (ContainerRequest) -> RequestResult?
            /// Sends from the button inside "feedA" on its `containerLink`.
            let sendFromFeed: @MainActor (ContainerRequest) -> RequestResult?
            /// Sends from the button inside "home" to the container named `name`.
            let sendFromHomeTo: @MainActor (String, ContainerRequest) -> RequestResult?
            /// Sends on the link the pager hands its page "home".
            let sendOnPagerLink: @MainActor (ContainerRequest) -> RequestResult
            let openPanel: @MainActor () -> ContainerPanel?
            let currentPage: @MainActor () -> Int
            let pagerChildren: @MainActor () -> [ChildID]
            let detail: @MainActor () -> ChildID
            let keep: [AnyObject]

            /// Names the detail slot, connects every container over `kind`, and reads them.
            @MainActor
            init<Drawer: StateMachineContainer, Pager: StateMachineContainer, Detail: StateMachineContainer>(
                drawer: Drawer, pager: Pager, detail: Detail, kind: StrategyKind, window: AnyObject,
                sendFromHome: @escaping @MainActor (ContainerRequest) -> RequestResult?,
                sendFromFeed: @escaping @MainActor (ContainerRequest) -> RequestResult?,
                sendFromHomeTo: @escaping @MainActor (String, ContainerRequest) -> RequestResult?
            )
            where
                Drawer.Machine == SlideMenuContainer, Pager.Machine == PagingContainer, Detail.Machine == SwapContainer
            {
                let coordinators = [drawer.connect(kind.makeStrategy()), pager.connect(kind.makeStrategy())]
                detail.connect(kind.makeStrategy())
                self.sendFromHome = sendFromHome
                self.sendFromFeed = sendFromFeed
                self.sendFromHomeTo = sendFromHomeTo
                sendOnPagerLink = { pager.link(for: "home").send($0) }
                openPanel = { drawer.openPanel }
                currentPage = { pager.currentPage }
                pagerChildren = { pager.machine.shownChildren }
                self.detail = { detail.current }
                keep = [window, drawer] + coordinators
            }
        }

        func scene(on host: Host, _ kind: StrategyKind) throws -> Scene {
            switch host {
            case .headless:
                let homeButton = HeadlessViewController(title: "home button")
                let feedButton = HeadlessViewController(title: "feed button")
                let home = HeadlessViewController(title: "home")
                let feedA = HeadlessViewController(title: "feedA")
                try home.embed(homeButton)
                try feedA.embed(feedButton)
                let pager = HeadlessPagingContainerViewController(
                    pages: [
                        [.instance("home", home)],
                        [.instance("feedA", feedA), .instance("feedB", HeadlessViewController(title: "feedB"))],
                    ],
                    pageAnimation: .none)
                let detail = HeadlessSwapContainerViewController(
                    ["a", "b"].map { .instance(ChildID($0), HeadlessViewController(title: $0)) })
                detail.linkName = "detail"
                let drawer = HeadlessSlideMenuContainerViewController(
                    main: .instance("main", pager), menu: .instance("menu", detail), animation: .none)
                let window = HeadlessWindow()
                window.rootViewController = drawer
                return Scene(
                    drawer: drawer, pager: pager, detail: detail, kind: kind, window: window,
                    sendFromHome: { homeButton.containerLink?.send($0) },
                    sendFromFeed: { feedButton.containerLink?.send($0) },
                    sendFromHomeTo: { homeButton.containerLink(named: $0)?.send($1) })
            case .uikit:
                resetStandIn()
                let homeButton = titled("home button")
                let feedButton = titled("feed button")
                let home = titled("home")
                let feedA = titled("feedA")
                for (parent, child) in [(home, homeButton), (feedA, feedButton)] {
                    parent.addChild(child)
                    parent.view.addSubview(child.view)
                    child.didMove(toParent: parent)
                }
                let pager = PagingContainerViewController(
                    pages: [
                        [.instance("home", home)], [.instance("feedA", feedA), .instance("feedB", titled("feedB"))],
                    ],
                    pageAnimation: .none)
                let detail = SwapContainerViewController(["a", "b"].map { .instance(ChildID($0), titled($0)) })
                detail.linkName = "detail"
                let drawer = SlideMenuContainerViewController(
                    main: .instance("main", pager), menu: .instance("menu", detail), animation: .none)
                return Scene(
                    drawer: drawer, pager: pager, detail: detail, kind: kind, window: onScreen(drawer),
                    sendFromHome: { homeButton.containerLink?.send($0) },
                    sendFromFeed: { feedButton.containerLink?.send($0) },
                    sendFromHomeTo: { homeButton.containerLink(named: $0)?.send($1) })
            }
        }

        @Test(
            "toggleMenu from a page deep in a pager inside a drawer reaches the drawer",
            arguments: Host.allCases, StrategyKind.allCases)
        func toggleMenuReachesTheDrawer(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            #expect(scene.sendFromHome(.toggleMenu) == .applied)
            #expect(scene.openPanel() == .menu)
            #expect(scene.currentPage() == 0, "the pager was walked past")
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "the pager still gets what it accepts: showPage, and swapNext from a page with alternates",
            arguments: Host.allCases, StrategyKind.allCases)
        func pagerRequestsStayWithThePager(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            #expect(scene.sendFromFeed(.swapNext) == .applied)
            #expect(scene.pagerChildren() == ["home", "feedB"])
            #expect(scene.sendFromHome(.showPage(1)) == .applied)
            #expect(scene.currentPage() == 1)
            #expect(scene.openPanel() == nil)
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "a request the pager handles but refuses gets the pager's typed rejection, not the drawer's",
            arguments: Host.allCases, StrategyKind.allCases)
        func pagerRefusalIsThePagers(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            let result = scene.sendFromHome(.showPage(9))
            #expect(result?.rejection as? ContainerRejection == .pageOutOfRange(9, pageCount: 2))
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "negative control: the link the pager hands its page still refuses toggleMenu as unsupported",
            arguments: Host.allCases, StrategyKind.allCases)
        func pagersOwnLinkRefusesToggleMenu(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            let result = scene.sendOnPagerLink(.toggleMenu)
            #expect(
                result.rejection as? ContainerRejection
                    == .unsupportedRequest(.toggleMenu, container: "PagingContainer"))
            #expect(scene.openPanel() == nil)
            withExtendedLifetime(scene.keep) {}
        }

        @Test(
            "a page reaches the detail slot beside the pager by its name, with no link threaded by the app",
            arguments: Host.allCases, StrategyKind.allCases)
        func siblingSlotByName(host: Host, kind: StrategyKind) throws {
            let scene = try scene(on: host, kind)
            #expect(scene.sendFromHomeTo("detail", .swap(to: "b")) == .applied)
            #expect(scene.detail() == "b")
            #expect(scene.sendFromHomeTo("nowhere", .swapNext) == nil, "no container of that name")
            withExtendedLifetime(scene.keep) {}
        }

        @Test("a request no container above accepts gets the nearest one's rejection", arguments: Host.allCases)
        func noneAcceptsNearestAnswers(host: Host) throws {
            let scene = try scene(on: host, .delegate)
            // Neither the pager nor the drawer has a child "zzz": the pager, nearest, says so.
            let result = scene.sendFromHome(.swap(to: "zzz"))
            guard case .unknownChild(let child, _) = result?.rejection as? ContainerRejection else {
                Issue.record("expected the pager's unknownChild, got \(String(describing: result))")
                return
            }
            #expect(child == "zzz")
            withExtendedLifetime(scene.keep) {}
        }
    }

    /// Nested containers of one kind are told apart by the names the app gives them.
    @Suite("containerLink(named:) tells nested containers of one kind apart")
    @MainActor
    struct NamedContainerLinkTests {
        @Test("swapNext goes to the nearest swap slot; by name it reaches the outer one")
        func nestedSwapSlots() throws {
            let button = HeadlessViewController(title: "button")
            let innerA = HeadlessViewController(title: "innerA")
            try innerA.embed(button)
            let inner = HeadlessSwapContainerViewController(
                [.instance("innerA", innerA), .instance("innerB", HeadlessViewController(title: "innerB"))])
            inner.linkName = "inner"
            let outer = HeadlessSwapContainerViewController(
                [.instance("inner", inner), .instance("other", HeadlessViewController(title: "other"))])
            outer.linkName = "outer"
            let window = HeadlessWindow()
            window.rootViewController = outer
            let coordinators = [outer.connect(.delegate), inner.connect(.delegate)]

            #expect(button.containerLink?.send(.swapNext) == .applied)
            #expect(inner.current == "innerB" && outer.current == "inner")
            #expect(inner.children.first?.containerLink(named: "outer")?.send(.swapNext) == .applied)
            #expect(outer.current == "other")
            withExtendedLifetime((window, coordinators)) {}
        }
    }
#endif

#if os(Linux) && canImport(UIKitStandIn)
    import ListDetailExample

    /// Issue 46: the same routing for a container of the app's own requests, on every strategy: a
    /// detail of the list–detail feed, inside a drawer, reaches the feed with `FeedRequest`s and the
    /// drawer with `.toggleMenu`, each on the link it finds by walking up.
    @Suite("containerLink routes a container of the app's own requests too")
    @MainActor
    struct OwnVocabularyRoutingTests {
        enum Strategy: String, CaseIterable, Sendable {
            case delegate, bus, sharedSettings
        }

        @Test(
            "a feed detail in a drawer: dismissDetail reaches the feed, toggleMenu walks past it to the drawer",
            arguments: Strategy.allCases)
        func ownRequestsAndBuiltInOnes(strategy: Strategy) throws {
            let list = FeedListController()
            let feed = Feed.make(list: list)
            let drawer = HeadlessSlideMenuContainerViewController(
                main: .instance("main", feed), menu: .instance("menu", HeadlessViewController(title: "menu")),
                animation: .none)
            let window = HeadlessWindow()
            window.rootViewController = drawer
            let bus = MessageBus(label: "own-vocabulary-routing")
            let feedCoordinator =
                switch strategy {
                case .delegate: feed.connect(.delegate)
                case .bus: feed.connect(.bus(bus))
                case .sharedSettings: feed.connect(.sharedSettings(SharedSettings(FeedState())))
                }
            list.link = feedCoordinator.link(for: "list")
            let drawerCoordinator = drawer.connect(.delegate)

            #expect(list.tap(7) == .applied)
            let detail = try #require(feed.controller(for: "detail-7"))
            #expect(detail.containerLink?.send(.toggleMenu) == .applied, "past the feed, to the drawer")
            #expect(drawer.openPanel == .menu)
            #expect(detail.containerLink(for: FeedRequest.self)?.send(.dismissDetail) == .applied)
            #expect(feed.machine.detail == nil)
            // Negative control: the feed's own link for the list, in the built-in vocabulary, is none.
            #expect(list.containerLink(from: HeadlessContainerViewController<FeedMachine>.self) == nil)
            withExtendedLifetime((window, drawerCoordinator, feedCoordinator)) {}
        }
    }
#endif

#if os(Linux) && canImport(UIKitStandIn)
    /// A found link holds nothing it routes through: a child may keep its own `containerLink`.
    @Suite("containerLink: a routed link keeps no controller alive")
    @MainActor
    struct RoutedLinkLifetimeTests {
        /// A child that keeps the link it found, as a child keeps its link.
        final class KeepingChild: HeadlessViewController {
            var link: ContainerLink<ContainerRequest>?
        }

        @Test("a child keeping its routed link, and the containers above it, all go when released")
        func nothingRetained() {
            weak var weakChild: KeepingChild?
            weak var weakPager: HeadlessPagingContainerViewController?
            weak var weakDrawer: HeadlessSlideMenuContainerViewController?
            var link: ContainerLink<ContainerRequest>?
            do {
                let child = KeepingChild(title: "page")
                let pager = HeadlessPagingContainerViewController(pages: [[.instance("page", child)]])
                let drawer = HeadlessSlideMenuContainerViewController(
                    main: .instance("main", pager), menu: .instance("menu", HeadlessViewController(title: "menu")),
                    animation: .none)
                let window = HeadlessWindow()
                window.rootViewController = drawer
                drawer.connect(.delegate)
                child.link = child.containerLink
                link = child.link
                #expect(link?.send(.toggleMenu) == .applied)
                (weakChild, weakPager, weakDrawer) = (child, pager, drawer)
                window.rootViewController = nil
            }
            #expect(weakChild == nil && weakPager == nil && weakDrawer == nil)
            #expect(link?.send(.toggleMenu) != .applied, "nothing is left to deliver to")
        }
    }
#endif
