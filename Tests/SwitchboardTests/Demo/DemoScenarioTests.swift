import DemoScenarios
import Switchboard
import Testing

/// The demo's scenarios check themselves; these tests hold them to it: every coordinated run
/// reaches its expected state with a clean audit, and every naive run with a tutorial bug is
/// caught by those same checks (the negative control).
@MainActor
struct DemoScenarioTests {
    private nonisolated static let coordinatedRuns = Scenario.allCases.flatMap { scenario in
        DemoStrategy.coordinated.map { (scenario, $0) }
    }

    private func failures(of scenario: Scenario, on strategy: DemoStrategy) throws -> [String] {
        let session = try scenario.start(on: strategy)
        for key in session.script { _ = session.press(key) }
        defer { session.tearDown() }
        return session.failures()
    }

    @Test(
        "A coordinated run reaches the scenario's expected final state with a clean audit", arguments: coordinatedRuns)
    func coordinatedRunPasses(scenario: Scenario, strategy: DemoStrategy) throws {
        #expect(try failures(of: scenario, on: strategy) == [])
    }

    @Test(
        "The naive run of a tutorial with a bug is caught by the run's own checks",
        arguments: [Scenario.paging, .dissolve, .slideMenu, .switching])
    func naiveBugIsDetected(scenario: Scenario) throws {
        #expect(try !failures(of: scenario, on: .naive).isEmpty)
    }

    @Test("The naive cross-dissolve is caught by the containment audit, not only by state")
    func naiveDissolveBreaksContainment() throws {
        let session = try Scenario.dissolve.start(on: .naive)
        for key in session.script { _ = session.press(key) }
        defer { session.tearDown() }
        #expect(!session.containmentViolations().isEmpty)
    }

    @Test("A key a scenario does not know changes nothing and says so")
    func unknownKeyIsRefused() throws {
        let session = try Scenario.slideMenu.start(on: .delegate)
        defer { session.tearDown() }
        let before = session.stateLine()
        #expect(session.press("x") == nil)
        #expect(session.stateLine() == before)
        #expect(session.counts.sent == 0)
    }
}
