import Foundation
import SwitchboardTesting
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The settings strategy's own cases: parts of a value, shared parts, writes made elsewhere,
/// nested sends, writes from other threads, late joiners.
@MainActor
@Suite("Settings strategy", .checksLeaks)
struct SettingsStrategyEdgeTests {
    typealias PanelContainer = ContractContainer<PanelSettings>

    /// Two panes of one settings value, as an app's settings file would hold them.
    struct TwoPanes: Codable, Sendable, Equatable {
        var left = PanelSettings()
        var right = PanelSettings()
    }

    @Test("containers bound to different parts of one value keep their own state and never hear each other")
    func partsAreSeparate() {
        let settings = trackSubscriptions(on: SharedSettings(TwoPanes()))
        let left = trackForLeaks(PanelContainer(title: "left"))
        let right = trackForLeaks(PanelContainer(title: "right"))
        let leftLink = Coordinator(strategy: .sharedSettings(settings, at: \.left), handler: left).link(for: "a")
        let rightLink = Coordinator(strategy: .sharedSettings(settings, at: \.right), handler: right).link(for: "b")

        #expect(leftLink.send(.toggleMenu) == .applied)
        #expect(rightLink.send(.showPage(2)) == .applied)
        #expect(left.log == ["toggleMenu from a"])
        #expect(right.log == ["showPage(2) from b"])
        #expect(settings.value == TwoPanes(left: PanelSettings(menuOpen: true), right: PanelSettings(page: 2)))
    }

    @Test("an observer that answers a coordinator's write with a request through its link causes no detour")
    func noDetourWhenAnObserverSendsDuringTheWrite() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let container = trackForLeaks(PanelContainer(title: "pager"))
        var link: ContainerLink<ContainerRequest>?
        // Registered before the coordinator, so told of each change first.
        settings.observe(\.page, by: container) { _, page in
            if page == 1 { _ = link?.send(.showPage(2)) }
        }
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        link = coordinator.link(for: "a")

        #expect(link?.send(.showPage(1)) == .applied)

        #expect(
            container.log == ["showPage(1) from a", "showPage(2) from a"],
            "the coordinator knows its own write, so it is not told it after the nested request")
        #expect(container.shown.page == 2)
        #expect(settings.value.page == 2)
        link = nil
    }

    @Test("negative control: containers bound to the same part share it on purpose")
    func samePartIsShared() {
        let settings = trackSubscriptions(on: SharedSettings(TwoPanes()))
        let first = trackForLeaks(PanelContainer(title: "first"))
        let second = trackForLeaks(PanelContainer(title: "second"))
        let firstLink = Coordinator(strategy: .sharedSettings(settings, at: \.left), handler: first).link(for: "a")
        let secondLink = Coordinator(strategy: .sharedSettings(settings, at: \.left), handler: second).link(for: "b")

        #expect(firstLink.send(.toggleMenu) == .applied)
        #expect(first.log == ["toggleMenu from a"])
        #expect(second.log == ["toggleMenu from nobody"])
        #expect(second.shown.menuOpen)
        withExtendedLifetime(secondLink) {}
    }

    @Test("containers bound to the whole value share it: the tutorials' singleton")
    func wholeValueIsShared() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let first = trackForLeaks(PanelContainer(title: "first"))
        let second = trackForLeaks(PanelContainer(title: "second"))
        let firstLink = Coordinator(strategy: .sharedSettings(settings), handler: first).link(for: "a")
        let secondLink = Coordinator(strategy: .sharedSettings(settings), handler: second).link(for: "b")

        secondLink.send(.showPage(3))
        #expect(first.log == ["showPage(3) from nobody"])
        #expect(second.log == ["showPage(3) from b"])
        withExtendedLifetime(firstLink) {}
    }

    @Test("writes made elsewhere reach the container as requests from no child")
    func externalWritesAreTold() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let container = trackForLeaks(PanelContainer())
        let link = Coordinator(strategy: .sharedSettings(settings), handler: container).link(for: "a")
        settings.update { $0.toggleProfile() }
        settings.update { $0.toggleMenu() }
        settings.update { $0.closePanels() }
        #expect(container.log == ["toggleProfile from nobody", "toggleMenu from nobody", "toggleMenu from nobody"])
        #expect(container.shown == settings.value)
        withExtendedLifetime(link) {}
    }

    @Test("a request the settings already hold still moves a container that shows something else")
    func containerJudgesAgainstItsScreen() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let pager = trackForLeaks(PanelContainer())
        pager.shown.page = 2
        let link = Coordinator(strategy: .sharedSettings(settings), handler: pager).link(for: "red")
        #expect(link.send(.showPage(0)) == .applied)
        #expect(pager.shown.page == 0)
        #expect(link.send(.showPage(0)) == .unchanged)
        #expect(settings.value.page == 0)
    }

    @Test("a request sent from inside the handler is handed over at once and recorded in the order accepted")
    func nestedSendKeepsOrder() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let container = trackForLeaks(PanelContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        let inner = coordinator.link(for: "inner")
        var nested: RequestResult?
        container.afterHandling = { request, _ in
            if request == .toggleMenu { nested = inner.send(.toggleProfile) }
        }
        let outer = coordinator.link(for: "outer").send(.toggleMenu)

        #expect(outer == .applied)
        #expect(nested == .applied)
        #expect(container.log == ["toggleMenu from outer", "toggleProfile from inner"])
        // Menu then profile, as the container applied them: the profile is open, the menu closed.
        #expect(settings.value == PanelSettings(profileOpen: true))
        #expect(container.shown == settings.value)
        container.afterHandling = nil
    }

    @Test("a request one container's handler sends to another container keeps its child and its answer")
    func crossContainerSend() {
        let settings = trackSubscriptions(on: SharedSettings(TwoPanes()))
        let first = trackForLeaks(PanelContainer(title: "first"))
        let second = trackForLeaks(PanelContainer(title: "second"))
        let firstLink = Coordinator(strategy: .sharedSettings(settings, at: \.left), handler: first).link(for: "button")
        let pager = Coordinator(strategy: .sharedSettings(settings, at: \.right), handler: second).link(for: "pager")
        var relayed: RequestResult?
        first.afterHandling = { request, _ in
            if request == .toggleMenu { relayed = pager.send(.showPage(2)) }
        }

        #expect(firstLink.send(.toggleMenu) == .applied)
        #expect(relayed == .applied)
        #expect(first.log == ["toggleMenu from button"])
        #expect(second.log == ["showPage(2) from pager"])
        #expect(settings.value == TwoPanes(left: PanelSettings(menuOpen: true), right: PanelSettings(page: 2)))
        first.afterHandling = nil
    }

    @Test("a change heard while the container is busy handling is told afterwards, and both sides agree")
    func changeDuringHandlingIsToldAfter() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let first = trackForLeaks(PanelContainer(title: "first"))
        let second = trackForLeaks(PanelContainer(title: "second"))
        let firstLink = Coordinator(strategy: .sharedSettings(settings), handler: first).link(for: "a")
        let secondLink = Coordinator(strategy: .sharedSettings(settings), handler: second).link(for: "b")
        // While `first` handles its request, a container sharing its state writes a conflicting one.
        first.afterHandling = { request, _ in
            if request == .swap(to: "blue") { secondLink.send(.swap(to: "green")) }
        }

        #expect(firstLink.send(.swap(to: "blue")) == .applied)
        first.afterHandling = nil
        #expect(settings.value.activeChild == "blue")
        #expect(first.shown.activeChild == "blue")
        #expect(second.shown.activeChild == "blue")
        #expect(first.log.first == "swap(to: blue) from a")
        #expect(second.log.first == "swap(to: green) from b")
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a write from another thread that the container has not heard yet is not lost to a later send")
    func offMainWriteSurvivesSend() async {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        let pager = trackForLeaks(PanelContainer())
        let link = Coordinator(strategy: .sharedSettings(settings), handler: pager).link(for: "menu-button")
        await Task.detached { settings.update { $0.page = 5 } }.value
        #expect(link.send(.toggleMenu) == .applied)
        // Let the main queue deliver what the background write enqueued.
        for _ in 0..<200 where pager.shown != settings.value {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(pager.shown == PanelSettings(menuOpen: true, page: 5))
        #expect(settings.value == PanelSettings(menuOpen: true, page: 5))
    }

    @Test("a late joiner replays what the settings hold, relative swaps after the chosen child")
    func lateJoinerReplays() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        // Written while no container listened: the swap comes after a relative swap, so only the
        // relative swaps made after it count.
        settings.update {
            $0.apply(.swapNext)
            $0.apply(.swap(to: "blue"))
            $0.apply(.swapNext)
            $0.apply(.toggleMenu)
            $0.apply(.showPage(2))
        }
        let container = trackForLeaks(PanelContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(container.received.isEmpty)
        coordinator.replayDesiredState()
        #expect(container.receivedRequests == [.toggleMenu, .swap(to: "blue"), .showPage(2), .swapNext])
        #expect(container.received.allSatisfy { $0.child == nil })
    }

    @Test("replay does nothing on the strategies that keep no state", arguments: [StrategyKind.delegate, .bus])
    func replayWithoutState(kind: StrategyKind) {
        let container = trackForLeaks(PanelContainer())
        let coordinator = Coordinator(strategy: kind.makeEnvironment().strategy, handler: container)
        coordinator.replayDesiredState()
        #expect(container.received.isEmpty)
    }

    @Test("a new coordinator takes the container to show what the settings hold, and tells it later changes")
    func newCoordinatorTellsChangesOnly() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings(menuOpen: true)))
        let container = trackForLeaks(PanelContainer())
        container.shown.menuOpen = true
        let link = Coordinator(strategy: .sharedSettings(settings), handler: container).link(for: "a")
        #expect(container.received.isEmpty)
        settings.update { $0.closePanels() }
        #expect(container.log == ["toggleMenu from nobody"])
        #expect(!container.shown.menuOpen)
        withExtendedLifetime(link) {}
    }
}
