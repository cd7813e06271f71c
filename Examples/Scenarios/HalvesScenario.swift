import Foundation
import Switchboard
import SwitchboardTesting

/// Two half-height children, top and bottom, each with a close button that removes it by the
/// four-step contract.
///
/// Expected: after closing the top child twice, only the bottom child is shown, in the bottom
/// half, and the containment audit is clean.
@MainActor
final class HalvesScenario: ScenarioSession {
    private let naive: NaiveHalvesContainer?
    private let halves: HalvesContainerViewController?
    private let top = DemoChild<HalvesRequest>(title: "top")
    private let bottom = DemoChild<HalvesRequest>(title: "bottom")

    init(strategy: DemoStrategy) {
        let settings = SharedSettings(HalvesState())
        if strategy == .naive {
            naive = NaiveHalvesContainer(top: top, bottom: bottom)
            halves = nil
        } else {
            naive = nil
            halves = HalvesContainerViewController(top: top, bottom: bottom)
        }
        super.init(running: strategy)
        watch(settings: settings, requests: HalvesRequest.self)
        tracker.track(top, named: "top")
        tracker.track(bottom, named: "bottom")
        if let naive {
            tracker.track(naive, named: "naive halves")
            show(naive)
        } else if let halves, let coordination = strategy.coordination(bus: bus, settings: settings) {
            let coordinator = Coordinator(strategy: coordination, handler: halves)
            top.link = coordinator.link(for: "top")
            bottom.link = coordinator.link(for: "bottom")
            tracker.track(halves, named: "halves container")
            tracker.track(coordinator, named: "coordinator")
            show(halves)
        }
    }

    override var keyHelp: [(key: Character, meaning: String)] {
        [
            ("1", "the top child's close button"), ("2", "the bottom child's close button"),
            ("3", "a close button for a child that does not exist"), ("c", "close the top child"),
        ]
    }

    override var script: String { "1c3" }

    override func perform(_ key: Character) -> String? {
        let target: ChildID
        switch key {
        case "1", "c": target = "top"
        case "2": target = "bottom"
        case "3": target = "third"
        default: return nil
        }
        if let naive {
            switch target {
            case "top": naive.closeTop()
            case "bottom": naive.closeBottom()
            default: return called("close(\(target))", by: "user", reached: false)
            }
            return called("close\(target == "top" ? "Top" : "Bottom")()", by: "\(target)", reached: true)
        }
        let child = target == "bottom" ? bottom : top
        return sent(HalvesRequest.close(target), by: child.debugName, child.tap(.close(target)))
    }

    private var openChildren: [ChildID] { naive?.openChildren ?? halves?.openChildren ?? [] }

    override func stateLine() -> String {
        let shown = [top, bottom].filter { $0.viewIfLoaded?.window != nil }
        return "shown: "
            + (shown.isEmpty ? "none" : shown.map { "\($0.debugName) \(frameText($0.view))" }.joined(separator: ", "))
    }

    override func expectedStateFailures() -> [String] {
        var failures: [String] = []
        if openChildren != ["bottom"] { failures.append("children shown: \(openChildren), expected [bottom]") }
        if bottom.viewIfLoaded?.frame != CGRect(x: 0, y: 284, width: 320, height: 284) {
            failures.append("bottom child at \(frameText(bottom.view)), expected the bottom half")
        }
        if top.viewIfLoaded?.superview != nil { failures.append("the closed top child's view is still in a superview") }
        return failures
    }
}
