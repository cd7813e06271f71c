import DemoScenarios
import Foundation
import Switchboard
import SwitchboardTesting

/// Runs scenarios: the step-by-step comparison, the trace, and the interactive play mode.
@MainActor
struct DemoRunner {
    let options: DemoOptions

    private func say(_ line: String) {
        if !options.quiet { print(line) }
    }

    /// Runs `scenario` on `strategy` with its script, prints the steps, tears it down and
    /// measures what is left.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    func run(_ scenario: Scenario, on strategy: DemoStrategy) async throws -> RowResult {
        // The session lives only inside `play`, so nothing but a leak keeps it past the check.
        let (failures, violations, counts, bystanders, announcements, tracker, liveSubscriptions) = try play {
            let session = try scenario.start(on: strategy)
            say("▶ \(scenario.rawValue) \(scenario.name) on \(strategy.rawValue): \(scenario.summary)")
            say("    start: \(session.stateLine())")
            for key in session.script {
                say("  [\(key)] \(session.press(key) ?? "no button for this key")")
                say("    \(session.stateLine())")
            }
            let result = (
                session.failures(), session.containmentViolations().count, session.counts, session.bystanderCount,
                session.announcements, session.tracker, session.liveSubscriptions
            )
            session.tearDown()
            return result
        }
        let report = await tracker.check(within: .milliseconds(50))
        let row = RowResult(
            scenario: scenario, strategy: strategy, failures: failures, counts: counts, bystanders: bystanders,
            announcements: announcements, violations: violations, alive: report.survivors.count,
            subscriptions: liveSubscriptions(), nanosecondsPerRequest: try cost(of: scenario, on: strategy))
        for failure in failures { say("    ✗ \(failure)") }
        if failures.isEmpty { say("    ✓ expected final state reached, containment audit clean") }
        say("    leak check: \(report.survivors.isEmpty ? "nothing alive after teardown" : report.description)\n")
        return row
    }

    private func play<Result>(_ body: () throws -> Result) rethrows -> Result {
        try body()
    }

    /// Nanoseconds per key press over the scenario's script: the median of five batches of
    /// twenty fresh runs, presses timed only. Indicative: debug build, shared machine.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private func cost(of scenario: Scenario, on strategy: DemoStrategy) throws -> Int {
        let clock = ContinuousClock()
        var perRequest: [Double] = []
        for _ in 0..<5 {
            var elapsed = Duration.zero
            var presses = 0
            for _ in 0..<20 {
                let session = try scenario.start(on: strategy)
                let start = clock.now
                for key in session.script { _ = session.press(key) }
                elapsed += clock.now - start
                presses += session.script.count
                session.tearDown()
            }
            let (seconds, attoseconds) = elapsed.components
            perRequest.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(max(presses, 1)))
        }
        return Int(perRequest.sorted()[perRequest.count / 2])
    }

    /// Runs `scenario` and prints its containment trace; writes it as Mermaid if asked.
    func trace(_ scenario: Scenario) throws -> Bool {
        let strategy = options.singleStrategy
        let session = try scenario.start(on: strategy)
        for key in session.script { _ = session.press(key) }
        print(
            "containment trace: \(scenario.rawValue) \(scenario.name) on \(strategy.rawValue), keys \"\(session.script)\""
        )
        print(session.trace.plainText)
        let violations = session.containmentViolations()
        print(
            violations.isEmpty
                ? "no containment violations" : "violations:\n" + violations.map { "  \($0)" }.joined(separator: "\n"))
        if let path = options.mermaidPath {
            do {
                try ("```mermaid\n" + session.trace.mermaidSequenceDiagram + "\n```\n").write(
                    toFile: path, atomically: true, encoding: .utf8)
                print("wrote \(path)")
            } catch {
                print("error: cannot write \(path): \(error)")
                return false
            }
        }
        session.tearDown()
        return true
    }

    /// The interactive mode: each key presses a child's button; the layout is redrawn after it.
    func play(_ scenario: Scenario) throws {
        let strategy = options.singleStrategy
        let session = try scenario.start(on: strategy)
        let drawing = LayoutDrawing(ansi: isatty(STDOUT_FILENO) != 0)
        let help = session.keyHelp.map { "  \($0.key)  \($0.meaning)" } + ["  ?  these keys", "  q  quit"]
        print("play \(scenario.rawValue) \(scenario.name) on \(strategy.rawValue): \(scenario.summary)")
        print(help.joined(separator: "\n"))
        print(drawing.draw(session.window))
        print(session.stateLine())
        reading: while let line = readLine() {
            for key in line where !key.isWhitespace {
                switch key {
                case "q": break reading
                case "?": print(help.joined(separator: "\n"))
                default:
                    guard let step = session.press(key) else {
                        print("key '\(key)' does nothing in \(scenario.name); press ? for the keys")
                        continue
                    }
                    print("[\(key)] \(step)")
                    print(drawing.draw(session.window))
                    print(session.stateLine())
                }
            }
        }
        let failures = session.containmentViolations()
        print(failures.isEmpty ? "containment audit: clean" : "containment audit: \(failures.count) violation(s)")
        for violation in failures { print("  \(violation)") }
        session.tearDown()
    }
}
