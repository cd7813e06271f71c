import Switchboard
import SwitchboardTesting

/// A red page, then a page whose green/blue child swaps in place on "Swap Me!"; the run starts
/// on the second page, set up before the container has a width.
///
/// Expected: it starts on page 1; after swap, page 0, a page that does not exist, page 1, it
/// shows page 1 with blue in the slot.
@MainActor
final class PagingScenario: ScenarioSession {
    private let naive: NaivePagingContainer?
    private let paging: HeadlessPagingContainerViewController?
    private let children: [DemoChild<ContainerRequest>]
    private var startPage = -1

    init(strategy: DemoStrategy) {
        let settings = SharedSettings(PanelSettings())
        let red = DemoChild<ContainerRequest>(title: "red")
        let green = DemoChild<ContainerRequest>(title: "green")
        let blue = DemoChild<ContainerRequest>(title: "blue")
        children = [red, green, blue]
        if strategy == .naive {
            naive = NaivePagingContainer(
                red: NaiveSwapChild(title: "red"), green: NaiveSwapChild(title: "green"),
                blue: NaiveSwapChild(title: "blue"))
            paging = nil
        } else {
            naive = nil
            paging = HeadlessPagingContainerViewController(
                pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]], initialPage: 1)
        }
        super.init(running: strategy)
        watch(settings: settings, requests: ContainerRequest.self)
        if let naive {
            _ = naive.view  // loads it, as the tutorial's container does before it is on screen
            for child in [naive, naive.red, naive.green, naive.blue] { tracker.track(child, named: child.debugName) }
            show(naive)
            startPage = naive.visiblePage
        } else if let paging, let coordination = strategy.coordination(bus: bus, settings: settings) {
            paging.bus = bus
            let coordinator = Coordinator(strategy: coordination, handler: paging)
            for child in children {
                child.link = coordinator.link(for: ChildID(child.title ?? ""))
                tracker.track(child, named: child.debugName)
            }
            tracker.track(paging, named: "paging container")
            tracker.track(coordinator, named: "coordinator")
            show(paging)
            startPage = paging.visiblePage
        }
    }

    override var keyHelp: [(key: Character, meaning: String)] {
        [
            ("s", "the slot child's Swap Me! button"), ("1", "scroll to page 1 (red)"),
            ("2", "scroll to page 2 (slot)"),
            ("3", "scroll to page 3 (there is none)"),
        ]
    }

    override var script: String { "s132" }

    override func perform(_ key: Character) -> String? {
        switch key {
        case "s":
            if let naive {
                let child = naive.green.view.isHidden ? naive.blue : naive.green
                return called("delegate?.swap()", by: child.debugName, reached: child.swapButtonTapped())
            }
            guard let paging else { return nil }
            let shown = paging.machine.visibleChildren.last.flatMap { id in children.first { $0.title == "\(id)" } }
            let child = shown ?? children[1]
            return sent(ContainerRequest.swapNext, by: child.debugName, child.tap(.swapNext))
        case "1", "2", "3":
            let page = (key.wholeNumberValue ?? 1) - 1
            if let naive {
                naive.scroll(toPage: page)
                return called("scrollView.setContentOffset(page \(page))", by: "user", reached: true)
            }
            return sent(ContainerRequest.showPage(page), by: "red", children[0].tap(.showPage(page)))
        default:
            return nil
        }
    }

    private var visiblePage: Int { naive?.visiblePage ?? paging?.visiblePage ?? -1 }

    private var slotChild: String {
        if let naive { return naive.green.view.isHidden ? "blue" : "green" }
        guard let paging else { return "?" }
        return paging.machine.visibleChildren.last.map { "\($0)" } ?? "?"
    }

    override func stateLine() -> String {
        "page \(visiblePage) on screen, slot shows \(slotChild)"
    }

    override func expectedStateFailures() -> [String] {
        var failures: [String] = []
        if startPage != 1 { failures.append("started on page \(startPage), expected page 1") }
        if visiblePage != 1 { failures.append("ends on page \(visiblePage), expected page 1") }
        if slotChild != "blue" { failures.append("slot shows \(slotChild), expected blue") }
        return failures
    }
}
