/// One line of the budget in BENCHMARKS.md, checked against one run's measurements.
struct Budget {
    /// Whether the verdict rests on timings (noisy: indicative only in a short run) or on counts
    /// and behaviour that a run either shows or not.
    enum Kind: String, Codable {
        case timing, exact
    }

    enum Outcome: String, Codable {
        case pass = "PASS"
        case fail = "FAIL"
        case notMeasured = "not measured"
    }

    struct Verdict: Codable {
        let budget: String
        let kind: Kind
        let outcome: Outcome
        let detail: String
    }

    let description: String
    let kind: Kind
    let check: (Report) -> (passes: Bool, detail: String)?

    func verdict(for report: Report) -> Verdict {
        guard let (passes, detail) = check(report) else {
            return Verdict(budget: description, kind: kind, outcome: .notMeasured, detail: "a row it needs was not run")
        }
        return Verdict(budget: description, kind: kind, outcome: passes ? .pass : .fail, detail: detail)
    }

    /// A swap through a strategy: median ≤ `ratio` × the hand-written swap's and ≤ `limit` ns.
    static func swap(
        _ description: String, _ row: String, byHand: String, atMost ratio: Double, nanoseconds limit: Double
    )
        -> Budget
    {
        Budget(description: description, kind: .timing) { report in
            guard let swap = report.median(row), let hand = report.median(byHand), hand > 0 else { return nil }
            let measured = swap / hand
            return (
                measured <= ratio && swap <= limit,
                "\(microseconds(swap)) µs = \(format(measured, digits: 2)) × by hand (\(microseconds(hand)) µs); "
                    + "limits \(format(ratio, digits: 0)) × and \(microseconds(limit)) µs"
            )
        }
    }

    /// `numerator` / `denominator`, each a row's median times `scale` (to compare totals of
    /// per-operation rows), must be at most `limit`.
    static func ratio(
        _ description: String, _ numerator: String, over denominator: String, atMost limit: Double,
        scales: (Double, Double) = (1, 1), unit: String = "ns/op"
    ) -> Budget {
        Budget(description: description, kind: .timing) { report in
            guard let top = report.median(numerator), let bottom = report.median(denominator), bottom > 0 else {
                return nil
            }
            let (topTotal, bottomTotal) = (top * scales.0, bottom * scales.1)
            let measured = topTotal / bottomTotal
            let values =
                scales == (1, 1)
                ? "\(format(top, digits: 1)) / \(format(bottom, digits: 1)) \(unit)"
                : "\(format(topTotal / 1e6, digits: 2)) ms / \(format(bottomTotal / 1e6, digits: 2)) ms"
            return (measured <= limit, "\(values) = \(format(measured, digits: 2)) (limit \(format(limit, digits: 1)))")
        }
    }

    /// A probe's behaviour must hold and its value equal `expected`.
    static func probe(_ description: String, _ name: String, exactly expected: Double) -> Budget {
        Budget(description: description, kind: .exact) { report in
            guard let result = report.probe(name) else { return nil }
            return (
                result.holds && result.value == expected,
                "\(format(result.value, digits: 0)) \(result.unit) (needs \(format(expected, digits: 0))); \(result.detail)"
            )
        }
    }

    /// A probe's behaviour must hold; its value is printed.
    static func probe(_ description: String, _ name: String) -> Budget {
        Budget(description: description, kind: .exact) { report in
            guard let result = report.probe(name) else { return nil }
            return (result.holds, "\(format(result.value, digits: 1)) \(result.unit); \(result.detail)")
        }
    }
}

/// `nanoseconds` in microseconds, to one decimal.
func microseconds(_ nanoseconds: Double) -> String {
    format(nanoseconds / 1_000, digits: 1)
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
