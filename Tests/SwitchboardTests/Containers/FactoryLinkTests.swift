import Switchboard
import SwitchboardTesting
import Testing

/// Children a factory builds are handed their link: no deferred `weak var` to a coordinator that
/// can only exist after the container.
@MainActor
@Suite("Links for factory-built children", .checksLeaks)
struct FactoryLinkTests {
    /// A page that keeps the link its factory was handed, and nothing else.
    final class LinkedPage: HeadlessViewController {
        let link: ContainerLink<ContainerRequest>

        init(link: ContainerLink<ContainerRequest>, title: String) {
            self.link = link
            super.init(title: title, trace: nil)
        }
    }

    private func makeContainer() -> HeadlessSwapContainerViewController {
        let page: (ChildID) -> ContainerChild<HeadlessViewController> = { id in
            .factory(id) { link in trackForLeaks(LinkedPage(link: link, title: id.rawValue), named: id.rawValue) }
        }
        return trackForLeaks(
            HeadlessSwapContainerViewController(
                [page("first"), page("second")], retention: .releaseWhenHidden, trace: nil))
    }

    private func page(_ id: ChildID, of container: HeadlessSwapContainerViewController) throws -> LinkedPage {
        try #require(container.controller(for: id) as? LinkedPage)
    }

    @Test(
        "a factory-built child reaches its container over each strategy, the coordinator made before it",
        arguments: StrategyKind.allCases)
    func coordinatorFirst(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let window = HeadlessWindow(trace: nil)
        let container = makeContainer()
        _ = Coordinator(strategy: environment.strategy, handler: container)
        window.rootViewController = container
        #expect(try page("first", of: container).link.send(.swapNext) == .applied)
        #expect(container.current == "second")
        // The first page was let go when hidden; the second, built now, has its own link.
        #expect(container.controller(for: "first") == nil)
        #expect(try page("second", of: container).link.send(.swapNext) == .applied)
        #expect(try page("first", of: container).link.send(.swap(to: "first")) == .unchanged)
        window.rootViewController = nil
    }

    @Test(
        "a factory-built child built before any coordinator is linked as soon as one is made",
        arguments: StrategyKind.allCases)
    func coordinatorAfter(kind: StrategyKind) throws {
        let environment = kind.makeEnvironment()
        let window = HeadlessWindow(trace: nil)
        let container = makeContainer()
        window.rootViewController = container
        let first = try page("first", of: container)
        #expect(first.link.send(.swapNext) == .unlinked)
        #expect(!first.link.isConnected)
        _ = Coordinator(strategy: environment.strategy, handler: container)
        #expect(first.link.isConnected)
        #expect(first.link.send(.swapNext) == .applied)
        #expect(container.current == "second")
        window.rootViewController = nil
    }

    @Test("a container's own link goes through its newest active coordinator")
    func newestCoordinatorServes() throws {
        let bus = trackSubscriptions(on: MessageBus(label: "newest"))
        let heard = Locked(0)
        let window = HeadlessWindow(trace: nil)
        let container = makeContainer()
        window.rootViewController = container
        let token = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: container) { _ in
            heard.withLock { $0 += 1 }
        }
        _ = Coordinator(strategy: .delegate, handler: container)
        let overBus = Coordinator(strategy: .bus(bus), handler: container)
        let first = try page("first", of: container)
        #expect(first.link.send(.swapNext) == .applied)
        #expect(heard.withLock { $0 } == 1)
        overBus.invalidate()
        #expect(try page("second", of: container).link.send(.swapNext) == .applied)
        #expect(heard.withLock { $0 } == 1, "the delegate coordinator served once the bus one was invalidated")
        token.cancel()
        window.rootViewController = nil
    }
}
