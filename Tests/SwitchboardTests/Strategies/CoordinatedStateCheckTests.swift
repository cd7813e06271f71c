import Foundation
import ListDetailExample
import Switchboard
import SwitchboardMessaging
import SwitchboardTesting
import Testing

/// The laws check a user runs over their own `CoordinatedState`: it passes on the package's and
/// the examples' states, and catches a state that breaks each law, with a short sequence.
@Suite("checkCoordinatedState: the laws the settings strategy relies on", .serialized)
struct CoordinatedStateCheckTests {
    static let feedRequests: [FeedRequest] = [.showDetail(id: 1), .showDetail(id: 2), .dismissDetail, .refresh]

    @Test("FeedState keeps the laws the settings strategy relies on")
    func feedStateLaws() {
        let requests: [FeedRequest] = [.showDetail(id: 1), .showDetail(id: 2), .dismissDetail, .refresh]
        checkCoordinatedState(FeedState.self, requests: requests)
    }

    @Test("The library's state keeps the laws")
    func libraryStateKeepsTheLaws() {
        #expect(
            checkCoordinatedState(
                LibraryState.self, requests: [.showDetail(item: 1), .showDetail(item: 2), .closeDetail]) == nil)
    }

    @Test("The built-in PanelSettings keeps the laws, swapNext then swap(to:) included")
    func panelSettingsKeepsTheLaws() {
        let requests: [ContainerRequest] = [
            .swap(to: "blue"), .swap(to: "green"), .swapNext, .showPage(0), .showPage(2), .toggleMenu,
            .toggleProfile, .closePanels,
        ]
        #expect(checkCoordinatedState(PanelSettings.self, requests: requests) == nil)
        // The case that broke it: a replay from `init()` reaches blue with lower counts, which
        // must not derive `swap(to: blue)` again.
        let shown = PanelSettings().applying(.swapNext).applying(.swap(to: "blue"))
        let replay = shown.requests(since: PanelSettings())
        #expect(replay == [.swap(to: "blue")])
        let replayed = replay.reduce(into: PanelSettings()) { $0.apply($1) }
        #expect(replayed.requests(since: shown).isEmpty)
        #expect(shown.requests(since: replayed).isEmpty)
    }

    @Test("A state written without the bugs passes, so the controls below differ only by their bug")
    func correctFlawedStatePasses() {
        #expect(checkCoordinatedState(FlawedFeedState.self, requests: Self.feedRequests) == nil)
    }

    @Test(
        "Negative control: a state breaking each law is caught with a short sequence that replays from its seed",
        arguments: FlawedFeedState.Flaw.allCases)
    func brokenLawIsCaught(flaw: FlawedFeedState.Flaw) throws {
        FlawedFeedState.flaw.withLock { $0 = flaw }
        defer { FlawedFeedState.flaw.withLock { $0 = nil } }
        var found: SeededCheckFailure?
        withKnownIssue("expected: negative control — the state \(flaw.rawValue)") {
            found = checkCoordinatedState(FlawedFeedState.self, requests: Self.feedRequests)
        }
        let failure = try #require(found)
        #expect(failure.problems.contains { $0.contains(flaw.expectedProblem) }, "\(failure)")
        #expect(failure.steps.count <= 2, "each flaw shows within two requests: \(failure.steps)")
        #expect(failure.description.contains("FlawedFeedState broke a law"))
        var replayed: SeededCheckFailure?
        withKnownIssue("expected: negative control — the same seed fails again") {
            replayed = checkCoordinatedState(
                FlawedFeedState.self, requests: Self.feedRequests, sequences: 1, seed: failure.seed)
        }
        #expect(replayed?.steps == failure.steps)
    }
}

/// The feed's state with one deliberate flaw, or none. The flaw is a process-wide switch because
/// the check builds states with `init()`; the suite's tests set it one at a time, serialized.
struct FlawedFeedState: CoordinatedState {
    enum Flaw: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Closing the detail derives no request: a container keeps showing it.
        case forgetsDismissal = "derives nothing for a closed detail"
        /// Even an unchanged state derives a refresh.
        case derivesFromNoChange = "derives a refresh from no change"
        /// The detail is not encoded: a saved state comes back without it.
        case dropsDetailWhenCoded = "drops its detail when coded"

        var expectedProblem: String {
            switch self {
            case .forgetsDismissal: "not FlawedFeedState(detail: nil"
            case .derivesFromNoChange: "derives [ListDetailExample.FeedRequest.refresh] instead of none"
            case .dropsDetailWhenCoded: "comes back from its coding as FlawedFeedState(detail: nil"
            }
        }

        var testDescription: String { rawValue }
    }

    static let flaw = Locked<Flaw?>(nil)

    var detail: Int?

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        detail = try container.decodeIfPresent(Int.self, forKey: .detail)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if Self.flaw.withLock({ $0 }) != .dropsDetailWhenCoded {
            try container.encodeIfPresent(detail, forKey: .detail)
        }
    }

    private enum CodingKeys: String, CodingKey { case detail }

    mutating func apply(_ request: FeedRequest) {
        switch request {
        case .showDetail(let id): detail = id
        case .dismissDetail: detail = nil
        case .refresh: break
        }
    }

    func requests(since old: FlawedFeedState) -> [FeedRequest] {
        let flaw = Self.flaw.withLock { $0 }
        guard detail != old.detail else { return flaw == .derivesFromNoChange ? [.refresh] : [] }
        if detail == nil, flaw == .forgetsDismissal { return [] }
        return [detail.map { .showDetail(id: $0) } ?? .dismissDetail]
    }
}
