/// The rows, extra metrics and targets of the benchmark run, in report order.
@MainActor
enum Suite {
    static func benchmarks() -> [Benchmark] {
        Baselines.all() + DelegateRows.all() + BusRows.all() + SettingsRows.all() + EndToEndRows.all()
            + ReliabilityRows.all()
    }

    static func metrics() -> [(String, @MainActor () -> Double?)] {
        Metrics.all()
    }

    /// The targets of the benchmarks issue, each a ratio or bound within this one run.
    static func targets() -> [Target] {
        [
            .ratio(
                "bus post, 1 subscriber ≤ 1.5 × weak-delegate call",
                "bus.post.1-sub", over: Report.baselineRow, atMost: 1.5),
            .ratio(
                "NotificationCenter.post ≥ 5 × bus post (1 subscriber)",
                "foundation.post.1-observers", over: "bus.post.1-sub", atLeast: 5),
            .ratio(
                "Foundation typed AsyncMessage delivery ≥ 10 × bus async delivery",
                "foundation.async-message", over: "bus.stream", atLeast: 10),
            .ratio(
                "post with 10,000 other-type subscribers ≤ 1.1 × post with none",
                "bus.post.1-sub+\(BusRows.otherTypeCount)-other-types", over: "bus.post.1-sub", atMost: 1.1),
            .allocations(
                "0 heap allocations per post for ≤ 8 synchronous subscribers",
                ["bus.post.1-sub", "bus.post.8-subs", "bus.post.1-sub+\(BusRows.otherTypeCount)-other-types"],
                atMost: 0),
            .nanoseconds("subscribe + cancel pair ≤ 250 ns", "bus.subscribe-cancel", atMost: 250),
            .metric(
                "≤ 200 bytes per live subscription", "bus.bytes-per-subscription", atMost: 200, unit: "bytes"),
            .ratio(
                "update-body guard ≤ 0.01 × a settings update",
                "settings.update-body-guard", over: "settings.update.1-subscriber", atMost: 0.01),
            .ratio(
                "error-checking lock ≤ 1.25 × a default pthread mutex",
                "lock.locked", over: "lock.pthread-default", atMost: 1.25),
            .ratio(
                "multicast over 1 delegate ≤ 1.5 × weak-delegate call",
                "multicast.1-delegate", over: Report.baselineRow, atMost: 1.5),
            .ratio(
                "multicast over 10 delegates ≤ 12 × weak-delegate call",
                "multicast.10-delegates", over: Report.baselineRow, atMost: 12),
            .ratio(
                "framework overhead: container swap ≤ 1.3 × the same swap by hand",
                "e2e.swap.direct", over: "e2e.swap.by-hand", atMost: 1.3),
        ]
    }
}
