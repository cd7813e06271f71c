// The `///` examples of Sources/Switchboard/Strategies and Delegates, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file).
import Switchboard
import Testing

@Suite("Docs: coordination and delegate examples")
@MainActor
struct StrategiesDocExampleTests {
    /// A swap container of a green and a blue child, on screen.
    private static func greenAndBlue(_ child: GreenController) throws -> (SwapContainerViewController, HeadlessWindow) {
        let window = HeadlessWindow()
        let container = try SwapContainerViewController(
            [.instance("green", child), .instance("blue", HeadlessViewController(title: "blue"))])
        window.rootViewController = container
        return (container, window)
    }

    @Test("Coordinator: a child's link reaches its container")
    func coordinator() throws {
        let child = GreenController(title: "green")
        let (container, window) = try Self.greenAndBlue(child)
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(container.current == "blue")
        withExtendedLifetime(window) {}
    }

    @Test("ContainerLink: the child keeps only its link and sends through it")
    func containerLink() throws {
        let green = GreenController(title: "green")
        let (container, window) = try Self.greenAndBlue(green)
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        #expect(green.link.send(.swapNext) == .unlinked)
        green.link = coordinator.link(for: "green")
        green.swapTapped()  // the container swaps to the next child
        #expect(container.current == "blue")
        withExtendedLifetime(window) {}
    }

    @Test("ContainerRequest: a supported request is applied, an unsupported one rejected")
    func containerRequest() throws {
        let child = GreenController(title: "green")
        let (container, window) = try Self.greenAndBlue(child)
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swap(to: "blue"))
        child.link.send(.toggleMenu)
        #expect(container.current == "blue")
        #expect(container.lastRejection != nil)  // a swap slot has no menu
        withExtendedLifetime(window) {}
    }

    @Test("ContainerRequestHandler: any class can be a link's target")
    func requestHandler() {
        final class Host: HeadlessViewController, ContainerRequestHandler {
            func handle(_ request: ContainerRequest, from child: ChildID?) {
                // apply it, or reject it with your own typed error
            }
        }
        let host = Host(title: "host")
        let coordinator = Coordinator(strategy: .delegate, handler: host)
        #expect(coordinator.link(for: "green").send(.toggleMenu).reachedContainer)
    }

    @Test("CoordinationStrategy: the same container works over each strategy")
    func strategies() throws {
        let child = GreenController(title: "green")
        let (container, window) = try Self.greenAndBlue(child)
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

    @Test("ChildRequest: the bus strategy posts each request with the container as subject")
    func childRequest() throws {
        let child = GreenController(title: "green")
        let (container, window) = try Self.greenAndBlue(child)
        let bus = MessageBus(label: "docs.childRequest")
        let log = DocExampleLog()
        let audit = bus.subscribe(to: ChildRequest.self, subject: container) { posted in
            print("\(posted.child?.description ?? "?") asked for \(posted.request)")
        }
        let record = bus.subscribe(to: ChildRequest.self, subject: container) { log("\($0.child, default: "?")") }
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(log.lines == ["green"])
        #expect(container.current == "blue")
        withExtendedLifetime((audit, record, window)) {}
    }

    @Test("ChildID: a named identifier is written to shared settings")
    func childID() {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.activeChild = .menu }
        #expect(settings.value.activeChild == "menu")
    }

    @Test("WeakRef: forwards while the container lives, and reads nil after")
    func weakRef() throws {
        let (container, window) = try Self.greenAndBlue(GreenController(title: "green"))
        let box = WeakRef(container)
        box.object?.handle(.swapNext, from: nil)  // nil once the container is gone
        #expect(container.current == "blue")

        var host: HeadlessViewController? = HeadlessViewController(title: "gone")
        let dead = WeakRef(try #require(host))
        host = nil
        #expect(dead.isDead)
        withExtendedLifetime(window) {}
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
