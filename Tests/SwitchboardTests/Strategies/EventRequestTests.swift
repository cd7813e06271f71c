import SwitchboardTesting
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// A shelf that opens one book at a time and can reload its list: `refresh` changes nothing it
/// records.
enum ShelfRequest: Sendable, Equatable {
    case open(Int)
    case close
    case refresh
}

/// The shelf's state, with `refresh` declared an event. `apply` counts refreshes, the counter an
/// app would otherwise invent: the strategy must never apply an event, so it stays 0.
struct ShelfState: CoordinatedState {
    var openBook: Int?
    var refreshesApplied = 0

    mutating func apply(_ request: ShelfRequest) {
        switch request {
        case .open(let book): openBook = book
        case .close: openBook = nil
        case .refresh: refreshesApplied += 1
        }
    }

    func requests(since old: ShelfState) -> [ShelfRequest] {
        guard openBook != old.openBook else { return [] }
        return [openBook.map(ShelfRequest.open) ?? .close]
    }

    static func isEvent(_ request: ShelfRequest) -> Bool { request == .refresh }
}

/// The same state without the declaration: every request, `refresh` included, is recorded.
struct UndeclaredShelfState: CoordinatedState {
    var shelf = ShelfState()

    mutating func apply(_ request: ShelfRequest) { shelf.apply(request) }

    func requests(since old: UndeclaredShelfState) -> [ShelfRequest] { shelf.requests(since: old.shelf) }
}

/// An app's settings with the shelf's state as one part.
struct ShelfApp: Codable, Sendable, Equatable {
    var feed = ShelfState()
}

/// Whether ``StampedShelfState`` declares `refresh` an event.
protocol EventDeclaration: Sendable { static var declaresRefresh: Bool { get } }
enum Declared: EventDeclaration { static let declaresRefresh = true }
enum Undeclared: EventDeclaration { static let declaresRefresh = false }

/// A shelf whose `apply(.refresh)` stamps a time JSON cannot carry (NaN): harmless as long as the
/// strategy, and the laws check, never apply an event.
struct StampedShelfState<Declaration: EventDeclaration>: CoordinatedState {
    var shelf = ShelfState()
    var refreshedAt = 0.0

    mutating func apply(_ request: ShelfRequest) {
        if request == .refresh { refreshedAt = .nan } else { shelf.apply(request) }
    }

    func requests(since old: StampedShelfState) -> [ShelfRequest] { shelf.requests(since: old.shelf) }

    static func isEvent(_ request: ShelfRequest) -> Bool { Declaration.declaresRefresh && request == .refresh }
}

/// Why a shelf refuses a request.
enum ShelfError: Error, Equatable {
    /// It is reloading already.
    case busy
}

/// A container of the shelf's requests that records what reached it.
final class ShelfContainer: HeadlessViewController, RequestHandler {
    private(set) var received: [String] = []
    private(set) var refreshes = 0
    private(set) var openBook: Int?
    /// Whether it rejects `refresh` (``ShelfError/busy``).
    var refusesRefresh = false

    func handle(_ request: ShelfRequest, from child: ChildID?) -> RequestResult {
        received.append("\(request) from \(child?.description ?? "nobody")")
        switch request {
        case .refresh:
            guard !refusesRefresh else { return .rejected(ShelfError.busy) }
            refreshes += 1
            return .applied
        case .open(let book):
            guard openBook != book else { return .unchanged }
            openBook = book
            return .applied
        case .close:
            guard openBook != nil else { return .unchanged }
            openBook = nil
            return .applied
        }
    }
}

@MainActor
@Suite("Events: requests that change no state, over every strategy", .checksLeaks)
struct EventRequestTests {
    @Test(
        "an event sent through a link reaches the container once, with the same answer on every strategy, and writes nothing",
        arguments: StrategyKind.allCases)
    func eventThroughALink(kind: StrategyKind) {
        let store = InMemorySettingsStore<ShelfState>()
        let (strategy, settings) = Self.strategy(kind, store: store)
        let container = trackForLeaks(ShelfContainer())
        let link = Coordinator(strategy: strategy, handler: container).link(for: "list")

        #expect(link.send(.open(3)) == .applied)
        settings?.flush()
        let savedBefore = store.storedValue
        var observerCalls = 0
        let observation = settings?.observe(\.self, by: container) { _, _ in observerCalls += 1 }
        #expect(link.send(.refresh) == .applied)
        #expect(link.send(.refresh) == .applied)
        observation?.cancel()
        #expect(observerCalls == 0, "an event calls no settings observer")

        #expect(container.refreshes == 2)
        #expect(container.received == ["open(3) from list", "refresh from list", "refresh from list"])
        if let settings {
            #expect(settings.value == ShelfState(openBook: 3, refreshesApplied: 0))
            #expect(store.storedValue == savedBefore, "an event saves nothing")
        }
    }

    @Test("without the declaration, the settings strategy records the request (negative control for the check above)")
    func undeclaredEventIsRecorded() {
        let settings = SharedSettings(UndeclaredShelfState())
        let container = trackForLeaks(ShelfContainer())
        let link = Coordinator(strategy: .sharedSettings(settings), handler: container).link(for: "list")

        #expect(link.send(.refresh) == .applied)
        withKnownIssue("expected: negative control — an undeclared event is applied to the settings") {
            #expect(settings.value.shelf.refreshesApplied == 0)
        }
    }

    @Test("settings.send hands an event to the containers bound to that part only, and returns their answers")
    func eventThroughTheSettings() {
        let settings = SharedSettings(Panes<ShelfState>())
        trackSubscriptions(on: settings)
        let first = trackForLeaks(ShelfContainer())
        let alsoFirst = trackForLeaks(ShelfContainer())
        let second = trackForLeaks(ShelfContainer())
        let coordinators = [
            Coordinator(strategy: .sharedSettings(settings, at: \.first), handler: first),
            Coordinator(strategy: .sharedSettings(settings, at: \.first), handler: alsoFirst),
            Coordinator(strategy: .sharedSettings(settings, at: \.second), handler: second),
        ]

        #expect(settings.send(ShelfRequest.refresh, to: \.first) == [.applied, .applied])
        #expect(first.received == ["refresh from nobody"])
        #expect(alsoFirst.received == ["refresh from nobody"])
        #expect(second.received.isEmpty)
        #expect(settings.value == Panes<ShelfState>())
        withExtendedLifetime(coordinators) {}
    }

    /// Expects `coordinator`'s last rejection to be `refresh` from `sender`, refused as busy, with
    /// nothing undone in the settings.
    func expectRefusedRefresh(
        on coordinator: Coordinator<ShelfRequest>, from sender: ChildID?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let rejection = try #require(
            coordinator.lastRefusal.map(Refusal.init), "the coordinator recorded no rejection",
            sourceLocation: sourceLocation)
        #expect(rejection.request == .refresh, sourceLocation: sourceLocation)
        #expect(rejection.sender == sender, sourceLocation: sourceLocation)
        #expect(rejection.reason as? ShelfError == .busy, sourceLocation: sourceLocation)
        #expect(
            !rejection.correctedSettings, "nothing was written, so nothing is undone", sourceLocation: sourceLocation)
    }

    /// A busy shelf bound to fresh settings, its coordinator, and the descriptions of the
    /// refusals its coordinator reports.
    func busyShelf() -> (SharedSettings<ShelfState>, ShelfContainer, Coordinator<ShelfRequest>, Locked<[String]>) {
        let settings = SharedSettings(ShelfState())
        let container = trackForLeaks(ShelfContainer())
        container.refusesRefresh = true
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        let reported = Locked<[String]>([])
        coordinator.onRefusal = { refused in reported.withLock { $0.append(Refusal(refused).description) } }
        return (settings, container, coordinator, reported)
    }

    @Test(
        "settings.send: an event the container rejects is recorded on its coordinator as a link's is, writing nothing")
    func rejectedEventIsRecorded() throws {
        let (settings, container, coordinator, reported) = busyShelf()
        var observerCalls = 0
        let observation = settings.observe(\.self, by: container) { _, _ in observerCalls += 1 }

        #expect(settings.send(ShelfRequest.refresh, to: \.self) == [.rejected(ShelfError.busy)])

        try expectRefusedRefresh(on: coordinator, from: nil)
        #expect(reported.withLock { $0 } == ["refresh rejected: busy"])
        // A link's rejected event is recorded the same way, with its sender.
        #expect(coordinator.link(for: "list").send(.refresh) == .rejected(ShelfError.busy))
        try expectRefusedRefresh(on: coordinator, from: "list")
        #expect(reported.withLock { $0 } == ["refresh rejected: busy", "refresh from list rejected: busy"])
        #expect(settings.value == ShelfState())
        #expect(observerCalls == 0, "an event calls no settings observer")
        observation.cancel()
    }

    @Test("negative control: an event rejected without the coordinator hearing of it fails the recording check")
    func unrecordedEventIsCaught() {
        let (_, container, coordinator, _) = busyShelf()
        // As `settings.send` did before: the container answers, the coordinator records nothing.
        #expect(container.handle(.refresh, from: nil) == .rejected(ShelfError.busy))
        withKnownIssue("expected: negative control — a rejected event the coordinator never recorded") {
            try expectRefusedRefresh(on: coordinator, from: nil)
        }
    }

    @Test("settings.send reaches a part by key path, the request type inferred from it")
    func sendInfersTheRequestType() {
        let settings = SharedSettings(ShelfApp())
        let feed = trackForLeaks(ShelfContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings, at: \.feed), handler: feed)

        settings.send(.refresh, to: \.feed)  // every feed bound to \.feed reloads
        #expect(feed.received == ["refresh from nobody"])
        withExtendedLifetime(coordinator) {}
    }

    @Test("settings.send records a request that is not an event, and the bound container is told as for any write")
    func recordedThroughTheSettings() {
        let settings = SharedSettings(ShelfState())
        trackSubscriptions(on: settings)
        let container = trackForLeaks(ShelfContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)

        #expect(settings.send(ShelfRequest.open(5), to: \.self).isEmpty)
        #expect(settings.value.openBook == 5)
        #expect(container.received == ["open(5) from nobody"])
        #expect(settings.send(ShelfRequest.refresh, to: \.self) == [.applied])
        #expect(container.refreshes == 1)
        withExtendedLifetime(coordinator) {}
    }

    @Test("an event sent after the container is gone reaches nobody")
    func eventAfterTheContainerIsGone() throws {
        let settings = SharedSettings(ShelfState())
        var container: ShelfContainer? = ShelfContainer()
        var coordinator: Coordinator<ShelfRequest>? = Coordinator(
            strategy: .sharedSettings(settings), handler: try #require(container))
        #expect(settings.send(ShelfRequest.refresh, to: \.self) == [.applied])
        coordinator = nil
        container = nil
        #expect(settings.send(ShelfRequest.refresh, to: \.self).isEmpty)
        #expect(coordinator == nil && container == nil)
    }

    @Test("an event sent after the coordinator is invalidated reaches nobody, as a link's does")
    func eventAfterInvalidation() {
        let settings = SharedSettings(ShelfState())
        let container = trackForLeaks(ShelfContainer())
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: container)
        #expect(settings.send(ShelfRequest.refresh, to: \.self) == [.applied], "reached while active")
        coordinator.invalidate()
        #expect(settings.send(ShelfRequest.refresh, to: \.self).isEmpty)
        #expect(coordinator.link(for: "list").send(.refresh) == .containerGone)
        #expect(container.received == ["refresh from nobody"], "only the event sent while active")
    }

    @Test("the laws check skips events, as the strategy does; applied, this event would break a law")
    func lawsCheckSkipsEvents() {
        let requests: [ShelfRequest] = [.open(1), .open(2), .close, .refresh]
        #expect(checkCoordinatedState(ShelfState.self, requests: requests) == nil)
        #expect(checkCoordinatedState(StampedShelfState<Declared>.self, requests: requests) == nil)
        withKnownIssue("expected: negative control — an undeclared event is applied, and its NaN cannot round-trip") {
            checkCoordinatedState(StampedShelfState<Undeclared>.self, requests: requests)
        }
    }

    /// `kind`'s strategy for the shelf, on settings saved to `store` for `.sharedSettings`.
    private static func strategy(
        _ kind: StrategyKind, store: InMemorySettingsStore<ShelfState>
    ) -> (CoordinationStrategy<ShelfRequest>, SharedSettings<ShelfState>?) {
        switch kind {
        case .delegate: return (.delegate, nil)
        case .bus: return (.bus(MessageBus(label: "events")), nil)
        case .sharedSettings:
            let settings = SharedSettings(ShelfState(), store: store)
            return (.sharedSettings(settings), settings)
        }
    }
}
