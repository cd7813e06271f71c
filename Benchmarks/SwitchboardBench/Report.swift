/// Everything one benchmark run measured: timed rows, probes and the budget's verdicts.
struct Report: Codable {
    static let baselineRow = "baseline.weak-delegate"

    var mode: String
    /// `/proc/loadavg` when the run started and ended (nil where unavailable): a busy machine
    /// explains wide spreads.
    var loadAtStart: String?
    var loadAtEnd: String?
    var measurements: [Measurement] = []
    var probes: [ProbeResult] = []
    var verdicts: [Budget.Verdict] = []

    func measurement(_ name: String) -> Measurement? {
        measurements.first { $0.name == name }
    }

    func median(_ name: String) -> Double? {
        measurement(name)?.median
    }

    func probe(_ name: String) -> ProbeResult? {
        probes.first { $0.name == name }
    }

    /// The table printed to standard output (and pasted into BENCHMARKS.md).
    func renderTable() -> String {
        let baseline = median(Self.baselineRow)
        var lines: [String] = []
        lines.append("mode: \(mode); load average at start: \(loadAtStart ?? "–"), at end: \(loadAtEnd ?? "–")")
        lines.append("")
        lines += [
            "| row | median ns/op | spread | × weak delegate |",
            "|---|---:|---:|---:|",
        ]
        for row in measurements {
            let ratio = baseline.map { format(row.median / $0, digits: 2) } ?? "–"
            lines.append(
                "| `\(row.name)` \(row.summary) | \(format(row.median, digits: 1)) "
                    + "| ±\(format(row.spreadPercent / 2, digits: 0))% | \(ratio) |"
            )
        }
        if !probes.isEmpty {
            lines.append("")
            lines.append("| probe | value | observed |")
            lines.append("|---|---:|---|")
            for probe in probes {
                lines.append("| `\(probe.name)` | \(format(probe.value, digits: 1)) \(probe.unit) | \(probe.detail) |")
            }
        }
        if !verdicts.isEmpty {
            lines.append("")
            if isIndicative {
                lines.append("Short run: timing verdicts are indicative only and do not set the exit status.")
                lines.append("")
            }
            lines.append("| budget | result | measured |")
            lines.append("|---|---|---|")
            for verdict in verdicts {
                lines.append("| \(verdict.budget) | \(verdict.outcome.rawValue) | \(verdict.detail) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether the run is too short for timing verdicts to count (`--quick`, `--iterations`).
    var isIndicative: Bool { !mode.hasPrefix("full") }

    /// The budgets that failed and decide the exit status: all of them in a full run, the exact
    /// ones only in a short run.
    var decidingFailures: [Budget.Verdict] {
        verdicts.filter { $0.outcome == .fail && (!isIndicative || $0.kind == .exact) }
    }
}
