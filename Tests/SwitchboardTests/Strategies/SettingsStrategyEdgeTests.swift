import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The settings strategy's harder cases: shared instances, nested sends, writes from other threads.
@MainActor
@Suite("Settings strategy edge cases")
struct SettingsStrategyEdgeTests {
    @Test("by default, containers sharing one settings instance get scopes of their own")
    func defaultScopesAreSeparate() {
        let settings = SharedSettings(PanelSettings())
        let first = RecordingContainer("first")
        let second = RecordingContainer("second")
        let firstCoordinator = Coordinator(strategy: .sharedSettings(settings), handler: first)
        let secondCoordinator = Coordinator(strategy: .sharedSettings(settings), handler: second)
        #expect(firstCoordinator.scope == .primary)
        #expect(secondCoordinator.scope != .primary)
        #expect(secondCoordinator.scope != .automatic)

        firstCoordinator.link(for: "a").send(.toggleMenu)
        secondCoordinator.link(for: "b").send(.showPage(2))
        #expect(first.appliedRequests == [.toggleMenu])
        #expect(second.appliedRequests == [.showPage(2)])
        #expect(settings.value.menuOpen)
        #expect(settings.value.page == 0)
    }

    @Test("negative control: an explicitly shared scope mirrors requests to both containers")
    func explicitScopeIsShared() {
        let settings = SharedSettings(PanelSettings())
        let first = RecordingContainer("first")
        let second = RecordingContainer("second")
        let firstCoordinator = Coordinator(strategy: .sharedSettings(settings, scope: "both"), handler: first)
        let secondCoordinator = Coordinator(strategy: .sharedSettings(settings, scope: "both"), handler: second)
        firstCoordinator.link(for: "a").send(.toggleMenu)
        #expect(first.appliedRequests == [.toggleMenu])
        #expect(second.appliedRequests == [.toggleMenu])
        withExtendedLifetime(secondCoordinator) {}
    }

    @Test("the primary scope is free again once its coordinator is gone")
    func primaryIsReleased() {
        let settings = SharedSettings(PanelSettings())
        let container = RecordingContainer()
        do {
            let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
            #expect(coordinator.scope == .primary)
        }
        let next = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(next.scope == .primary)
    }

    /// A container that sends a request of its own while handling one.
    @MainActor
    final class NestingContainer: ContainerRequestHandler {
        var log: [String] = []
        var link = ContainerLink.unlinked
        var nestedDelivery: LinkDelivery?

        func handle(_ request: ContainerRequest, from child: ChildID?) {
            log.append("\(request) from \(child?.description ?? "nobody")")
            if request == .toggleMenu { nestedDelivery = link.send(.showPage(3)) }
        }
    }

    @Test("a request sent from inside the handler is delivered once, from its child, and the outer one too")
    func nestedSend() {
        let settings = SharedSettings(PanelSettings())
        let container = NestingContainer()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        container.link = coordinator.link(for: "inner")
        let outer = coordinator.link(for: "outer").send(.toggleMenu)
        #expect(outer == .delivered)
        #expect(container.nestedDelivery == .delivered)
        #expect(container.log == ["toggleMenu from outer", "showPage(3) from inner"])
        #expect(settings.value.page == 3)
        #expect(settings.value.menuOpen)
    }

    /// A container that reports what it shows.
    @MainActor
    final class Pager: ContainerRequestHandler {
        var page = 0
        var menuOpen = false
        var log: [ContainerRequest] = []

        func handle(_ request: ContainerRequest, from child: ChildID?) {
            log.append(request)
            switch request {
            case .showPage(let index): page = index
            case .toggleMenu: menuOpen.toggle()
            default: break
            }
        }

        var snapshot: ContainerSnapshot { ContainerSnapshot(menuOpen: menuOpen, page: page) }
    }

    @Test("a write from another thread that the container has not seen yet is not lost to a later send")
    func offMainWriteSurvivesSend() async {
        let settings = SharedSettings(PanelSettings())
        let pager = Pager()
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: pager)
        await Task.detached { settings.update { $0.page = 5 } }.value
        let delivery = coordinator.link(for: "menu-button").send(.toggleMenu)
        #expect(delivery.reachedContainer)
        // Let the main queue deliver what the background write enqueued.
        for _ in 0..<200 where pager.page != 5 || !pager.menuOpen {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(pager.page == 5)
        #expect(pager.menuOpen)
        #expect(settings.value.page == 5)
        #expect(settings.value.menuOpen)
    }

    @Test("a request the desired state already holds still moves a container that shows something else")
    func staleDesiredStateStillDelivers() {
        let settings = SharedSettings(PanelSettings())
        let pager = Pager()
        pager.page = 2
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: pager)
        let link = coordinator.link(for: "red")
        #expect(link.send(.showPage(0)) == .delivered)
        #expect(pager.page == 0)
        #expect(link.send(.showPage(0)) == .unchanged)
        #expect(pager.log == [.showPage(0)])
    }
}

@MainActor
@Suite("Automatic settings scopes")
struct AutomaticScopeTests {
    @Test("further containers get the lowest free numbered scope for their type, reused once freed")
    func numberedScopesAreReused() {
        let settings = SharedSettings(PanelSettings())
        let containers = (0..<3).map { RecordingContainer("c\($0)") }
        var coordinators = containers.map { Coordinator(strategy: .sharedSettings(settings), handler: $0) }
        #expect(coordinators.map(\.scope) == [.primary, "RecordingContainer#2", "RecordingContainer#3"])
        coordinators.remove(at: 1)
        let replacement = Coordinator(strategy: .sharedSettings(settings), handler: RecordingContainer("again"))
        #expect(replacement.scope == "RecordingContainer#2")
        withExtendedLifetime(coordinators) {}
    }

    @Test("claims end with their coordinator, or at invalidate, whatever the scope")
    func claimsDoNotAccumulate() {
        let settings = SharedSettings(PanelSettings())
        let container = RecordingContainer()
        for _ in 0..<10 {
            _ = Coordinator(strategy: .sharedSettings(settings, scope: .primary), handler: container)
        }
        #expect(ScopeClaims.liveClaimCount(on: settings) == 0)
        let kept = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(ScopeClaims.liveClaimCount(on: settings) == 1)
        kept.invalidate()
        #expect(ScopeClaims.liveClaimCount(on: settings) == 0)
        let next = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(next.scope == .primary)
    }
}

@MainActor
@Suite("Settings strategy: requests across containers")
struct CrossContainerSettingsTests {
    /// A container whose handling of `toggleMenu` makes a child of another container send.
    @MainActor
    final class Relay: ContainerRequestHandler {
        var log: [String] = []
        var onToggle: (() -> LinkDelivery)?
        var relayed: LinkDelivery?

        func handle(_ request: ContainerRequest, from child: ChildID?) {
            log.append("\(request) from \(child?.description ?? "nobody")")
            if request == .toggleMenu { relayed = onToggle?() }
        }
    }

    @Test("a request sent to another container while one is being told keeps its child")
    func crossContainerNestedSend() {
        let settings = SharedSettings(PanelSettings())
        let first = Relay()
        let second = Relay()
        let firstCoordinator = Coordinator(strategy: .sharedSettings(settings), handler: first)
        let secondCoordinator = Coordinator(strategy: .sharedSettings(settings), handler: second)
        let secondChild = secondCoordinator.link(for: "pager")
        first.onToggle = { secondChild.send(.showPage(2)) }

        #expect(firstCoordinator.link(for: "button").send(.toggleMenu) == .delivered)
        // The settings deliver the second write after the first one: it was on its way, not lost.
        #expect(first.relayed == .enqueued)
        #expect(second.log == ["showPage(2) from pager"])
        #expect(first.log == ["toggleMenu from button"])
        #expect(settings.value[scope: secondCoordinator.scope ?? .primary].page == 2)
    }
}
