import DemoScenarios

/// One scenario on one strategy, as measured in this run.
struct RowResult {
    let scenario: Scenario
    let strategy: DemoStrategy
    let failures: [String]
    let counts: RequestCounts
    let bystanders: Int
    let announcements: Int
    let violations: Int
    let alive: Int
    let subscriptions: Int
    let nanosecondsPerRequest: Int

    var passes: Bool { failures.isEmpty }

    /// Whether the row is as it should be: a coordinated row passes; a naive row fails exactly
    /// when its tutorial has a bug; nothing is left alive either way.
    var isAsExpected: Bool {
        let expectedToPass = strategy != .naive || scenario == .halves
        return passes == expectedToPass && alive == 0 && subscriptions == 0
    }

    /// The table a first reading needs: what each run did, who else could see its requests, and
    /// whether anything outlived it.
    static func table(_ rows: [RowResult]) -> String {
        var lines = [
            "| scenario | how the child asks | result | requests | who else could see a request | left alive after the screen closed |",
            "|---|---|---|---|---|---|",
        ]
        for row in rows {
            let counts = row.counts
            let requests =
                counts.answered
                ? "\(counts.sent) sent: \(counts.applied + counts.unchanged) accepted, \(counts.rejected) refused"
                : "\(counts.sent) sent, no answer comes back"
            let how = row.strategy == .naive ? "the tutorial's way" : row.strategy.rawValue
            let verdict =
                row.strategy == .naive
                ? (row.passes ? "no bug shown" : "the tutorial's bug: " + row.failures[0])
                : (row.passes ? "as expected" : "FAILS: " + row.failures[0])
            let left =
                row.alive + row.subscriptions == 0
                ? "nothing" : "\(row.alive) objects, \(row.subscriptions) subscriptions"
            lines.append(
                "| \(row.scenario.rawValue) \(row.scenario.name) | \(how) | \(verdict) | \(requests) | \(row.audience) | \(left) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Every measured column (`--full-table`).
    static func fullTable(_ rows: [RowResult]) -> String {
        var lines = [
            "| scenario | strategy | expected final state | sent | delivered | applied | unchanged | rejected "
                + "| others could observe (saw) | announcements | containment violations | alive after teardown "
                + "| subscriptions after | ns/request* |",
            "|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let counts = row.counts
            let answered = { (value: Int) in counts.answered ? "\(value)" : "n/a" }
            let verdict = row.passes ? "passes" : "FAILS: " + row.failures[0]
            lines.append(
                "| \(row.scenario.rawValue) \(row.scenario.name) | \(row.strategy.rawValue) | \(verdict) | \(counts.sent) "
                    + "| \(counts.delivered) | \(answered(counts.applied)) | \(answered(counts.unchanged)) "
                    + "| \(answered(counts.rejected)) | \(row.audience) (\(row.bystanders)) | \(row.announcements) "
                    + "| \(row.violations) | \(row.alive) | \(row.subscriptions) | \(row.nanosecondsPerRequest) |")
        }
        lines.append("")
        lines.append("\\* indicative only: debug build, median of a short in-process measurement.")
        return lines.joined(separator: "\n")
    }

    private var audience: String {
        guard strategy == .naive else { return strategy.audience }
        switch scenario {
        case .slideMenu: return "any notification observer"
        case .halves, .switching: return "nobody: direct calls"
        case .paging, .dissolve: return "nobody: one weak reference"
        }
    }
}
