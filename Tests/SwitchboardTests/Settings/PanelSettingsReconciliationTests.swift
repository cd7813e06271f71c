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
    ]

    @Test("requests(toReach:) names the requests that reach the desired state", arguments: cases)
    func derivedRequests(_ testCase: Case) {
        #expect(testCase.from.requests(toReach: testCase.to) == testCase.expected)
    }

    @Test(
        "apply then derive round-trips every request from the defaults",
        arguments: [
            ContainerRequest.swap(to: "x"), .swapNext, .showPage(5), .toggleMenu, .toggleProfile,
        ])
    func applyRoundTrips(_ request: ContainerRequest) {
        var desired = PanelSettings()
        desired.apply(request)
        #expect(PanelSettings().requests(toReach: desired) == [request])
    }

    @Test("scoped state encodes and decodes with its scopes")
    func scopesRoundTripThroughJSON() throws {
        var settings = PanelSettings(page: 1)
        settings[scope: "left"].toggleMenu()
        let data = try JSONEncoder().encode(settings)
        let decoded = try JSONDecoder().decode(PanelSettings.self, from: data)
        #expect(decoded == settings)
        #expect(decoded[scope: "left"].menuOpen)
    }
}
