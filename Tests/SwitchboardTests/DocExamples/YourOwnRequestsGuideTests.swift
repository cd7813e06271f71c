// The "Your own requests" guide (Switchboard.docc/YourOwnRequests.md) run as written: its types
// are in LibraryExample.swift, its composing code is here, and every object it makes is checked
// for leaks.
import Switchboard
import SwitchboardTesting
import Testing

@Suite("Docs: your own requests", .checksLeaks)
@MainActor
struct YourOwnRequestsGuideTests {
    @Test("Connect them: one line links the list to its container, and send returns its answers")
    func connect() {
        let container = LibraryContainer(title: "library")
        let list = ListController(title: "list")
        list.link = Coordinator(strategy: .delegate, handler: container).link(for: "list")
        print(list.rowTapped(42))  // applied
        print(list.rowTapped(42))  // unchanged
        print(list.rowTapped(-1))  // rejected: noSuchItem(-1); nothing changed
        trackForLeaks(container)
        trackForLeaks(list)
        #expect(container.detailItem == 42)
        #expect(list.rowTapped(7) == .applied)
        #expect(list.rowTapped(-1) == .rejected(LibraryError.noSuchItem(-1)))
        #expect(container.detailItem == 7)
    }

    @Test("The other two strategies take the same container and child, with the same answers")
    func otherStrategies() {
        let container = LibraryContainer(title: "library")
        let list = ListController(title: "list")
        list.link = Coordinator(strategy: .delegate, handler: container).link(for: "list")
        let bus = MessageBus(label: "library")
        let settings = SharedSettings(LibraryState())
        list.link = Coordinator(strategy: .bus(bus), handler: container).link(for: "list")
        list.link = Coordinator(strategy: .sharedSettings(settings), handler: container).link(for: "list")
        trackForLeaks(container)
        trackForLeaks(list)
        trackSubscriptions(on: bus)
        trackSubscriptions(on: settings)
        #expect(list.rowTapped(42) == .applied)
        #expect(settings.value.detailItem == 42)
        #expect(
            bus.subscriberCount(for: SentRequest<LibraryRequest>.self) == 0,
            "the replaced bus link let its coordinator go")
    }

    @Test(
        "Each strategy gives the guide's container the same answers", arguments: ["delegate", "bus", "sharedSettings"])
    func sameAnswers(strategyName: String) {
        let container = trackForLeaks(LibraryContainer(title: "library"))
        let list = trackForLeaks(ListController(title: "list"))
        let bus = trackSubscriptions(on: MessageBus(label: "library"))
        let settings = trackSubscriptions(on: SharedSettings(LibraryState()))
        let strategy: CoordinationStrategy<LibraryRequest> =
            switch strategyName {
            case "bus": .bus(bus)
            case "sharedSettings": .sharedSettings(settings)
            default: .delegate
            }
        list.link = Coordinator(strategy: strategy, handler: container).link(for: "list")
        #expect(strategy.name == strategyName)
        #expect(list.rowTapped(42) == .applied)
        #expect(list.rowTapped(42) == .unchanged)
        #expect(list.rowTapped(-1) == .rejected(LibraryError.noSuchItem(-1)))
        #expect(container.detailItem == 42)
        #expect(settings.value.detailItem == (strategyName == "sharedSettings" ? 42 : nil))
    }

    @Test("Shared settings: a container created later replays the state; a rejected request leaves it as it was")
    func settingsAdd() {
        let settings = trackSubscriptions(on: SharedSettings(LibraryState()))
        let first = trackForLeaks(LibraryContainer(title: "first"))
        let list = trackForLeaks(ListController(title: "list"))
        list.link = Coordinator(strategy: .sharedSettings(settings), handler: first).link(for: "list")
        #expect(list.rowTapped(42) == .applied)
        #expect(list.rowTapped(-1) == .rejected(LibraryError.noSuchItem(-1)))
        #expect(settings.value.detailItem == 42)

        let later = trackForLeaks(LibraryContainer(title: "later"))
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: later)
        coordinator.replayDesiredState()
        #expect(later.detailItem == 42)
        settings.update { $0.detailItem = nil }  // written elsewhere: both containers are told
        #expect(first.detailItem == nil)
        #expect(later.detailItem == nil)
    }

    @Test("The generic API's call sites read as designed: the request type is inferred from the handler")
    func callSites() {
        let container = trackForLeaks(LibraryContainer(title: "library"))
        let left = trackForLeaks(LibraryContainer(title: "left"))
        let bus = trackSubscriptions(on: MessageBus(label: "call-sites"))
        let appSettings = trackSubscriptions(on: SharedSettings(AppSettings()))
        let c1 = Coordinator(strategy: .delegate, handler: container)
        let c2 = Coordinator(strategy: .bus(bus), handler: container)
        let c3 = Coordinator(strategy: .sharedSettings(SharedSettings(LibraryState())), handler: container)
        let c4 = Coordinator(strategy: .sharedSettings(appSettings, at: \.leftPane), handler: left)
        let link = c1.link(for: "list")
        let typed: [Coordinator<LibraryRequest>] = [c1, c2, c3, c4]
        let sameLink: ContainerLink<LibraryRequest> = link
        var outcome = ""
        switch link.send(.showDetail(item: 42)) {
        case .applied, .queued, .unchanged: outcome = "accepted"
        case .rejected: outcome = "rejected"
        case .containerGone, .unlinked: outcome = "undelivered"
        }
        #expect(outcome == "accepted")
        #expect(typed.allSatisfy { $0.isActive })
        #expect(sameLink.child == "list")
        #expect(c4.link(for: "list").send(.showDetail(item: 1)) == .applied)
        #expect(appSettings.value.leftPane.detailItem == 1)
    }

    @Test("Bus: an audit watches one container's requests of its own type")
    func busAudit() {
        let bus = trackSubscriptions(on: MessageBus(label: "audit"))
        let container = trackForLeaks(LibraryContainer(title: "library"))
        let seen = LockedValue<[String]>([])
        let audit = bus.subscribe(to: SentRequest<LibraryRequest>.self, subject: container) { posted in
            seen.withLock { $0.append("\(posted)") }
        }
        let list = trackForLeaks(ListController(title: "list"))
        list.link = Coordinator(strategy: .bus(bus), handler: container).link(for: "list")
        #expect(list.rowTapped(42) == .applied)
        #expect(seen.withLock { $0 } == ["showDetail(item: 42) from list"])
        audit.cancel()
    }
}
