import Switchboard

/// What one strategy did in the demo's scenarios: the numbers the comparison table prints.
struct RunSummary {
    let strategy: String
    var delivered = 0
    var unchanged = 0
    var rejected = 0
    var applied = 0
    /// Requests an analytics observer saw without being the container (bus fan-out).
    var observedByAnalytics = 0
    var announcements = 0
    var traceEvents = 0
    var violations = 0
    /// Whether the panel state survived the containers (settings persistence).
    var statePersisted = false
    var liveSubscriptionsAfterRelease = 0
    var sendAfterRelease: LinkDelivery = .unlinked
    var leakReport = ""
    var leaks = 0

    mutating func count(_ delivery: LinkDelivery) {
        switch delivery {
        case .delivered, .enqueued: delivered += 1
        case .unchanged: unchanged += 1
        case .containerGone, .unlinked: break
        }
    }
}

extension RunSummary {
    static func table(_ summaries: [RunSummary]) -> String {
        let rows: [(String, (RunSummary) -> String)] = [
            ("requests delivered to the container", { "\($0.delivered)" }),
            ("requests settled as 'nothing to change'", { "\($0.unchanged)" }),
            ("applied by the container", { "\($0.applied)" }),
            ("rejected with a typed error", { "\($0.rejected)" }),
            ("seen by an analytics observer", { "\($0.observedByAnalytics)" }),
            ("container announcements on the bus", { "\($0.announcements)" }),
            ("containment events traced", { "\($0.traceEvents)" }),
            ("containment violations", { "\($0.violations)" }),
            ("panel state kept after release", { $0.statePersisted ? "yes" : "no" }),
            ("send() after the container is gone", { "\($0.sendAfterRelease)" }),
            ("live subscriptions after release", { "\($0.liveSubscriptionsAfterRelease)" }),
            ("objects still alive after release", { "\($0.leaks)" }),
        ]
        var lines = ["| measured | " + summaries.map(\.strategy).joined(separator: " | ") + " |"]
        lines.append("|---|" + String(repeating: "---:|", count: summaries.count))
        for (label, value) in rows {
            lines.append("| \(label) | " + summaries.map(value).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
