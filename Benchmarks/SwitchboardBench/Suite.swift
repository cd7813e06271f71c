/// The rows, probes and budget of the benchmark run, in report order.
@MainActor
enum Suite {
    static func benchmarks() -> [Benchmark] {
        Baselines.all() + DelegateRows.all() + BusRows.all() + SettingsRows.all() + EndToEndRows.all()
            + PagerProgressRows.all()
    }

    static func probes() -> [Probe] {
        SavingProbes.all() + Metrics.all()
    }

    /// The budget of issue 50: one, generous and end to end. Each line names the rows or probes it
    /// reads; the other rows are information.
    static func budget() -> [Budget] {
        let hand = EndToEndRows.byHandRowName
        let others = EndToEndRows.otherContainerCount
        let cancels = BusRows.cancelCounts
        return EndToEndRows.strategies.map { strategy in
            .swap(
                "headless swap, send to settled, \(strategy) strategy ≤ 2 × the hand-written swap and ≤ 20 µs",
                EndToEndRows.rowName(strategy), byHand: hand, atMost: 2, nanoseconds: 20_000)
        } + [
            .ratio(
                "no cliff: a request with \(others) other containers on the same bus ≤ 2 × alone",
                EndToEndRows.rowName("bus", others: others), over: EndToEndRows.rowName("bus"), atMost: 2),
            .ratio(
                "no cliff: a request through a settings part beside \(others) containers on sibling parts ≤ 2 × alone",
                EndToEndRows.rowName("settings-parts", others: others), over: EndToEndRows.rowName("settings-parts"),
                atMost: 2),
            .ratio(
                "mass cancel linear: cancelling \(cancels.large) subscriptions oldest first ≤ 6 × cancelling "
                    + "\(cancels.small) (quadratic: 16 ×)",
                BusRows.cancelOldestFirstRowName(cancels.large), over: BusRows.cancelOldestFirstRowName(cancels.small),
                atMost: 6, scales: (Double(cancels.large), Double(cancels.small))),
            .probe(
                "no disk I/O on the updating thread: JSON file store updates return while saving is held",
                SavingProbes.offThreadName),
            .probe(
                "first save held by a gate: 1,000 updates make exactly 2 saves (the held one, then the newest)",
                SavingProbes.coalescingName, exactly: 2),
            .ratio(
                "bus post ≤ 1 × NotificationCenter.post, 1 observer",
                "bus.post.1-sub", over: "foundation.post.1-observers", atMost: 1),
            .ratio(
                "bus post ≤ 1 × NotificationCenter.post, 10 observers",
                "bus.post.10-subs", over: "foundation.post.10-observers", atMost: 1),
        ]
    }
}
