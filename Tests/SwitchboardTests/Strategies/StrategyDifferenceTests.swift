import Foundation
import SwitchboardTesting
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// What sets the strategies apart, each shown where it applies.
@MainActor
@Suite("Strategy differences", .checksLeaks)
struct StrategyDifferenceTests {
    typealias PanelContainer = ContractContainer<PanelSettings>

    @Test("bus: other observers of the container's subject see every request too")
    func busFansOut() {
        let bus = trackSubscriptions(on: MessageBus(label: "fan-out"))
        let container = trackForLeaks(PanelContainer())
        let audit = Locked<[SentRequest<ContainerRequest>]>([])
        let token = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: container) { posted in
            audit.withLock { $0.append(posted) }
        }
        let link = Coordinator(strategy: .bus(bus), handler: container).link(for: "green")
        link.send(.swapNext)
        link.send(.toggleMenu)
        #expect(container.receivedRequests == [.swapNext, .toggleMenu])
        #expect(
            audit.withLock { $0 } == [
                SentRequest<ContainerRequest>(.swapNext, from: "green"),
                SentRequest<ContainerRequest>(.toggleMenu, from: "green"),
            ])
        token.cancel()
    }

    @Test("bus: each request type travels on its own channel")
    func busChannelsPerRequestType() {
        let bus = trackSubscriptions(on: MessageBus(label: "channels"))
        let panels = trackForLeaks(PanelContainer())
        let library = trackForLeaks(ContractContainer<LibraryState>())
        let heard = Locked(0)
        let token = bus.subscribe(to: SentRequest<LibraryRequest>.self) { _ in heard.withLock { $0 += 1 } }
        let panelLink = Coordinator(strategy: .bus(bus), handler: panels).link(for: "a")
        let libraryLink = Coordinator(strategy: .bus(bus), handler: library).link(for: "b")
        panelLink.send(.toggleMenu)
        libraryLink.send(.showDetail(item: 1))
        #expect(heard.withLock { $0 } == 1)
        #expect(panels.receivedRequests == [.toggleMenu])
        #expect(library.receivedRequests == [.showDetail(item: 1)])
        token.cancel()
    }

    @Test("bus: an observer of another container's subject sees nothing (negative control)")
    func busScopesBySubject() {
        let bus = trackSubscriptions(on: MessageBus(label: "scoped"))
        let container = trackForLeaks(PanelContainer())
        let other = trackForLeaks(PanelContainer(title: "other"))
        let audit = Locked(0)
        let token = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: other) { _ in
            audit.withLock { $0 += 1 }
        }
        let link = Coordinator(strategy: .bus(bus), handler: container).link(for: "green")
        link.send(.swapNext)
        #expect(container.receivedRequests == [.swapNext])
        #expect(audit.withLock { $0 } == 0)
        token.cancel()
    }

    @Test("bus: the sending link gets the container's answer, even when another observer posts meanwhile")
    func busAnswerGoesToItsPoster() {
        let bus = trackSubscriptions(on: MessageBus(label: "answers"))
        let container = trackForLeaks(PanelContainer())
        let link = Coordinator(strategy: .bus(bus), handler: container).link(for: "green")
        // Subscribed after the coordinator, so it runs right after the container answered ours:
        // it posts a request the container rejects, which must not become our answer.
        let token = bus.subscribe(to: SentRequest<ContainerRequest>.self, subject: container) {
            [weak container] posted in
            guard posted.sender == "green", let container else { return }
            MainActor.assumeIsolated {
                bus.post(SentRequest<ContainerRequest>(.showPage(99), from: "meddler"), subject: container)
            }
        }
        #expect(link.send(.toggleMenu) == .applied)
        #expect(link.send(.swapNext) == .applied)
        #expect(link.send(.showPage(99)) == .rejected(ContainerRejection.pageOutOfRange(99, pageCount: 10)))
        #expect(
            container.log == [
                "toggleMenu from green", "showPage(99) from meddler", "swapNext from green",
                "showPage(99) from meddler",
                "showPage(99) from green", "showPage(99) from meddler",
            ])
        token.cancel()
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("bus: a request posted by other code off the main actor reaches the container later, on the main queue")
    func busBackgroundPost() async {
        let bus = trackSubscriptions(on: MessageBus(label: "background"))
        let container = trackForLeaks(PanelContainer())
        let link = Coordinator(strategy: .bus(bus), handler: container).link(for: "green")
        let posted = SentRequest<ContainerRequest>(.toggleMenu, from: "worker")
        await Task.detached { [weak container] in
            guard let container else { return }
            bus.post(posted, subject: container)
        }.value
        for _ in 0..<200 where container.received.isEmpty {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(container.log == ["toggleMenu from worker"])
        withExtendedLifetime(link) {}
    }

    @Test("delegate: strictly one-to-one; nothing appears on any bus")
    func delegateIsOneToOne() {
        let bus = trackSubscriptions(on: MessageBus(label: "unused"))
        let audit = Locked(0)
        let token = bus.subscribe(to: SentRequest<ContainerRequest>.self) { _ in audit.withLock { $0 += 1 } }
        let container = trackForLeaks(PanelContainer())
        let link = Coordinator(strategy: .delegate, handler: container).link(for: "green")
        link.send(.swapNext)
        #expect(container.receivedRequests == [.swapNext])
        #expect(audit.withLock { $0 } == 0)
        token.cancel()
    }

    @Test("settings: state persists without a listener, and a late joiner replays it")
    func lateJoinerReadsCoalescedState() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        // Three writes while no container listens: only the resulting state survives.
        for _ in 0..<3 { settings.update { $0.toggleMenu() } }
        settings.update { $0.page = 2 }

        let container = trackForLeaks(PanelContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        coordinator.replayDesiredState()
        #expect(container.receivedRequests == [.toggleMenu, .showPage(2)])
    }

    @Test("bus (negative control for persistence): posts made before the container listens are gone")
    func busKeepsNoState() {
        let bus = trackSubscriptions(on: MessageBus(label: "stateless"))
        for _ in 0..<3 { bus.post(SentRequest<ContainerRequest>(.toggleMenu, from: nil)) }
        let container = trackForLeaks(PanelContainer())
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        coordinator.replayDesiredState()
        #expect(container.received.isEmpty)
    }

    @Test("settings: strategies name themselves for logs", arguments: StrategyKind.allCases)
    func strategyNames(kind: StrategyKind) {
        #expect(kind.makeEnvironment().strategy.name == kind.rawValue)
    }
}
