import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// What sets the strategies apart, each shown where it applies.
@MainActor
@Suite("Strategy differences")
struct StrategyDifferenceTests {
    @Test("bus: other observers of the container's subject see every request too")
    func busFansOut() {
        let bus = MessageBus(label: "fan-out")
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        let audit = Locked<[ChildRequest]>([])
        let token = bus.subscribe(to: ChildRequest.self, subject: container) { posted in
            audit.withLock { $0.append(posted) }
        }
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        child.link.send(.toggleMenu)
        #expect(container.appliedRequests == [.swapNext, .toggleMenu])
        #expect(
            audit.withLock { $0 } == [ChildRequest(.swapNext, from: "green"), ChildRequest(.toggleMenu, from: "green")])
        token.cancel()
    }

    @Test("bus: an observer of another container's subject sees nothing (negative control)")
    func busScopesBySubject() {
        let bus = MessageBus(label: "scoped")
        let container = RecordingContainer()
        let other = RecordingContainer("other")
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        let audit = Locked(0)
        let token = bus.subscribe(to: ChildRequest.self, subject: other) { _ in audit.withLock { $0 += 1 } }
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(container.appliedRequests == [.swapNext])
        #expect(audit.withLock { $0 } == 0)
        token.cancel()
    }

    @Test("delegate: strictly one-to-one; nothing appears on any bus")
    func delegateIsOneToOne() {
        let bus = MessageBus(label: "unused")
        let audit = Locked(0)
        let token = bus.subscribe(to: ChildRequest.self) { _ in audit.withLock { $0 += 1 } }
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")
        child.link.send(.swapNext)
        #expect(container.appliedRequests == [.swapNext])
        #expect(audit.withLock { $0 } == 0)
        #expect(coordinator.desiredState == nil)
        token.cancel()
    }

    @Test("settings: two quick toggles end where they started")
    func quickTogglesCancelOut() {
        let settings = SharedSettings(PanelSettings())
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "menu-button")
        child.link.send(.toggleMenu)
        child.link.send(.toggleMenu)
        #expect(settings.value.menuOpen == false)
        #expect(container.appliedRequests == [.toggleMenu, .toggleMenu])
    }

    @Test("settings: state persists without a listener and coalesces for a late joiner")
    func lateJoinerReadsCoalescedState() {
        let settings = SharedSettings(PanelSettings())
        // Three writes while no container listens: only the resulting state survives.
        for _ in 0..<3 { settings.update { $0.toggleMenu() } }
        settings.update { $0.page = 2 }

        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(coordinator.desiredState?.menuOpen == true)
        coordinator.replayDesiredState()
        #expect(container.appliedRequests == [.toggleMenu, .showPage(2)])
    }

    @Test("bus (negative control for persistence): posts made before the container listens are gone")
    func busKeepsNoState() {
        let bus = MessageBus(label: "stateless")
        for _ in 0..<3 { bus.post(ChildRequest(.toggleMenu, from: nil)) }
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .bus(bus), handler: container)
        coordinator.replayDesiredState()
        #expect(container.applied.isEmpty)
        #expect(coordinator.desiredState == nil)
    }

    @Test("settings: a request that changes nothing is reported as unchanged")
    func unchangedWrite() {
        let settings = SharedSettings(PanelSettings())
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        let child = LinkedChild()
        child.link = coordinator.link(for: "green")
        #expect(child.link.send(.closePanels) == .unchanged)
        #expect(child.link.send(.swap(to: "blue")) == .delivered)
        #expect(child.link.send(.swap(to: "blue")) == .unchanged)
        #expect(container.appliedRequests == [.swap(to: "blue")])
    }

    @Test("settings: writes made elsewhere are translated into requests from no child")
    func externalWritesAreReconciled() {
        let settings = SharedSettings(PanelSettings())
        let container = RecordingContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        settings.update { $0.toggleProfile() }
        settings.update { $0.toggleMenu() }
        settings.update { $0.closePanels() }
        #expect(
            container.applied == [
                .init(request: .toggleProfile, child: nil), .init(request: .toggleMenu, child: nil),
                .init(request: .toggleMenu, child: nil),
            ])
        withExtendedLifetime(coordinator) {}
    }

    @Test("settings: scopes keep each container's state apart in one instance")
    func scopesAreIndependent() {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0[scope: "left"].toggleMenu() }
        #expect(settings.value[scope: "left"].menuOpen)
        #expect(!settings.value[scope: "right"].menuOpen)
        #expect(!settings.value.menuOpen)
        settings.update { $0.page = 4 }
        #expect(settings.value[scope: "left"].page == 0)
        #expect(settings.value[scope: .primary].page == 4)
    }
}
