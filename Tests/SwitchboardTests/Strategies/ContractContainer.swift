import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// A request vocabulary the contract runs over: its shared state, and requests that draw each
/// answer from a fresh ``ContractContainer``.
protocol ContractState: CoordinatedState where Request: Equatable {
    /// Requests a fresh container applies one after the other, each changing what it shows.
    static var applying: [Request] { get }
    /// A request that changes nothing in a fresh container.
    static var unchanging: Request { get }
    /// A request the container refuses.
    static var refused: Request { get }
    /// Why the container refuses `request`, or `nil` when it accepts it.
    static func rejection(for request: Request) -> (any Error)?
}

/// The vocabularies the contract runs over: the built-in one and one defined by this test target.
enum Vocabulary: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// ``ContainerRequest`` with ``PanelSettings``.
    case builtIn
    /// The guide's `LibraryRequest` with `LibraryState`, defined in this test target.
    case library

    var testDescription: String { rawValue }
}

/// A container any vocabulary can drive: it shows a `State`, applies each accepted request to it
/// and answers as a real container would. It records what reached it, and while busy it queues
/// what it accepts, like a container with an animation in flight.
final class ContractContainer<State: ContractState>: HeadlessViewController, RequestHandler {
    struct Received: Equatable {
        let request: State.Request
        let child: ChildID?
    }

    /// What the container shows; tests set it to start elsewhere than the defaults.
    var shown = State()
    private(set) var received: [Received] = []
    private(set) var waiting: [State.Request] = []
    /// While set, accepted requests are queued until ``finishBusy()``.
    var isBusy = false
    /// Runs after each request is handled, with the answer: for containers that send requests
    /// of their own in reaction.
    var afterHandling: ((State.Request, RequestResult) -> Void)?

    var receivedRequests: [State.Request] { received.map(\.request) }

    /// What reached the container, as `request from child` lines.
    var log: [String] { received.map { "\($0.request) from \($0.child?.description ?? "nobody")" } }

    func handle(_ request: State.Request, from child: ChildID?) -> RequestResult {
        received.append(Received(request: request, child: child))
        let result = decide(request)
        afterHandling?(request, result)
        return result
    }

    private func decide(_ request: State.Request) -> RequestResult {
        if let reason = State.rejection(for: request) { return .rejected(reason) }
        if isBusy {
            waiting.append(request)
            return .queued(position: waiting.count - 1)
        }
        let next = shown.applying(request)
        guard next != shown else { return .unchanged }
        shown = next
        return .applied
    }

    /// Applies what waited, in order.
    func finishBusy() {
        isBusy = false
        for request in waiting { shown.apply(request) }
        waiting = []
    }
}

extension PanelSettings: ContractState {
    static var applying: [ContainerRequest] {
        [.toggleMenu, .swap(to: "blue"), .showPage(2), .toggleProfile, .swapNext]
    }
    static var unchanging: ContainerRequest { .closePanels }
    static var refused: ContainerRequest { .showPage(99) }

    static func rejection(for request: ContainerRequest) -> (any Error)? {
        guard case .showPage(let page) = request, !(0..<10).contains(page) else { return nil }
        return ContainerRejection.pageOutOfRange(page, pageCount: 10)
    }
}

extension LibraryState: ContractState {
    static var applying: [LibraryRequest] { [.showDetail(item: 42), .showDetail(item: 7), .closeDetail] }
    static var unchanging: LibraryRequest { .closeDetail }
    static var refused: LibraryRequest { .showDetail(item: -1) }

    static func rejection(for request: LibraryRequest) -> (any Error)? {
        guard case .showDetail(let item) = request, item < 0 else { return nil }
        return LibraryError.noSuchItem(item)
    }
}
