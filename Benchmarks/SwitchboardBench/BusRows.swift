import Dispatch
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

    static func all() -> [Benchmark] {
        postRows() + [
            postAmongOtherTypes(), observeOnMainActor(), observeFromBackground(), streamDelivery(),
            subscribeAndCancel(),
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
                return Fixture(allocationProbe: { bus.post(Ping(value: 1)) }) { iterations in
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
            return Fixture(allocationProbe: { bus.post(Ping(value: 1)) }) { iterations in
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
            return Fixture(allocationProbe: { bus.post(Ping(value: 1)) }) { iterations in
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

    static func subscribeAndCancel() -> Benchmark {
        Benchmark(
            "bus.subscribe-cancel",
            "MessageBus.subscribe then SubscriptionToken.cancel, on a bus with 1 other subscriber of the type"
        ) {
            let bus = MessageBus(label: "bench.subscribe")
            let tally = Tally()
            let resident = bus.subscribe(to: Ping.self) { tally.add($0.value) }
            let probe: @MainActor () -> Void = {
                let token = bus.subscribe(to: Ping.self) { tally.add($0.value) }
                token.cancel()
            }
            return Fixture(allocationProbe: probe) { iterations in
                for _ in 0..<iterations {
                    let token = bus.subscribe(to: Ping.self) { tally.add($0.value) }
                    token.cancel()
                }
                blackHole(resident)
            }
        }
    }
}
