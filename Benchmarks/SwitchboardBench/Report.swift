/// Everything one benchmark run measured: timed rows, extra metrics and target verdicts.
struct Report: Codable {
    static let baselineRow = "baseline.weak-delegate"

    var mode: String
    /// `/proc/loadavg` when the run started and ended (nil where unavailable): a busy machine
    /// explains wide spreads.
    var loadAtStart: String?
    var loadAtEnd: String?
    var measurements: [Measurement] = []
    /// Non-timing measurements, such as bytes per live subscription.
    var metrics: [String: Double] = [:]
    var verdicts: [Target.Verdict] = []

    func measurement(_ name: String) -> Measurement? {
        measurements.first { $0.name == name }
    }

    func median(_ name: String) -> Double? {
        measurement(name)?.median
    }

    /// The table printed to standard output (and pasted into BENCHMARKS.md).
    func renderTable() -> String {
        let baseline = median(Self.baselineRow)
        var lines: [String] = []
        lines.append("mode: \(mode); load average at start: \(loadAtStart ?? "–"), at end: \(loadAtEnd ?? "–")")
        lines.append("")
        lines += [
            "| row | median ns/op | spread | × weak delegate | allocs/op |",
            "|---|---:|---:|---:|---:|",
        ]
        for row in measurements {
            let ratio = baseline.map { format(row.median / $0, digits: 2) } ?? "–"
            let allocations = row.allocationsPerOperation.map { format($0, digits: 2) } ?? "–"
            lines.append(
                "| `\(row.name)` \(row.summary) | \(format(row.median, digits: 1)) "
                    + "| ±\(format(row.spreadPercent / 2, digits: 0))% | \(ratio) | \(allocations) |"
            )
        }
        if !metrics.isEmpty {
            lines.append("")
            lines.append("| metric | value |")
            lines.append("|---|---:|")
            for (name, value) in metrics.sorted(by: { $0.key < $1.key }) {
                lines.append("| \(name) | \(format(value, digits: 1)) |")
            }
        }
        if !verdicts.isEmpty {
            lines.append("")
            if mode.hasPrefix("quick") {
                lines.append("Quick mode: a smoke run with short repetitions; its verdicts are indicative only.")
                lines.append("")
            }
            lines.append("| target | result | measured |")
            lines.append("|---|---|---|")
            for verdict in verdicts {
                lines.append("| \(verdict.target) | \(verdict.outcome.rawValue) | \(verdict.detail) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
