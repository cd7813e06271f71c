import Foundation
import Switchboard
import SwitchboardTesting

/// One slot switching among First, Second and Third, pinned to the edges, with an animated
/// cycle; switching to the child already shown changes nothing.
///
/// Expected: after Second, Second again, Third, First, the first child is shown, pinned to the
/// slot, and each child was built exactly once.
@MainActor
final class SwitchingScenario: ScenarioSession {
    private let names = ["first", "second", "third"]
    private let builds = BuildCounter()
    private let naive: NaiveSwitchingContainer?
    private let slot: HeadlessSwapContainerViewController?

    init(strategy: DemoStrategy) {
        let settings = SharedSettings(PanelSettings())
        let builds = builds
        let tracker = LeakTracker()
        if strategy == .naive {
            naive = NaiveSwitchingContainer(builds: builds) { name in
                tracker.track(HeadlessViewController(title: name), named: name)
            }
            slot = nil
        } else {
            naive = nil
            slot = HeadlessSwapContainerViewController(
                names.map { name in
                    ContainerChild.factory(ChildID(name)) { link in
                        builds.count(name)
                        let child = DemoChild<ContainerRequest>(title: name)
                        child.link = link
                        return tracker.track(child, named: name)
                    }
                }, animation: .slide(duration: 0.5), retention: .keepAlive, title: "swap container")
        }
        super.init(running: strategy, tracker: tracker)
        watch(settings: settings, requests: ContainerRequest.self)
        if let naive {
            tracker.track(naive, named: "naive switching")
            show(naive)
        } else if let slot, let coordination = strategy.coordination(bus: bus, settings: settings) {
            slot.bus = bus
            tracker.track(slot, named: "swap container")
            tracker.track(Coordinator(strategy: coordination, handler: slot), named: "coordinator")
            show(slot)
        }
    }

    override var keyHelp: [(key: Character, meaning: String)] {
        [
            ("1", "the First button"), ("2", "the Second button"), ("3", "the Third button"),
            ("s", "the next child (cycle)"),
        ]
    }

    override var script: String { "2231" }

    private var shownName: String {
        if let naive { return naive.current?.title ?? "?" }
        return slot.map { "\($0.current)" } ?? "?"
    }

    override func perform(_ key: Character) -> String? {
        let target: String
        switch key {
        case "1", "2", "3": target = names[(key.wholeNumberValue ?? 1) - 1]
        case "s": target = names[((names.firstIndex(of: shownName) ?? 0) + 1) % names.count]
        default: return nil
        }
        if let naive {
            naive.changeCenterView(target)
            return called("changeCenterView(\(target))", by: shownName, reached: true)
        }
        guard let slot, let child = slot.controller(for: slot.current) as? DemoChild<ContainerRequest> else {
            return nil
        }
        let request: ContainerRequest = key == "s" ? .swapNext : .swap(to: ChildID(target))
        return sent(request, by: shownName, child.tap(request))
    }

    override func stateLine() -> String {
        let builtText = builds.builds.keys.sorted().map { "\($0) ×\(builds.builds[$0] ?? 0)" }.joined(separator: ", ")
        let frame = window.rootViewController?.viewIfLoaded?.subviews.last.map(frameText) ?? "-"
        return "shows \(shownName) \(frame); built: \(builtText)"
    }

    override func expectedStateFailures() -> [String] {
        var failures: [String] = []
        if shownName != "first" { failures.append("shows \(shownName), expected first") }
        if !builds.rebuilt.isEmpty {
            failures.append("rebuilt on a repeated switch: \(builds.rebuilt.joined(separator: ", "))")
        }
        let slotViews = window.rootViewController?.viewIfLoaded?.subviews ?? []
        if slotViews.count != 1 || slotViews.first?.frame != window.bounds {
            failures.append("slot holds \(slotViews.count) views, expected one pinned to the edges")
        }
        return failures
    }
}
