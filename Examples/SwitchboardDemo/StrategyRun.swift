import Switchboard
import SwitchboardTesting

/// Runs the demo's two scenarios — seed 000's paging container with a "Swap Me!" slot, and
/// seed 003's slide-out menu and profile — over one coordination strategy, then releases
/// everything and checks what is left.
@MainActor
struct StrategyRun {
    enum Kind: String, CaseIterable {
        case delegate, bus, sharedSettings
    }

    let kind: Kind
    let verbose: Bool
    /// The settings every container in the run shares, each bound to its own part.
    private let settings = SharedSettings(DemoSettings())
    /// The bus requests travel on (bus strategy) and containers announce on (every strategy).
    private let bus = MessageBus(label: "demo")

    init(_ kind: Kind, verbose: Bool) {
        self.kind = kind
        self.verbose = verbose
    }

    private func strategy(
        part: any WritableKeyPath<DemoSettings, PanelSettings> & Sendable
    ) -> CoordinationStrategy<ContainerRequest> {
        switch kind {
        case .delegate: .delegate
        case .bus: .bus(bus)
        case .sharedSettings: .sharedSettings(settings, at: part)
        }
    }

    private func say(_ line: @autoclosure () -> String) {
        if verbose { print("  " + line()) }
    }

    func run() async throws -> RunSummary {
        var summary = RunSummary(strategy: kind.rawValue)
        let tracker = LeakTracker()
        tracker.addCheck(BusSubscriptionCheck(bus))
        tracker.addCheck(SettingsSubscriptionCheck(settings))
        let trace = ContainmentTrace()
        let analytics = Locked(0)
        var keptLink = ContainerLink.unlinked

        try ContainmentTrace.$current.withValue(trace) {
            let announcements = Locked(0)
            let counter = bus.subscribe(to: ContainerAnnouncement.self) { _ in announcements.withLock { $0 += 1 } }
            defer { counter.cancel() }

            try runPaging(into: &summary, tracker: tracker, analytics: analytics, keptLink: &keptLink)
            try runSlideMenu(into: &summary, tracker: tracker, analytics: analytics)
            summary.announcements = announcements.withLock { $0 }
        }

        summary.observedByAnalytics = analytics.withLock { $0 }
        summary.traceEvents = trace.events.count
        summary.violations = trace.violations.count
        summary.sendAfterRelease = keptLink.send(.swapNext)
        // A link keeps its coordinator (never the container): dropping the last one lets it go.
        keptLink = .unlinked
        summary.statePersisted = settings.value.menu != PanelSettings()
        summary.liveSubscriptionsAfterRelease = bus.subscriberCount(for: ChildRequest.self) + settings.subscriberCount
        let report = await tracker.check(within: .milliseconds(200))
        summary.leaks = report.survivors.count
        summary.leakReport = report.description
        return summary
    }

    /// Seed 000: a red page and a green/blue slot that swaps in place, starting on the second page.
    private func runPaging(
        into summary: inout RunSummary, tracker: LeakTracker, analytics: Locked<Int>,
        keptLink: inout ContainerLink<ContainerRequest>
    ) throws {
        let window = HeadlessWindow()
        let red = tracker.track(DemoChild(title: "red"), named: "red")
        let green = tracker.track(DemoChild(title: "green"), named: "green")
        let blue = tracker.track(DemoChild(title: "blue"), named: "blue")
        let paging = tracker.track(
            try PagingContainerViewController(
                pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
                initialPage: 1),
            named: "paging container")
        paging.bus = bus
        let coordinator = tracker.track(Coordinator(strategy: strategy(part: \.paging), handler: paging))
        red.link = coordinator.link(for: "red")
        green.link = coordinator.link(for: "green")
        blue.link = coordinator.link(for: "blue")
        keptLink = green.link
        let audit = bus.subscribe(to: ChildRequest.self, subject: paging) { _ in analytics.withLock { $0 += 1 } }
        defer { audit.cancel() }
        window.rootViewController = paging
        say("paging: page \(paging.currentPage) of \(paging.pageCount), showing \(paging.machine.visibleChildren)")

        let steps: [(DemoChild, ContainerRequest)] = [
            (green, .swapNext), (blue, .swapNext), (red, .showPage(0)), (red, .showPage(7)), (green, .toggleMenu),
        ]
        for (child, request) in steps {
            let delivery = child.tap(request)
            summary.count(delivery)
            say("\(child.title ?? "?") sends \(request): \(delivery); page \(paging.currentPage)")
        }
        summary.startedByContainers += paging.requestTally.started
        window.rootViewController = nil
    }

    /// Seed 003: a main screen that slides 260 points to reveal a menu or a profile.
    private func runSlideMenu(into summary: inout RunSummary, tracker: LeakTracker, analytics: Locked<Int>) throws {
        let window = HeadlessWindow()
        let main = tracker.track(DemoChild(title: "main"), named: "main")
        let menu = tracker.track(DemoChild(title: "menu"), named: "menu")
        let profile = tracker.track(DemoChild(title: "profile"), named: "profile")
        let slide = tracker.track(
            try SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile)),
            named: "slide menu container")
        slide.bus = bus
        let coordinator = tracker.track(Coordinator(strategy: strategy(part: \.menu), handler: slide))
        main.link = coordinator.link(for: "main")
        menu.link = coordinator.link(for: "menu")
        profile.link = coordinator.link(for: "profile")
        let audit = bus.subscribe(to: ChildRequest.self, subject: slide) { _ in analytics.withLock { $0 += 1 } }
        defer { audit.cancel() }
        window.rootViewController = slide

        let steps: [(DemoChild, ContainerRequest)] = [
            (main, .toggleMenu), (menu, .toggleProfile), (profile, .closePanels), (main, .closePanels),
            (main, .toggleProfile), (main, .swapNext),
        ]
        for (child, request) in steps {
            let delivery = child.tap(request)
            summary.count(delivery)
            say(
                "\(child.title ?? "?") sends \(request): \(delivery); panels \(slide.panelState), main at x=\(main.view.frame.origin.x)"
            )
        }
        summary.startedByContainers += slide.requestTally.started
        window.rootViewController = nil
    }
}
