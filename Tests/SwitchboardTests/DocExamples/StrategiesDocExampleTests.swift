// The `///` examples of Sources/SwitchboardCoordination/Strategies and Panels and of the
// delegates, verbatim (Scripts/check-doc-snippets.py checks that each one appears in a compiled
// file). The guide's own types (LibraryRequest, LibraryContainer, …) are in LibraryExample.swift.
import Switchboard
import Testing

@Suite("Docs: coordination and delegate examples")
@MainActor
struct StrategiesDocExampleTests {
    /// A swap container of a green and a blue child, on screen.
    private static func greenAndBlue(
        _ child: GreenController
    ) -> (HeadlessSwapContainerViewController, HeadlessWindow) {
        let window = HeadlessWindow()
        let container = HeadlessSwapContainerViewController(
            [.instance("green", child), .instance("blue", HeadlessViewController(title: "blue"))])
        window.rootViewController = container
        return (container, window)
    }

    @Test("Coordinator: a child's link reaches its container")
    func coordinator() throws {
        let child = GreenController(title: "green")
        let (container, window) = Self.greenAndBlue(child)
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(container.current == "blue")
        withExtendedLifetime(window) {}
    }

    @Test("ContainerLink: the child keeps only its link, which keeps the coordinator")
    func containerLink() throws {
        let green = GreenController(title: "green")
        let (container, window) = Self.greenAndBlue(green)
        #expect(green.link.send(.swapNext) == .unlinked)
        green.link = Coordinator(strategy: .delegate, handler: container).link(for: "green")
        green.swapTapped()  // the container swaps to the next child
        #expect(container.current == "blue")
        withExtendedLifetime(window) {}
    }

    @Test("ContainerRequest: a supported request is applied, an unsupported one rejected")
    func containerRequest() throws {
        let child = GreenController(title: "green")
        let (container, window) = Self.greenAndBlue(child)
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swap(to: "blue"))
        child.link.send(.toggleMenu)
        #expect(container.current == "blue")
        #expect(child.link.send(.toggleMenu).rejection(as: ContainerRejection.self) != nil)  // a swap slot has no menu
        withExtendedLifetime(window) {}
    }

    @Test("RequestHandler: a container of your own answers for its own request type")
    func requestHandler() {
        let container = LibraryContainer(title: "library")
        let link = Coordinator(strategy: .delegate, handler: container).link(for: "list")
        #expect(link.send(.showDetail(item: 42)) == .applied)
        #expect(link.send(.showDetail(item: 42)) == .unchanged)
        #expect(link.send(.showDetail(item: -1)) == .rejected(LibraryError.noSuchItem(-1)))
        #expect(container.detailItem == 42)
    }

    @Test("RequestResult: every answer a send can give is handled")
    func linkDelivery() {
        let container = LibraryContainer(title: "library")
        let link = Coordinator(strategy: .delegate, handler: container).link(for: "list")
        switch link.send(.showDetail(item: 42)) {
        case .applied, .queued, .unchanged: break
        case .rejected(let reason): print("refused: \(reason)")
        case .containerGone, .unlinked: print("nobody is listening")
        }
        #expect(container.detailItem == 42)
    }

    @Test("CoordinatedState: the state records accepted requests and tells later changes")
    func coordinatedState() {
        let state = LibraryState(detailItem: 42)
        #expect(state.requests(since: LibraryState()) == [.showDetail(item: 42)])
        #expect(LibraryState().requests(since: state) == [.closeDetail])
        #expect(LibraryState().applying(.showDetail(item: 42)) == state)
    }

    @Test("CoordinationStrategy: the same container works over each strategy")
    func strategies() throws {
        let child = GreenController(title: "green")
        let (container, window) = Self.greenAndBlue(child)
        let bus = MessageBus(label: "docs.strategies")
        let settings = SharedSettings(PanelSettings())
        let direct = Coordinator(strategy: .delegate, handler: container)
        let overBus = Coordinator(strategy: .bus(bus), handler: container)
        let overSettings = Coordinator(strategy: .sharedSettings(settings), handler: container)

        var shown: [ChildID] = []
        for coordinator in [direct, overBus, overSettings] {
            coordinator.link(for: "green").send(.swapNext)
            shown.append(container.current)
        }
        #expect(shown == ["blue", "green", "blue"])
        withExtendedLifetime(window) {}
    }

    @Test("CoordinationStrategy.sharedSettings(_:at:): two containers, each bound to its own part of one value")
    func settingsParts() {
        let appSettings = SharedSettings(AppSettings())
        let leftContainer = LibraryContainer(title: "left")
        let rightContainer = LibraryContainer(title: "right")
        let left = Coordinator(strategy: .sharedSettings(appSettings, at: \.leftPane), handler: leftContainer)
        let right = Coordinator(strategy: .sharedSettings(appSettings, at: \.rightPane), handler: rightContainer)

        left.link(for: "list").send(.showDetail(item: 7))
        #expect(leftContainer.detailItem == 7)
        #expect(rightContainer.detailItem == nil)
        #expect(appSettings.value == AppSettings(leftPane: LibraryState(detailItem: 7)))
        withExtendedLifetime(right) {}
    }

    @Test("SentRequest<ContainerRequest>: the bus strategy posts each request with the container as subject")
    func childRequest() throws {
        let child = GreenController(title: "green")
        let (container, window) = Self.greenAndBlue(child)
        let bus = MessageBus(label: "docs.childRequest")
        let log = DocExampleLog()
        let audit = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: container) { sent in
            print("\(sent.sender?.description ?? "?") asked for \(sent.request)")
        }
        let record = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: container) {
            log("\($0.sender, default: "?")")
        }
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(log.lines == ["green"])
        #expect(container.current == "blue")
        withExtendedLifetime((audit, record, window)) {}
    }

    @Test("SentRequest: a request type of your own on the bus, watched per container")
    func sentRequest() {
        let container = LibraryContainer(title: "library")
        let bus = MessageBus(label: "docs.sentRequest")
        let log = DocExampleLog()
        let audit = bus.subscribe(to: SentRequest<LibraryRequest>.self, subject: container) { sent in
            print("\(sent.sender?.description ?? "?") asked for \(sent.request)")
        }
        let record = bus.subscribe(to: SentRequest<LibraryRequest>.self, subject: container) { log("\($0)") }
        let link = Coordinator(strategy: .bus(bus), handler: container).link(for: "list")
        #expect(link.send(.showDetail(item: 42)) == .applied)
        #expect(log.lines == ["showDetail(item: 42) from list"])
        withExtendedLifetime((audit, record)) {}
    }

    @Test("PanelSettings.requests(since:): what a change of panel state means to a container")
    func panelSettingsRequests() {
        let desired = PanelSettings(menuOpen: true, page: 2)
        print(desired.requests(since: PanelSettings()))  // [toggleMenu, showPage(2)]
        #expect(desired.requests(since: PanelSettings()) == [.toggleMenu, .showPage(2)])
    }

    @Test("ChildID: a named identifier is written to shared settings")
    func childID() {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.activeChild = .menu }
        #expect(settings.value.activeChild == "menu")
    }

    @Test("MulticastDelegate: every added observer is called")
    func multicast() {
        let analytics = PageAnalytics()
        let observers = MulticastDelegate<any PagingObserver>()
        observers.add(analytics)
        observers.invoke { $0.didShowPage(2) }
        #expect(analytics.pages == [2])
    }
}

final class GreenController: HeadlessViewController {
    var link = ContainerLink.unlinked
    func swapTapped() { link.send(.swapNext) }
}

extension ChildID {
    static let menu: ChildID = "menu"
}

@MainActor protocol PagingObserver: AnyObject { func didShowPage(_ index: Int) }

final class PageAnalytics: PagingObserver {
    private(set) var pages: [Int] = []
    func didShowPage(_ index: Int) { pages.append(index) }
}
