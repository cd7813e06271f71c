import Dispatch
import Foundation
import Switchboard

// MessageBus rows: synchronous posts at several fan-outs, a post among many other message types,
// owner-bound main-actor observation (same thread and from a background thread), async stream
// delivery, and the subscribe + cancel pair.

/// The message posted in the bus rows.
struct Ping: Message {
    let value: Int
}

/// A distinct message type per nesting level, so a bus can hold subscribers of thousands of types.
struct Nested<Inner: Message>: Message {}

@MainActor
enum BusRows {
    static let otherTypeCount = 10_000
    static let otherSubjectCount = 10_000
    static let sameTypeCount = 10_000
    static let observerCount = 1_000
    static let backgroundPostCount = 1_000
    /// How many same-type subscriptions the oldest-first cancel rows end; per cancel, the two must match.
    static let cancelCounts = (small: 10_000, large: 40_000)

    static func subjectRowName(others: Int) -> String {
        "bus.post.subject.1-sub" + (others == 0 ? "" : "+\(others)-other-subjects")
    }

    static func ownersRowName(dying: Bool) -> String {
        "bus.observe.background.\(observerCount)x\(backgroundPostCount)." + (dying ? "owners-dying" : "owners-alive")
    }

    /// `bus.cancel.oldest-first.<count>-subs`.
    static func cancelOldestFirstRowName(_ count: Int) -> String {
        "bus.cancel.oldest-first.\(count)-subs"
    }

    static func all() -> [Benchmark] {
        postRows() + [
            postAmongOtherTypes(), postForSubject(others: 0), postForSubject(others: otherSubjectCount),
            observeOnMainActor(), observeFromBackground(), streamDelivery(),
            subscribeAndCancel(), subscribeAndCancel(residents: sameTypeCount),
            cancelOldestFirst(count: cancelCounts.small), cancelOldestFirst(count: cancelCounts.large),
            ownersDuringBackgroundDeliveries(dying: false), ownersDuringBackgroundDeliveries(dying: true),
        ]
    }

    static func postRows() -> [Benchmark] {
        [1, 8, 10, 1_000].map { count in
            Benchmark(
                "bus.post.\(count)-sub" + (count == 1 ? "" : "s"),
                "MessageBus.post to \(count) synchronous subscriber\(count == 1 ? "" : "s")"
            ) {
                let bus = MessageBus(label: "bench.post")
                let tally = Tally()
                let tokens = (0..<count).map { _ in bus.subscribe(to: Ping.self) { tally.add($0.value) } }
                return Fixture { iterations in
                    for index in 0..<iterations { bus.post(Ping(value: index)) }
                    blackHole(tally.total)
                    blackHole(tokens)
                }
            }
        }
    }

    static func postAmongOtherTypes() -> Benchmark {
        Benchmark(
            "bus.post.1-sub+\(otherTypeCount)-other-types",
            "MessageBus.post to 1 subscriber, with 10,000 subscribers of 10,000 other message types"
        ) {
            let bus = MessageBus(label: "bench.crowded")
            let tally = Tally()
            var tokens = [bus.subscribe(to: Ping.self) { tally.add($0.value) }]
            subscribeDistinctTypes(Nested<Ping>.self, count: otherTypeCount, on: bus, into: &tokens)
            return Fixture { iterations in
                for index in 0..<iterations { bus.post(Ping(value: index)) }
                blackHole(tally.total)
                blackHole(tokens)
            }
        }
    }

    /// Subscribes once to `type`, then to `Nested<type>`, and so on: `count` distinct types.
    static func subscribeDistinctTypes<M: Message>(
        _ type: M.Type, count: Int, on bus: MessageBus, into tokens: inout [SubscriptionToken]
    ) {
        guard count > 0 else { return }
        tokens.append(bus.subscribe(to: type) { _ in })
        subscribeDistinctTypes(Nested<M>.self, count: count - 1, on: bus, into: &tokens)
    }

    static func observeOnMainActor() -> Benchmark {
        Benchmark(
            "bus.observe.main-actor",
            "MessageBus.observe(by: owner), posted on the main actor (delivered synchronously)"
        ) {
            let bus = MessageBus(label: "bench.observe")
            let screen = Screen()
            bus.observe(Ping.self, by: screen) { screen, ping in screen.receive(ping.value) }
            return Fixture { iterations in
                for index in 0..<iterations { bus.post(Ping(value: index)) }
                blackHole(screen.total)
            }
        }
    }

    static func observeFromBackground() -> Benchmark {
        Benchmark(
            "bus.observe.from-background",
            "MessageBus.observe(by: owner), posts from a background thread, per message: bursts of 100 until all ran"
        ) {
            let bus = MessageBus(label: "bench.observe.background")
            let screen = Screen()
            bus.observe(Ping.self, by: screen) { screen, ping in screen.receive(ping.value) }
            return Fixture { iterations in
                Burst.forEach(iterations) { burst in
                    screen.reset()
                    DispatchQueue.global().async {
                        for index in burst { bus.post(Ping(value: index)) }
                    }
                    screen.drainMainQueue(until: burst.count)
                }
            }
        }
    }

    static func streamDelivery() -> Benchmark {
        Benchmark(
            "bus.stream",
            "MessageBus.messages(of:), per message: bursts of 100 posts, each until a consuming task saw all"
        ) {
            let bus = MessageBus(label: "bench.stream")
            let counter = DeliveryCounter()
            let stream = bus.messages(of: Ping.self)
            // Ends when the bus deinitialises (the stream finishes) after the row is measured.
            let consumer = Task.detached {
                for await _ in stream { counter.deliver() }
            }
            return Fixture { iterations in
                Burst.forEach(iterations) { burst in
                    counter.expect(burst.count)
                    for index in burst { bus.post(Ping(value: index)) }
                    counter.waitForTarget()
                }
                blackHole(consumer)
            }
        }
    }

    /// `bus.subscribe-cancel` with one resident subscriber of the type, or
    /// `bus.subscribe-cancel+<residents>-same-type` with more.
    static func subscribeAndCancel(residents: Int = 1) -> Benchmark {
        Benchmark(
            residents == 1 ? "bus.subscribe-cancel" : "bus.subscribe-cancel+\(residents)-same-type",
            "MessageBus.subscribe then SubscriptionToken.cancel, on a bus with "
                + (residents == 1 ? "1 other subscriber" : "\(residents) other subscribers") + " of the type"
        ) {
            let bus = MessageBus(label: "bench.subscribe")
            let tally = Tally()
            let residentTokens = (0..<residents).map { _ in bus.subscribe(to: Ping.self) { tally.add($0.value) } }
            return Fixture { iterations in
                for _ in 0..<iterations {
                    let token = bus.subscribe(to: Ping.self) { tally.add($0.value) }
                    token.cancel()
                }
                blackHole(residentTokens)
            }
        }
    }

    /// `count` subscriptions of one type, all cancelled oldest first (the order in which a screen that
    /// subscribed first is torn down first), per cancel; subscribing and releasing the tokens are
    /// untimed. `bus.subscribe-cancel+10000-same-type` cancels the newest entry only, which a search
    /// from the list's newest end finds at once: this row is the case where it would not (issue 50).
    static func cancelOldestFirst(count: Int) -> Benchmark {
        Benchmark(
            cancelOldestFirstRowName(count),
            "SubscriptionToken.cancel of \(count) same-type subscriptions, oldest first, per cancel"
        ) {
            let bus = MessageBus(label: "bench.cancel")
            let tally = Tally()
            return Fixture.scenarioTimingItself(of: count, rounds: 3) {
                let tokens = (0..<count).map { _ in bus.subscribe(to: Ping.self) { tally.add($0.value) } }
                let start = DispatchTime.now().uptimeNanoseconds
                for token in tokens { token.cancel() }
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                precondition(bus.subscriberCount(for: Ping.self) == 0, "a cancelled subscription is still filed")
                blackHole(tokens)
                return Double(elapsed)
            }
        }
    }

    static func postForSubject(others: Int) -> Benchmark {
        Benchmark(
            subjectRowName(others: others),
            "MessageBus.post(subject:) to 1 subscriber scoped to that subject"
                + (others == 0 ? "" : ", with \(others) same-type subscribers scoped to other subjects")
        ) {
            let bus = MessageBus(label: "bench.subject")
            let tally = Tally()
            let subject = SubjectObject()
            let otherSubjects = (0..<others).map { _ in SubjectObject() }
            var tokens = [bus.subscribe(to: Ping.self, subject: subject) { tally.add($0.value) }]
            for other in otherSubjects {
                tokens.append(bus.subscribe(to: Ping.self, subject: other) { tally.add($0.value) })
            }
            return Fixture { iterations in
                for index in 0..<iterations { bus.post(Ping(value: index), subject: subject) }
                blackHole(tally.total)
                blackHole(tokens)
                blackHole(otherSubjects)
            }
        }
    }

    /// 1,000 owner-bound observers, 1,000 posts from a background thread: a million main-queue
    /// deliveries, all pending before the first runs. With `dying`, every 1,000 deliveries release
    /// 50 owners, so after the first 20,000 every pending delivery finds its owner gone. Reported
    /// per delivery (posting included).
    static func ownersDuringBackgroundDeliveries(dying: Bool) -> Benchmark {
        Benchmark(
            ownersRowName(dying: dying),
            "MessageBus.observe(by: owner) × \(observerCount), \(backgroundPostCount) posts from a background thread, "
                + (dying
                    ? "all pending, then owners released 50 per 1,000 deliveries"
                    : "all pending, every owner kept alive")
                + ", per delivery"
        ) {
            Fixture(scenarioOf: observerCount * backgroundPostCount, rounds: 3) {
                let bus = MessageBus(label: "bench.owners")
                let deaths = OwnerDeaths(dying: dying, batch: 50, deliveriesPerBatch: observerCount)
                deaths.owners = (0..<observerCount).map { _ in Screen() }
                for owner in deaths.owners {
                    bus.observe(Ping.self, by: owner) { screen, ping in
                        screen.receive(ping.value)
                        deaths.delivered()
                    }
                }
                let finished = Finished()
                let postCount = backgroundPostCount
                let posted = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    for index in 0..<postCount { bus.post(Ping(value: index)) }
                    // The main queue is FIFO: once this runs, every delivery enqueued above has run.
                    DispatchQueue.main.async { MainActor.assumeIsolated { finished.isDone = true } }
                    posted.signal()
                }
                // Every delivery is pending before the first one runs (and the first owner dies).
                posted.wait()
                while !finished.isDone {
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
                }
                blackHole(deaths.count)
            }
        }
    }
}

/// An object posts are made about.
final class SubjectObject: Sendable {}

/// Counts a scenario's deliveries on the main actor and releases owners in batches as they land.
@MainActor
final class OwnerDeaths {
    let dying: Bool
    let batch: Int
    let deliveriesPerBatch: Int
    var owners: [Screen] = []
    private(set) var count = 0

    init(dying: Bool, batch: Int, deliveriesPerBatch: Int) {
        self.dying = dying
        self.batch = batch
        self.deliveriesPerBatch = deliveriesPerBatch
    }

    func delivered() {
        count += 1
        if dying, count % deliveriesPerBatch == 0, !owners.isEmpty {
            owners.removeLast(min(batch, owners.count))
        }
    }
}

/// Set on the main actor when a scenario's last enqueued block has run.
@MainActor
final class Finished {
    var isDone = false
}
