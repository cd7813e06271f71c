import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The seeds' own patterns, written directly against the primitives without a `Coordinator`.
@MainActor
@Suite("Seed patterns without a coordinator")
struct DirectPatternTests {
    @MainActor
    protocol SwapDelegate: AnyObject {
        func swapRequested(by child: ChildID)
    }

    @MainActor
    final class Container: SwapDelegate {
        var swaps: [ChildID] = []
        var menuToggles = 0
        func swapRequested(by child: ChildID) { swaps.append(child) }
    }

    @MainActor
    final class DelegatingChild {
        weak var delegate: (any SwapDelegate)?
        func swapTapped() { delegate?.swapRequested(by: "green") }
    }

    struct MenuTapped: Message {}

    @Test("a child with a weak delegate asks its container directly, and does not keep it alive")
    func weakDelegate() {
        let child = DelegatingChild()
        weak var weakContainer: Container?
        do {
            let container = Container()
            weakContainer = container
            child.delegate = container
            child.swapTapped()
            #expect(container.swaps == ["green"])
        }
        #expect(weakContainer == nil)
        child.swapTapped()
    }

    @Test("a child posts on the bus and an owner-bound container observes it")
    func busPost() {
        let bus = MessageBus(label: "direct")
        let container = Container()
        bus.observe(MenuTapped.self, by: container) { container, _ in container.menuToggles += 1 }
        bus.post(MenuTapped())
        bus.post(MenuTapped())
        #expect(container.menuToggles == 2)
    }

    @Test("a child flips shared settings and the container observes the flag")
    func sharedSettingsFlag() {
        let settings = SharedSettings(PanelSettings())
        let container = Container()
        settings.observe(\.menuOpen, by: container) { container, _ in container.menuToggles += 1 }
        settings.update { $0.toggleMenu() }
        #expect(settings.value.menuOpen)
        #expect(container.menuToggles == 1)
    }
}
