import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

@Suite("PanelSettings as desired state")
struct PanelSettingsReconciliationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let from: PanelSettings
        let to: PanelSettings
        let expected: [ContainerRequest]
        let testDescription: String
    }

    static let cases: [Case] = [
        Case(from: .init(), to: .init(menuOpen: true), expected: [.toggleMenu], testDescription: "open menu"),
        Case(from: .init(menuOpen: true), to: .init(), expected: [.toggleMenu], testDescription: "close menu"),
        Case(from: .init(), to: .init(profileOpen: true), expected: [.toggleProfile], testDescription: "open profile"),
        Case(
            from: .init(menuOpen: true), to: .init(profileOpen: true), expected: [.toggleProfile],
            testDescription: "menu to profile"),
        Case(
            from: .init(profileOpen: true), to: .init(menuOpen: true), expected: [.toggleMenu],
            testDescription: "profile to menu"),
        Case(
            from: .init(menuOpen: true, profileOpen: true), to: .init(), expected: [.closePanels],
            testDescription: "both to none"),
        Case(from: .init(), to: .init(activeChild: "blue"), expected: [.swap(to: "blue")], testDescription: "child"),
        Case(from: .init(activeChild: "blue"), to: .init(), expected: [], testDescription: "child cleared"),
        Case(from: .init(), to: .init(page: 3), expected: [.showPage(3)], testDescription: "page"),
        Case(
            from: .init(swapNextCount: 1), to: .init(swapNextCount: 3), expected: [.swapNext, .swapNext],
            testDescription: "relative swaps"),
        Case(
            from: .init(), to: .init(menuOpen: true, activeChild: "a", page: 1, swapNextCount: 1),
            expected: [.toggleMenu, .swap(to: "a"), .showPage(1), .swapNext], testDescription: "all at once"),
        Case(from: .init(page: 2), to: .init(page: 2), expected: [], testDescription: "no change"),
        Case(
            from: .init(activeChild: "a", swapNextCount: 2),
            to: .init(activeChild: "b", swapNextCount: 3, swapNextBaseline: 2),
            expected: [.swap(to: "b"), .swapNext], testDescription: "new child, then the swaps made since"),
        Case(
            from: .init(activeChild: "a", swapNextCount: 2),
            to: .init(activeChild: "a", swapNextCount: 2, swapNextBaseline: 2),
            expected: [.swap(to: "a")], testDescription: "the same child chosen again after relative swaps"),
    ]

    @Test("requests(since:) names the requests that reach a state from an older one", arguments: cases)
    func derivedRequests(_ testCase: Case) {
        #expect(testCase.to.requests(since: testCase.from) == testCase.expected)
    }

    @Test(
        "replaying a history from the defaults reaches the child the history led to",
        arguments: [
            ([ContainerRequest.swapNext, .swap(to: "b"), .swapNext], [ContainerRequest.swap(to: "b"), .swapNext]),
            ([.swap(to: "b"), .swapNext, .swapNext], [.swap(to: "b"), .swapNext, .swapNext]),
            ([.swapNext, .swapNext], [.swapNext, .swapNext]),
            ([.swapNext, .swap(to: "a")], [.swap(to: "a")]),
        ])
    func replayFollowsHistory(history: [ContainerRequest], replay: [ContainerRequest]) {
        let state = history.reduce(PanelSettings()) { $0.applying($1) }
        #expect(state.requests(since: PanelSettings()) == replay)
    }

    @Test("a state has nothing to tell itself", arguments: cases)
    func noRequestsSinceItself(_ testCase: Case) {
        #expect(testCase.to.requests(since: testCase.to).isEmpty)
    }

    @Test(
        "apply then derive round-trips every request from the defaults",
        arguments: [
            ContainerRequest.swap(to: "x"), .swapNext, .showPage(5), .toggleMenu, .toggleProfile,
        ])
    func applyRoundTrips(_ request: ContainerRequest) {
        var desired = PanelSettings()
        desired.apply(request)
        #expect(desired.requests(since: PanelSettings()) == [request])
    }

    @Test("the relative-swap baseline encodes, and an older file without it still decodes")
    func baselineRoundTripsThroughJSON() throws {
        let settings = PanelSettings(activeChild: "b", swapNextCount: 3, swapNextBaseline: 2)
        let decoded = try JSONDecoder().decode(PanelSettings.self, from: try JSONEncoder().encode(settings))
        #expect(decoded == settings)
        let older = Data(#"{"menuOpen":true,"swapNextCount":4,"otherScopes":{}}"#.utf8)
        #expect(
            try JSONDecoder().decode(PanelSettings.self, from: older) == PanelSettings(menuOpen: true, swapNextCount: 4)
        )
    }
}
