import Switchboard
import SwitchboardTesting

/// One slot swapping two children with a 1.0 s cross-dissolve.
///
/// Expected: after swap, "show second" (already shown), swap, the first child is shown; a view
/// left behind in the slot is the containment audit's to find.
@MainActor
final class DissolveScenario: ScenarioSession {
    private let naive: NaiveDissolveContainer?
    private let slot: HeadlessSwapContainerViewController?
    private let children = [DemoChild<ContainerRequest>(title: "first"), DemoChild<ContainerRequest>(title: "second")]

    init(strategy: DemoStrategy) {
        let settings = SharedSettings(PanelSettings())
        if strategy == .naive {
            naive = NaiveDissolveContainer(
                first: NaiveDissolveChild(title: "first"), second: NaiveDissolveChild(title: "second"))
            slot = nil
        } else {
            naive = nil
            slot = HeadlessSwapContainerViewController(
                [.instance("first", children[0]), .instance("second", children[1])],
                animation: .crossDissolve(duration: 1.0), title: "swap container")
        }
        super.init(running: strategy)
        watch(settings: settings, requests: ContainerRequest.self)
        if let naive {
            for controller in [naive, naive.first, naive.second] {
                tracker.track(controller, named: controller.debugName)
            }
            show(naive)
        } else if let slot, let coordination = strategy.coordination(bus: bus, settings: settings) {
            slot.bus = bus
            let coordinator = Coordinator(strategy: coordination, handler: slot)
            for child in children {
                child.link = coordinator.link(for: ChildID(child.title ?? ""))
                tracker.track(child, named: child.debugName)
            }
            tracker.track(slot, named: "swap container")
            tracker.track(coordinator, named: "coordinator")
            show(slot)
        }
    }

    override var keyHelp: [(key: Character, meaning: String)] {
        [("s", "the shown child's swap button"), ("1", "show the first child"), ("2", "show the second child")]
    }

    override var script: String { "s2s" }

    private var shownName: String {
        if let naive { return naive.current.debugName }
        return slot.map { "\($0.current)" } ?? "?"
    }

    override func perform(_ key: Character) -> String? {
        if let naive {
            switch key {
            case "s":
                return called("container?.swapChildren()", by: shownName, reached: naive.current.swapButtonTapped())
            case "1", "2":
                let target = key == "1" ? naive.first : naive.second
                naive.show(target)
                return called("container?.show(\(target.debugName))", by: shownName, reached: true)
            default: return nil
            }
        }
        let child = children.first { $0.title == shownName } ?? children[0]
        switch key {
        case "s": return sent(ContainerRequest.swapNext, by: child.debugName, child.tap(.swapNext))
        case "1", "2":
            let request = ContainerRequest.swap(to: key == "1" ? "first" : "second")
            return sent(request, by: child.debugName, child.tap(request))
        default: return nil
        }
    }

    /// Child views inside the container's view, visible or not.
    private var childViewsInSlot: [String] {
        (window.rootViewController?.viewIfLoaded?.subviews ?? []).map { $0.nearestViewController?.debugName ?? "?" }
    }

    override func stateLine() -> String {
        "shows \(shownName); views in the slot: \(childViewsInSlot)"
    }

    override func expectedStateFailures() -> [String] {
        var failures: [String] = []
        if shownName != "first" { failures.append("shows \(shownName), expected first") }
        return failures
    }
}
