import Foundation
import Switchboard
import SwitchboardTesting

/// A tick posted by a stress thread; its id is `thread << 32 | sequence`.
struct StressTick: Message {
    let id: UInt64
}

/// A rarer message, observed by owner-bound (main-actor) observers.
struct OwnerPing: Message {
    let id: UInt64
}

/// The settings every stress thread updates: a shared total and one count per thread.
struct StressSettings: Sendable, Equatable {
    var total = 0
    var perThread: [Int]
}

/// An observer's owner, released by the thread that made it.
final class StressOwner: Sendable {}

/// How big a stress run is, and, for negative controls, how the delivery recorder misbehaves.
struct StressConfiguration: Sendable {
    var threads = 4
    var operationsPerThread: Int
    var seed: UInt64 = 0x5317_C4B0_A2D5_0001
    /// Negative control: the recorder forgets every n-th delivery.
    var dropEvery: Int?
    /// Negative control: the recorder records every n-th delivery twice.
    var duplicateEvery: Int?

    /// The unit suite's size, or `SWITCHBOARD_STRESS_OPS` operations per thread (CI runs the full
    /// 250,000); `SWITCHBOARD_STRESS_SEED` replays another seed.
    static func fromEnvironment(defaultOperations: Int) -> Self {
        let environment = ProcessInfo.processInfo.environment
        var configuration = Self(
            operationsPerThread: environment["SWITCHBOARD_STRESS_OPS"].flatMap { Int($0) } ?? defaultOperations)
        if let seed = environment["SWITCHBOARD_STRESS_SEED"].flatMap({ UInt64($0) }) {
            configuration.seed = seed
        }
        return configuration
    }
}

/// Records deliveries, faithfully or (for negative controls) with injected faults.
final class DeliveryRecorder: Sendable {
    private let dropEvery: Int?
    private let duplicateEvery: Int?
    private let count = Locked(0)

    init(dropEvery: Int?, duplicateEvery: Int?) {
        self.dropEvery = dropEvery
        self.duplicateEvery = duplicateEvery
    }

    func deliver(_ id: UInt64, to record: SubscriptionRecord) {
        guard dropEvery != nil || duplicateEvery != nil else {
            record.record(id)
            return
        }
        let number = count.withLock { count in
            count += 1
            return count
        }
        if let dropEvery, number % dropEvery == 0 { return }
        record.record(id)
        if let duplicateEvery, number % duplicateEvery == 0 { record.record(id) }
    }
}

/// A settings subscription made and ended by a stress thread.
final class SettingsSubscriptionRecord: Sendable {
    /// The total read right before subscribing: everything it hears is newer.
    let floor: Int
    /// The total read right after its cancel returned: nothing it heard can be newer.
    let ceiling = Locked<Int?>(nil)
    let received = Locked<[Int]>([])

    init(floor: Int) {
        self.floor = floor
    }
}

/// What one stress run did and what the accounting found.
struct StressReport: Sendable {
    var operations = 0
    var ticks = StressAudit()
    var ownerPings = StressAudit()
    var posts = 0
    var updates = 0
    /// Everything else that went wrong, in words: settings, streams, leftovers.
    var problems: [String] = []
    /// Registrations still alive at the end (bus and settings).
    var leaked = 0

    var isClean: Bool { ticks.isClean && ownerPings.isClean && problems.isEmpty && leaked == 0 }
}

/// The stress workload: `threads` threads, each running seeded random operations on one bus
/// and one settings instance, recording enough to account for every delivery afterwards.
final class StressWorkload: Sendable {
    let configuration: StressConfiguration
    let bus = MessageBus(label: "stress")
    let settings: SharedSettings<StressSettings>
    let clock = StressClock()
    let recorder: DeliveryRecorder

    private let tickPosts = Locked<[PostRecord]>([])
    private let ownerPosts = Locked<[PostRecord]>([])
    private let tickSubscriptions = Locked<[SubscriptionRecord]>([])
    private let ownerSubscriptions = Locked<[SubscriptionRecord]>([])
    private let settingsSubscriptions = Locked<[SettingsSubscriptionRecord]>([])
    private let streamLogs = Locked<[Locked<[UInt64]>]>([])
    private let updateCounts = Locked<[Int]>([])
    /// Ticks posted and ticks the long-lived stream has taken: posters wait while it is far behind.
    private let backlog = Locked((posted: 0, streamed: 0))

    init(_ configuration: StressConfiguration) {
        self.configuration = configuration
        settings = SharedSettings(StressSettings(perThread: Array(repeating: 0, count: configuration.threads)))
        recorder = DeliveryRecorder(dropEvery: configuration.dropEvery, duplicateEvery: configuration.duplicateEvery)
    }

    /// Runs the workload and the accounting.
    func run() async -> StressReport {
        // Long-lived observers, registered before any thread starts: they must see everything.
        let totals = [Locked<[Int]>([]), Locked<[Int]>([])]
        let totalTokens = totals.map { log in settings.subscribe(\.total) { total in log.withLock { $0.append(total) } }
        }
        let totalStream = settings.values(of: \.total)
        let streamedTotals = Locked<[Int]>([])
        let totalsTask = Task.detached {
            for await total in totalStream {
                let count = streamedTotals.withLock { totals in
                    totals.append(total)
                    return totals.count
                }
                await Self.shareThePool(after: count)
            }
        }
        let allTicks = bus.messages(of: StressTick.self)
        let streamedTicks = Locked<[UInt64]>([])
        let ticksTask = Task.detached { [backlog] in
            for await tick in allTicks {
                let count = streamedTicks.withLock { ticks in
                    ticks.append(tick.id)
                    return ticks.count
                }
                backlog.withLock { $0.streamed += 1 }
                await Self.shareThePool(after: count)
            }
        }

        await runThreads()

        var report = StressReport(operations: configuration.threads * configuration.operationsPerThread)
        let posts = tickPosts.withLock { $0 }
        report.posts = posts.count + ownerPosts.withLock { $0.count }
        report.updates = updateCounts.withLock { $0.reduce(0, +) }
        report.ticks = StressLedger.audit(posts: posts, subscriptions: tickSubscriptions.withLock { $0 })

        // Main-actor observers were enqueued on the main queue: let it run everything before counting.
        await drainMainQueue()
        report.ownerPings = StressLedger.audit(
            posts: ownerPosts.withLock { $0 }, subscriptions: ownerSubscriptions.withLock { $0 })

        let final = settings.value
        // A delivery handed to the background (another thread kept updating) may still be under way.
        let observersAtFinal = { @Sendable in totals.filter { $0.withLock { $0.last } == final.total }.count }
        _ = await waitUntil({ final.total == 0 || observersAtFinal() == totals.count }, progress: observersAtFinal)
        checkSettings(final, observed: totals, &report)
        checkStreams(&report)
        let streamedCount = { @Sendable in streamedTicks.withLock { $0.count } }
        if await !waitUntil({ streamedCount() >= posts.count }, progress: streamedCount) {
            report.problems.append(
                "the long-lived bus stream received \(streamedTicks.withLock { $0.count }) of \(posts.count) ticks")
        }
        let streamed = streamedTicks.withLock { $0 }
        if Set(streamed).count != streamed.count || Set(streamed) != Set(posts.map(\.id))
            || !StressLedger.keepsPostOrderPerThread(streamed)
        {
            report.problems.append("the long-lived bus stream did not receive every tick exactly once in post order")
        }
        let totalsCount = { @Sendable in streamedTotals.withLock { $0.count } }
        if await !waitUntil({ streamedTotals.withLock { $0.last } == final.total }, progress: totalsCount) {
            report.problems.append("the settings stream never reached the final total \(final.total)")
        }
        // Totals committed while another thread delivers are coalesced: skipped, never repeated or reordered.
        let streamedTotalValues = streamedTotals.withLock { $0 }
        if streamedTotalValues.first != 0 || !Self.isIncreasing(streamedTotalValues) {
            report.problems.append("the settings stream did not start at 0, or repeated or went back")
        }

        for token in totalTokens { token.cancel() }
        totalsTask.cancel()
        ticksTask.cancel()
        report.leaked = await leftoverRegistrations()
        return report
    }

    // MARK: Threads

    private func runThreads() async {
        let group = DispatchGroup()
        for thread in 0..<configuration.threads {
            group.enter()
            // Threads of their own: a dispatch queue on two cores might run them two at a time.
            Thread { [self] in
                work(thread: thread)
                group.leave()
            }
            .start()
        }
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }
    }

    /// One thread's operations. Everything it keeps is local; shared records are appended at the end.
    private func work(thread: Int) {
        var random = SeededGenerator(seed: configuration.seed &+ UInt64(thread) &* 0x1_0000_0001)
        var sequence: UInt64 = 0
        var posts: [PostRecord] = []
        var pings: [PostRecord] = []
        var subscriptions: [(token: SubscriptionToken, record: SubscriptionRecord)] = []
        var ended: [SubscriptionRecord] = []
        var owners: [(owner: StressOwner, record: SubscriptionRecord)] = []
        var endedOwners: [SubscriptionRecord] = []
        var settingsTokens: [(token: SubscriptionToken, record: SettingsSubscriptionRecord)] = []
        var settingsRecords: [SettingsSubscriptionRecord] = []
        var streams: [Task<Void, Never>] = []
        var streamRecords: [Locked<[UInt64]>] = []
        var updates = 0

        func nextID() -> UInt64 {
            sequence += 1
            return UInt64(thread) << 32 | sequence
        }
        /// Releases the newest owner and returns its observation's record. Deliveries to a main-actor
        /// observer run on the main queue after the post, so "live for the whole post" means alive
        /// until the main queue ran it: the queue is drained (in order) between taking the
        /// `requested` tick and releasing, so every post that ended before that tick counts.
        func releaseLastOwner() -> SubscriptionRecord {
            let requested = clock.tick()
            DispatchQueue.main.sync {}
            let record = owners.removeLast().record  // the owner's last reference
            record.ended(requestedAt: requested, returnedAt: clock.tick())
            return record
        }

        func endSubscription(at index: Int, releasing: Bool) {
            let record = subscriptions[index].record
            let requested = clock.tick()
            if releasing {
                _ = subscriptions.remove(at: index)  // the only reference to the token: its deinit cancels
            } else {
                subscriptions.remove(at: index).token.cancel()
            }
            record.ended(requestedAt: requested, returnedAt: clock.tick())
            ended.append(record)
        }

        for _ in 0..<configuration.operationsPerThread {
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<40:
                waitForTheConsumers()
                let id = nextID()
                let start = clock.tick()
                bus.post(StressTick(id: id))
                posts.append(PostRecord(id: id, start: start, end: clock.tick()))
            case 40..<48 where subscriptions.count < 4:
                let record = SubscriptionRecord()
                let recorder = recorder
                let token = bus.subscribe(to: StressTick.self) { tick in recorder.deliver(tick.id, to: record) }
                record.subscribed(at: clock.tick())
                subscriptions.append((token, record))
            case 48..<60 where !subscriptions.isEmpty:
                let index = Int.random(in: subscriptions.indices, using: &random)
                endSubscription(at: index, releasing: roll >= 54)
            case 60..<75:
                settings.update { value in
                    value.total += 1
                    value.perThread[thread] += 1
                }
                updates += 1
            case 75..<79 where settingsTokens.count < 2:
                let record = SettingsSubscriptionRecord(floor: settings.value.total)
                let token = settings.subscribe(\.total) { total in record.received.withLock { $0.append(total) } }
                settingsTokens.append((token, record))
            case 79..<82 where !settingsTokens.isEmpty:
                let (token, record) = settingsTokens.removeLast()
                token.cancel()
                record.ceiling.withLock { $0 = settings.value.total }
                settingsRecords.append(record)
            case 82..<85 where streams.count < 2:
                let stream = bus.messages(of: StressTick.self)
                let log = Locked<[UInt64]>([])
                streams.append(
                    Task.detached {
                        for await tick in stream {
                            let count = log.withLock { log in
                                log.append(tick.id)
                                return log.count
                            }
                            await Self.shareThePool(after: count)
                        }
                    })
                streamRecords.append(log)
            case 85..<87:
                if streams.isEmpty {
                    _ = bus.messages(of: StressTick.self)  // dropped unread: ends at once
                } else {
                    streams.removeFirst().cancel()
                }
            case 87..<90 where owners.isEmpty:
                let owner = StressOwner()
                let record = SubscriptionRecord()
                let recorder = recorder
                bus.observe(OwnerPing.self, by: owner) { _, ping in recorder.deliver(ping.id, to: record) }
                record.subscribed(at: clock.tick())
                owners.append((owner, record))
            case 90..<93 where !owners.isEmpty:
                endedOwners.append(releaseLastOwner())
            case 93..<96:
                let id = nextID()
                let start = clock.tick()
                bus.post(OwnerPing(id: id))
                pings.append(PostRecord(id: id, start: start, end: clock.tick()))
            default:
                let id = nextID()
                let start = clock.tick()
                bus.post(StressTick(id: id))
                posts.append(PostRecord(id: id, start: start, end: clock.tick()))
            }
        }

        // Everything this thread still holds ends now, so nothing may be left registered.
        while !subscriptions.isEmpty {
            endSubscription(at: subscriptions.count - 1, releasing: false)
        }
        while !owners.isEmpty {
            endedOwners.append(releaseLastOwner())
        }
        for (token, record) in settingsTokens {
            token.cancel()
            record.ceiling.withLock { $0 = settings.value.total }
            settingsRecords.append(record)
        }
        for stream in streams { stream.cancel() }

        tickPosts.withLock { $0 += posts }
        ownerPosts.withLock { $0 += pings }
        tickSubscriptions.withLock { $0 += ended }
        ownerSubscriptions.withLock { $0 += endedOwners }
        settingsSubscriptions.withLock { $0 += settingsRecords }
        streamLogs.withLock { $0 += streamRecords }
        updateCounts.withLock { $0.append(updates) }
    }

    // MARK: Checks

    private func checkSettings(_ final: StressSettings, observed: [Locked<[Int]>], _ report: inout StressReport) {
        if final.total != report.updates {
            report.problems.append("lost updates: total \(final.total) after \(report.updates) updates")
        }
        if final.perThread.reduce(0, +) != report.updates {
            report.problems.append("lost updates: per-thread counts \(final.perThread) after \(report.updates) updates")
        }
        // Totals committed while another thread delivers are coalesced: skipped, never repeated or reordered.
        for (index, log) in observed.enumerated() {
            let totals = log.withLock { $0 }
            if !Self.isIncreasing(totals) || (final.total > 0 && totals.last != final.total) {
                report.problems.append(
                    "long-lived settings observer \(index) went back, repeated, or did not reach the final value")
            }
        }
        for record in settingsSubscriptions.withLock({ $0 }) {
            let received = record.received.withLock { $0 }
            let ceiling = record.ceiling.withLock { $0 } ?? .max
            if !Self.isIncreasing(received) || (received.first.map { $0 <= record.floor } ?? false)
                || (received.last.map { $0 > ceiling } ?? false)
            {
                report.problems.append(
                    "a settings subscription heard \(received.prefix(5))… outside its life (\(record.floor)…\(ceiling))"
                )
            }
        }
    }

    /// Whether each value is greater than the one before.
    private static func isIncreasing(_ values: [Int]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }

    private func checkStreams(_ report: inout StressReport) {
        for log in streamLogs.withLock({ $0 }) {
            let ids = log.withLock { $0 }
            if Set(ids).count != ids.count || !StressLedger.keepsPostOrderPerThread(ids) {
                report.problems.append("a bus stream received a tick twice or out of post order")
            }
        }
    }

    /// Registrations left on the bus or the settings once everything was ended, after the main
    /// queue ran and purges had their chance.
    private func leftoverRegistrations() async -> Int {
        let count = { @Sendable [bus, settings] in bus.registrations.count + settings.subscriberCount }
        _ = await waitUntil({ count() == 0 }, progress: { -count() })
        return count()
    }

    /// Keeps the posters within reach of the stream consumers: it waits while the long-lived
    /// stream is more than 256 ticks behind, or while more than 64 registrations (about twice the
    /// live ones) receive ticks.
    ///
    /// An `.unbounded` stream whose consumer is slower than its posters grows without bound, by
    /// design; four threads posting flat out outrun consumers that share two cores with them. The
    /// consumers then never wait in `next()`, so a cancelled consumer ends its registration only
    /// when the busy pool next runs it, and every post meanwhile still buffers into it. This run
    /// checks exact accounting, not who wins that race, so the posters let the consumers catch up.
    private func waitForTheConsumers() {
        while backlog.withLock({ $0.posted - $0.streamed }) >= 256 || bus.subscriberCount(for: StressTick.self) > 64 {
            usleep(50)
        }
        backlog.withLock { $0.posted += 1 }
    }

    /// Lets other tasks run every 32 elements. A `for await` loop over a stream that always has
    /// buffered elements never suspends, so two busy consumers would hold both threads of the
    /// cooperative pool on two cores, and cancelled consumers, whose streams stay registered until
    /// they run, would pile up.
    private static func shareThePool(after count: Int) async {
        if count % 32 == 0 { await Task.yield() }
    }

    /// Runs everything enqueued on the main queue so far.
    private func drainMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Polls `condition` until it holds, or until `progress` has not grown for 60 seconds
    /// (streams drain and purges finish asynchronously, at whatever pace a loaded machine allows).
    private func waitUntil(_ condition: @Sendable () -> Bool, progress: @Sendable () -> Int) async -> Bool {
        var best = progress()
        var stalledPolls = 0
        while !condition() {
            guard stalledPolls < 6_000 else { return false }
            try? await Task.sleep(nanoseconds: 10_000_000)
            let now = progress()
            if now > best {
                best = now
                stalledPolls = 0
            } else {
                stalledPolls += 1
            }
        }
        return true
    }
}
