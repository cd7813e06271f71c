// The list–detail feed of Examples/ListDetail (the article "Your own containers"), tested as an app
// tests its own container: from another package, with Switchboard's public API only.
import ClientListDetail
import Switchboard
import SwitchboardTesting
import Testing

/// A container of an app's own requests on the headless host: children named at run time are
/// built on demand with their link, let go when discarded, and the answers are the same on each
/// strategy; and the fuzz check the article runs over its machine.
@MainActor
@Suite("Your own containers: the list–detail feed")
struct ListDetailContainerTests {
    /// The strategies a feed connects to (the settings strategy keeps a `FeedState`).
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        case delegate, bus, settings
        var testDescription: String { rawValue }

        func strategy() -> CoordinationStrategy<FeedRequest> {
            switch self {
            case .delegate: .delegate
            case .bus: .bus(MessageBus(label: "feed"))
            case .settings: .sharedSettings(SharedSettings(FeedState()))
            }
        }
    }

    @Test(
        "The list opens a detail built on demand; the detail closes itself through its own link",
        arguments: Route.allCases)
    func openAndClose(route: Route) throws {
        let list = FeedListController()
        let feed = Feed.make(list: list)
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        defer { withExtendedLifetime(window) {} }
        let coordinator = feed.connect(route.strategy())
        list.link = coordinator.link(for: "list")

        #expect(list.tap(42) == .applied)
        // The strong reference ends with this block, so only the feed could keep the detail.
        weak let released: FeedDetailController?
        do {
            let detail = try #require(feed.controller(for: "detail-42") as? FeedDetailController)
            released = detail
            #expect(detail.item == 42 && detail.parent === feed && detail.appearanceState == .appeared)
            #expect(feed.children.map(\.debugName) == ["list", "detail-42"])
            #expect(detail.containerLink(for: FeedRequest.self)?.send(.dismissDetail) == .applied)
            #expect(detail.link.send(.dismissDetail) == .unchanged)
        }
        #expect(feed.children.map(\.debugName) == ["list"])
        #expect(feed.controller(for: "detail-42") == nil)
        #expect(released == nil, "the detail is let go once the machine discards it")
    }

    @Test("An unknown item is refused with the feed's own error; nothing changes", arguments: Route.allCases)
    func refusal(route: Route) throws {
        let list = FeedListController()
        let feed = Feed.make(list: list, items: [1, 2, 3])
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        defer { withExtendedLifetime(window) {} }
        list.link = feed.connect(route.strategy()).link(for: "list")

        #expect(list.tap(7) == .rejected(FeedError.noSuchItem(7)))
        #expect(feed.lastRejection == .noSuchItem(7))
        #expect(feed.machine.detail == nil && feed.children.map(\.debugName) == ["list"])
        #expect(throws: FeedError.noSuchItem(9)) { try feed.submit(.showDetail(id: 9)) }
    }

    @Test("A refusal is announced to the feed's observers as refused, with a SentRequest of its own requests")
    func refusalIsAnnounced() {
        let list = FeedListController()
        let feed = Feed.make(list: list, items: [1, 2, 3])
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        defer { withExtendedLifetime(window) {} }
        let log = AnnouncementLog()
        feed.observers.add(log)
        list.link = feed.connect(.delegate).link(for: "list")

        #expect(list.tap(7) == .rejected(FeedError.noSuchItem(7)))
        let refused = log.announcements.compactMap { announcement -> SentRequest<FeedRequest>? in
            guard case .refused(let request, _) = announcement else { return nil }
            return request as? SentRequest<FeedRequest>
        }
        #expect(refused == [SentRequest(.showDetail(id: 7), from: "list")])
        for announcement in log.announcements {
            if case .refused(let request, let reason) = announcement,
                let sent = request as? SentRequest<FeedRequest>
            {
                print("\(sent) refused: \(reason)")
            }
        }
        let refusal = ContainerAnnouncement.refused(
            SentRequest(FeedRequest.showDetail(id: 7), from: "list"), reason: FeedError.noSuchItem(7))
        #expect(log.announcements.contains(refusal))
        #expect(
            !log.announcements.contains(
                .refused(
                    SentRequest(FeedRequest.showDetail(id: 7), from: "list"),
                    reason: FeedError.noSuchItem(8))),
            "another reason is another refusal")
    }

    @Test("On the settings strategy the shown detail is in the settings, and a change made there is applied")
    func settingsDriveTheFeed() {
        let list = FeedListController()
        let feed = Feed.make(list: list)
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        defer { withExtendedLifetime(window) {} }
        let settings = SharedSettings(FeedState())
        list.link = feed.connect(.sharedSettings(settings)).link(for: "list")

        #expect(list.tap(42) == .applied)
        #expect(settings.value.detail == 42)
        #expect(list.tap(1_000) == .rejected(FeedError.noSuchItem(1_000)))
        #expect(settings.value.detail == 42, "a refused request leaves the settings as they were")
        // Someone else (another window, a restored session) changes the settings: the feed follows.
        settings.update { $0.detail = 7 }
        #expect(feed.machine.detail == 7 && feed.children.map(\.debugName) == ["list", "detail-7"])
        settings.update { $0.detail = nil }
        #expect(feed.machine.detail == nil && feed.children.map(\.debugName) == ["list"])
    }

    @Test("A detail replacing another swaps them and lets the old one go; the feed's events are announced")
    func replaceDetail() throws {
        let list = FeedListController()
        let feed = Feed.make(list: list)
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        defer { withExtendedLifetime(window) {} }
        let log = AnnouncementLog()
        feed.observers.add(log)
        try feed.submit(.showDetail(id: 1))
        weak let first = feed.controller(for: "detail-1")
        try feed.submit(.showDetail(id: 2))
        #expect(feed.children.map(\.debugName) == ["list", "detail-2"])
        #expect(first == nil)
        #expect(try feed.submit(.refresh) == .applied)
        let events = log.announcements.compactMap { announcement -> FeedEvent? in
            guard case .event(let event) = announcement else { return nil }
            return event as? FeedEvent
        }
        #expect(events == [.willShowDetail(1), .didShowDetail(1), .willShowDetail(2), .didShowDetail(2), .refreshed])
    }

    @Test("The feed machine keeps the containment rules")
    func feedMachineKeepsTheRules() {
        let requests: [FeedRequest] = [.showDetail(id: 1), .showDetail(id: 2), .showDetail(id: 9), .dismissDetail]
        checkContainerMachine(FeedMachine(items: [1, 2, 3]), requests: requests + [.refresh])
    }
}
