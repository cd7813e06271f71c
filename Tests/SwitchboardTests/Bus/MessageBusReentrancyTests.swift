import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus reentrancy")
struct MessageBusReentrancyTests {
    @Test("a post from inside a handler is delivered depth-first")
    func nestedPostsAreDepthFirst() {
        let bus = MessageBus()
        let log = BusRecorder<String>()
        let first = bus.subscribe(to: Ping.self) { message in
            log.record("first \(message.value)")
            if message.value == 1 { bus.post(Ping(value: 2)) }
        }
        let second = bus.subscribe(to: Ping.self) { message in log.record("second \(message.value)") }
        bus.post(Ping(value: 1))
        #expect(log.values == ["first 1", "first 2", "second 2", "second 1"])
        _ = (first, second)
    }

    @Test("a subscription added during a dispatch does not receive the in-flight message")
    func addedDuringDispatchMissesInFlight() {
        let bus = MessageBus()
        let late = BusRecorder<Int>()
        let lateTokens = Locked<[SubscriptionToken]>([])
        let adder = bus.subscribe(to: Ping.self) { _ in
            let token = bus.subscribe(to: Ping.self) { late.record($0.value) }
            lateTokens.withLock { $0.append(token) }
        }
        bus.post(Ping(value: 1))
        #expect(late.values.isEmpty)
        adder.cancel()
        bus.post(Ping(value: 2))
        #expect(late.values == [2])
    }

    @Test("a subscription cancelled during a dispatch receives nothing further, even in that dispatch")
    func cancelledDuringDispatch() {
        let bus = MessageBus()
        let received = BusRecorder<String>()
        let victim = Locked<SubscriptionToken?>(nil)
        let canceller = bus.subscribe(to: Ping.self) { _ in
            received.record("canceller")
            victim.withLock { $0 }?.cancel()
        }
        let token = bus.subscribe(to: Ping.self) { _ in received.record("victim") }
        victim.withLock { $0 = token }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(received.values == ["canceller", "canceller"])
        canceller.cancel()
    }

    @Test("a handler may cancel its own subscription")
    func cancelSelf() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let own = Locked<SubscriptionToken?>(nil)
        let token = bus.subscribe(to: Ping.self) { message in
            received.record(message.value)
            own.withLock { $0 }?.cancel()
        }
        own.withLock { $0 = token }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token.isCancelled)
    }

    @Test("a handler may release the last reference to another token")
    func releaseDuringDispatch() {
        let bus = MessageBus()
        let received = BusRecorder<String>()
        let held = Locked<SubscriptionToken?>(nil)
        let releaser = bus.subscribe(to: Ping.self) { _ in
            received.record("releaser")
            held.withLock { $0 = nil }
        }
        held.withLock { $0 = bus.subscribe(to: Ping.self) { _ in received.record("released") } }
        bus.post(Ping(value: 1))
        #expect(received.values == ["releaser"])
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        releaser.cancel()
    }

    @Test("runaway recursion is stopped at the depth limit and reported, not a stack overflow")
    func recursionLimit() throws {
        let bus = MessageBus(label: "loop")
        let diagnostics = BusRecorder<MessageBus.Diagnostic>()
        bus.onDiagnostic = { diagnostics.record($0) }
        let deliveries = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { message in
            deliveries.record(message.value)
            bus.post(Ping(value: message.value + 1))
        }
        bus.post(Ping(value: 1))
        #expect(deliveries.values == Array(1...MessageBus.maximumDispatchDepth))
        let diagnostic = try #require(diagnostics.values.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.depth == MessageBus.maximumDispatchDepth + 1)
        #expect(ObjectIdentifier(diagnostic.messageType) == ObjectIdentifier(Ping.self))
        #expect(diagnostic.busLabel == "loop")
        #expect(diagnostic.description.contains("Ping"))
        token.cancel()
    }

    @Test("negative control: nesting up to the limit is delivered in full without a diagnostic")
    func nestingWithinLimit() {
        let bus = MessageBus()
        let diagnostics = BusRecorder<MessageBus.Diagnostic>()
        bus.onDiagnostic = { diagnostics.record($0) }
        let deliveries = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { message in
            deliveries.record(message.value)
            if message.value < MessageBus.maximumDispatchDepth { bus.post(Ping(value: message.value + 1)) }
        }
        bus.post(Ping(value: 1))
        #expect(deliveries.count == MessageBus.maximumDispatchDepth)
        #expect(diagnostics.values.isEmpty)
        token.cancel()
    }

    @Test("the depth is per thread and recovers after the runaway chain unwinds")
    func depthRecovers() {
        let bus = MessageBus()
        bus.onDiagnostic = { _ in }
        let loop = bus.subscribe(to: Pong.self) { _ in bus.post(Pong()) }
        bus.post(Pong())
        loop.cancel()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        bus.post(Ping(value: 1))
        #expect(received.values == [1])
        token.cancel()
    }
}
