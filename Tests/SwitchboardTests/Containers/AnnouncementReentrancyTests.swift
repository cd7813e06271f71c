import Switchboard
import Testing

/// A child's request sent from inside a container's own announcement, over every strategy and
/// both announcement routes: the Containers article says it is queued behind the running plan and
/// applied after it, in arrival order, never dropped.
@MainActor
@Suite("Container announcement reentrancy")
struct AnnouncementReentrancyTests {
    let trace = ContainmentTrace()

    /// How the container's announcement reaches the code that sends the request.
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        /// A `ContainerObserver` in the container's `observers`.
        case observer
        /// A main-actor observation of `ContainerAnnouncement` on the container's bus.
        case bus

        var testDescription: String { rawValue }
    }

    @Test(
        "a request sent from a will-swap announcement is applied after the running swap, in order",
        arguments: StrategyKind.allCases, Route.allCases)
    func requestFromAnnouncement(kind: StrategyKind, route: Route) {
        let environment = kind.makeEnvironment()
        let container = HeadlessSwapContainerViewController(
            ["a", "b", "c"].map { .instance($0, HeadlessViewController(title: $0.rawValue)) }, trace: trace)
        let window = onScreen(container, trace: trace)
        let coordinator = Coordinator(strategy: environment.strategy, handler: container)
        let link = coordinator.link(for: "b")
        let log = AnnouncementLog()
        container.observers.add(log)
        var innerDelivery: RequestResult?
        let sendOnce = { (announcement: ContainerAnnouncement) in
            guard announcement == .willSwap(from: "a", to: "b"), innerDelivery == nil else { return }
            innerDelivery = link.send(.swapNext)
        }
        let announcementBus = MessageBus(label: "announcements")
        switch route {
        case .observer:
            log.onAnnouncement = sendOnce
        case .bus:
            container.bus = announcementBus
            announcementBus.observe(ContainerAnnouncement.self, subject: container, by: log) { _, announcement in
                sendOnce(announcement)
            }
        }

        let (outer, violations) = recordingViolations { coordinator.link(for: "a").send(.swap(to: "b")) }

        #expect(outer == .applied)
        #expect(innerDelivery?.reachedContainer == true, "the inner request is never dropped")
        #expect(violations.isEmpty)
        #expect(container.current == "c")
        #expect(
            log.announcements == [
                .willSwap(from: "a", to: "b"), .didSwap(from: "a", to: "b"),
                .willSwap(from: "b", to: "c"), .didSwap(from: "b", to: "c"),
            ])
        #expect(container.requestTally.received == 2)
        #expect(container.children.map(\.debugName) == ["c"])
        #expect(container.requestTally.rejected == 0)
        withExtendedLifetime((window, coordinator)) {}
    }
}
