/// The rows, extra metrics and targets of the benchmark run, in report order.
@MainActor
enum Suite {
    static func benchmarks() -> [Benchmark] {
        Baselines.all() + DelegateRows.all() + BusRows.all() + SettingsRows.all() + EndToEndRows.all()
            + ReliabilityRows.all() + PagerProgressRows.all()
    }

    static func metrics() -> [(String, @MainActor () -> Double?)] {
        Metrics.all()
    }

    /// The targets of the benchmarks issue, each a ratio or bound within this one run.
    static func targets() -> [Target] {
        [
            // Messaging budget (issue 27): per request, end to end, and no scaling cliffs. The earlier
            // bus targets (post ≤ 1.1 × a weak-delegate call, subscribe + cancel ≤ 3 ×, 160 bytes a
            // subscription) are retired, and so is the settings update's (≤ 8 × a weak-delegate call:
            // its key-path reads go through the standard library's projection); their rows stay as
            // information.
            .ratio(
                "bus post, 1 subscriber ≤ 0.5 × NotificationCenter.post (1 observer)",
                "bus.post.1-sub", over: "foundation.post.1-observers", atMost: 0.5),
            .ratio(
                "subscribe + cancel ≤ 1 × NotificationCenter addObserver + removeObserver",
                "bus.subscribe-cancel", over: "foundation.add-remove-observer", atMost: 1),
            .allocations("≤ 1 heap allocation per bus post to one subscriber", ["bus.post.1-sub"], atMost: 1),
            .ratio(
                "framework overhead: container swap ≤ 1.3 × the same swap by hand",
                "e2e.swap.direct", over: "e2e.swap.by-hand", atMost: 1.3),
            .ratio(
                "swap through a weak delegate ≤ 1.2 × the swap handed straight to the container",
                "e2e.swap.delegate", over: "e2e.swap.direct", atMost: 1.2),
            .ratio(
                "swap through the bus ≤ 1.2 × the swap handed straight to the container",
                "e2e.swap.bus", over: "e2e.swap.direct", atMost: 1.2),
            .ratio(
                "swap through shared settings ≤ 1.2 × the swap handed straight to the container",
                "e2e.swap.shared-settings", over: "e2e.swap.direct", atMost: 1.2),
            .ratio(
                "swap through a settings part beside 1,000 other containers' parts ≤ 3 × the shared-settings swap",
                EndToEndRows.settingsPartsRowName, over: "e2e.swap.shared-settings", atMost: 3),
            .ratio(
                "Foundation typed AsyncMessage delivery ≥ 5 × bus stream delivery",
                "foundation.async-message", over: "bus.stream", atLeast: 5),
            .ratio(
                "post with 10,000 other-type subscribers ≤ 1.1 × post with none",
                "bus.post.1-sub+\(BusRows.otherTypeCount)-other-types", over: "bus.post.1-sub", atMost: 1.1),
            .ratio(
                "post for one subject with 10,000 same-type subscribers of other subjects ≤ 1.5 × with none",
                BusRows.subjectRowName(others: BusRows.otherSubjectCount), over: BusRows.subjectRowName(others: 0),
                atMost: 1.5),
            .ratio(
                "subscribe + cancel with 10,000 same-type subscribers ≤ 2 × with 1",
                "bus.subscribe-cancel+\(BusRows.sameTypeCount)-same-type", over: "bus.subscribe-cancel", atMost: 2),
            .ratio(
                "cancel oldest first, per cancel, among 40,000 same-type subscriptions ≤ 2 × among 10,000",
                BusRows.cancelOldestFirstRowName(BusRows.cancelCounts.large),
                over: BusRows.cancelOldestFirstRowName(BusRows.cancelCounts.small), atMost: 2),
            .ratio(
                "1,000 observers × 1,000 background posts, owners dying ≤ 2 × owners alive",
                BusRows.ownersRowName(dying: true), over: BusRows.ownersRowName(dying: false), atMost: 2),
            .ratio(
                "background observer delivery ≤ 1.15 × a bare main-queue hop",
                "bus.observe.from-background", over: "baseline.main-queue-hop", atMost: 1.15),
            .ratio(
                "e2e request with 1,000 other containers on the bus ≤ 1.2 × with none",
                EndToEndRows.rowName("bus", others: EndToEndRows.otherContainerCount),
                over: EndToEndRows.rowName("bus"), atMost: 1.2),
            .ratio(
                "e2e request with 1,000 other containers, delegate strategy ≤ 1.2 × with none",
                EndToEndRows.rowName("delegate", others: EndToEndRows.otherContainerCount),
                over: EndToEndRows.rowName("delegate"), atMost: 1.2),
            .allocations(
                "≤ 1 heap allocation per settings update (1 subscriber)", ["settings.update.1-subscriber"], atMost: 1),
            .ratio(
                "isolated update with a file store ≤ 2 × an update without one, on the updating thread",
                "settings.update.file-store.isolated", over: "settings.update.no-store.isolated", atMost: 2),
            .metric(
                "1,000 updates in a burst cause ≤ 2 writes", "settings.writes-per-1000-updates", atMost: 2,
                unit: "writes"),
            .metric(
                "≤ 250 bytes per live settings subscription", "settings.bytes-per-subscription", atMost: 250,
                unit: "bytes"),
            .metric(
                "a pager over 10,000 pages keeps ≤ 3 live pages after opening at 5,000 and 100 page changes",
                "pager.source.live-pages", atMost: 3, unit: "pages"),
            .ratio(
                "a scroll step on the headless pager with one progress observer ≤ 2 × a step without one",
                PagerProgressRows.observedStepRowName, over: PagerProgressRows.stepRowName, atMost: 2),
            .ratio(
                "error-checking lock ≤ 1.25 × a default pthread mutex",
                "lock.locked", over: "lock.pthread-default", atMost: 1.25),
            .ratio(
                "multicast over 1 delegate ≤ 1.5 × weak-delegate call",
                "multicast.1-delegate", over: Report.baselineRow, atMost: 1.5),
            .ratio(
                "multicast over 10 delegates ≤ 12 × weak-delegate call",
                "multicast.10-delegates", over: Report.baselineRow, atMost: 12),
        ]
    }
}
