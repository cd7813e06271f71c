import Foundation
import Switchboard
import SwitchboardTesting

/// The slide-out container: the main child slides +260 for the menu, −260 for the profile, one
/// panel at a time.
///
/// Expected: after a swap request (not a slide container's), menu, profile, the profile alone is
/// open and the main child is at x = −260.
@MainActor
final class SlideMenuScenario: ScenarioSession {
    private let naive: NaiveSlideContainer?
    private let center = NaiveNotificationCenter()
    private let slide: HeadlessSlideMenuContainerViewController?
    private let main = DemoChild<ContainerRequest>(title: "main")

    init(strategy: DemoStrategy) {
        let settings = SharedSettings(PanelSettings())
        if strategy == .naive {
            NaiveShareSettings.shared.reset()
            naive = NaiveSlideContainer(center: center)
            slide = nil
        } else {
            naive = nil
            slide = HeadlessSlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", HeadlessViewController(title: "menu")),
                profile: .instance("profile", HeadlessViewController(title: "profile")))
        }
        super.init(running: strategy)
        watch(settings: settings, requests: ContainerRequest.self)
        if let naive {
            // Anyone may observe a notification name: a bystander does.
            let seen = bystanderSeen
            for name in ["toggleMenu", "toggleProfile", "closePanels", "swapNext"] {
                center.addObserver(forName: name) { seen.withLock { $0 += 1 } }
            }
            for controller in [naive, naive.main, naive.menu, naive.profile] {
                tracker.track(controller, named: controller.debugName)
            }
            show(naive)
        } else if let slide, let coordination = strategy.coordination(bus: bus, settings: settings) {
            slide.bus = bus
            let coordinator = Coordinator(strategy: coordination, handler: slide)
            main.link = coordinator.link(for: "main")
            tracker.track(main, named: "main")
            tracker.track(slide, named: "slide menu container")
            tracker.track(coordinator, named: "coordinator")
            show(slide)
        }
    }

    override var keyHelp: [(key: Character, meaning: String)] {
        [
            ("m", "the main child's menu button"), ("p", "the main child's profile button"),
            ("c", "close the open panel"), ("s", "a swap button (not a slide container's request)"),
        ]
    }

    override var script: String { "smp" }

    override func perform(_ key: Character) -> String? {
        let request: ContainerRequest
        switch key {
        case "m": request = .toggleMenu
        case "p": request = .toggleProfile
        case "c": request = .closePanels
        case "s": request = .swapNext
        default: return nil
        }
        if naive != nil {
            let heard = center.post(name: "\(request)") > (strategy == .naive ? 1 : 0)
            return called("post(name: \"\(request)\")", by: "main", reached: heard)
        }
        return sent(request, by: "main", main.tap(request))
    }

    /// Open panels as the run's state says: the singleton's flags, or the container's state.
    private var openPanels: [String] {
        if naive != nil {
            let settings = NaiveShareSettings.shared
            return (settings.isMenuOpen ? ["menu"] : []) + (settings.isProfileOpen ? ["profile"] : [])
        }
        guard let panel = slide?.openPanel else { return [] }
        return ["\(panel)"]
    }

    private var mainX: Double {
        (naive?.main.view.frame.origin.x ?? main.viewIfLoaded?.frame.origin.x) ?? .nan
    }

    override func stateLine() -> String {
        "open panels: \(openPanels); main at x=\(Int(mainX))"
    }

    override func expectedStateFailures() -> [String] {
        var failures: [String] = []
        if openPanels != ["profile"] { failures.append("open panels \(openPanels), expected [profile]") }
        if mainX != -260 { failures.append("main at x=\(mainX), expected -260") }
        return failures
    }
}
