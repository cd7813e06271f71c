/// A performance target from the benchmarks issue, checked against one run's measurements.
struct Target {
    enum Outcome: String, Codable {
        case holds, missed
        case notMeasured = "not measured"
    }

    struct Verdict: Codable {
        let target: String
        let outcome: Outcome
        let detail: String
    }

    let description: String
    let check: (Report) -> (Outcome, String)?

    func verdict(for report: Report) -> Verdict {
        guard let (outcome, detail) = check(report) else {
            return Verdict(target: description, outcome: .notMeasured, detail: "a row it needs was filtered out")
        }
        return Verdict(target: description, outcome: outcome, detail: detail)
    }

    /// `numerator` / `denominator` (medians) must be at most `limit`.
    static func ratio(
        _ description: String, _ numerator: String, over denominator: String, atMost limit: Double
    )
        -> Target
    {
        Target(description: description) { report in
            guard let top = report.median(numerator), let bottom = report.median(denominator), bottom > 0 else {
                return nil
            }
            let ratio = top / bottom
            return (ratio <= limit ? .holds : .missed, "ratio \(format(ratio, digits: 2)) (limit \(limit))")
        }
    }

    /// `numerator` / `denominator` (medians) must be at least `limit`.
    static func ratio(
        _ description: String, _ numerator: String, over denominator: String, atLeast limit: Double
    )
        -> Target
    {
        Target(description: description) { report in
            guard let top = report.median(numerator), let bottom = report.median(denominator), bottom > 0 else {
                return nil
            }
            let ratio = top / bottom
            return (ratio >= limit ? .holds : .missed, "ratio \(format(ratio, digits: 1)) (needs ≥ \(limit))")
        }
    }

    /// A row's median must be at most `limit` nanoseconds.
    static func nanoseconds(_ description: String, _ row: String, atMost limit: Double) -> Target {
        Target(description: description) { report in
            guard let value = report.median(row) else { return nil }
            return (value <= limit ? .holds : .missed, "\(format(value, digits: 1)) ns")
        }
    }

    /// Each named row must allocate at most `limit` times per operation.
    static func allocations(_ description: String, _ rows: [String], atMost limit: Double) -> Target {
        Target(description: description) { report in
            let counts = rows.compactMap { report.measurement($0)?.allocationsPerOperation }
            guard counts.count == rows.count, let worst = counts.max() else { return nil }
            return (worst <= limit ? .holds : .missed, "worst \(format(worst, digits: 2)) allocations/op")
        }
    }

    /// A named extra metric must be at most `limit`.
    static func metric(_ description: String, _ name: String, atMost limit: Double, unit: String) -> Target {
        Target(description: description) { report in
            guard let value = report.metrics[name] else { return nil }
            return (value <= limit ? .holds : .missed, "\(format(value, digits: 1)) \(unit)")
        }
    }
}

func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        if digits == 0 { text = String(text[..<dot]) }
    }
    return text
}
