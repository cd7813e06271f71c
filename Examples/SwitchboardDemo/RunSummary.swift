import Switchboard

/// What one strategy did in the demo's scenarios: the numbers the comparison table prints.
struct RunSummary {
    let strategy: String
    /// What `send` answered, by case.
    var applied = 0
    var queued = 0
    var unchanged = 0
    var rejected = 0
    var undelivered = 0
    /// Plans the containers started, by their own count: agrees with `applied`.
    var startedByContainers = 0
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
        case .applied: applied += 1
        case .queued: queued += 1
        case .unchanged: unchanged += 1
        case .rejected: rejected += 1
        case .containerGone, .unlinked: undelivered += 1
        }
    }
}

extension RunSummary {
    static func table(_ summaries: [RunSummary]) -> String {
        let rows: [(String, (RunSummary) -> String)] = [
            ("send() answered applied", { "\($0.applied)" }),
            ("send() answered queued", { "\($0.queued)" }),
            ("send() answered unchanged", { "\($0.unchanged)" }),
            ("send() answered rejected, with the typed reason", { "\($0.rejected)" }),
            ("send() reached no container", { "\($0.undelivered)" }),
            ("plans the containers started", { "\($0.startedByContainers)" }),
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
