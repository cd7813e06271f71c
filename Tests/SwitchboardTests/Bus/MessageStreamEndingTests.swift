import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus streams: how they end")
struct MessageStreamEndingTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("cancelling a task suspended in next() ends its loop and the registration; later posts are not kept")
    func cancelWhileSuspended() async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self)
        let consumer = Task {
            var received: [Int] = []
            for await message in stream { received.append(message.value) }
            return received
        }
        #expect(await waitForWaitingConsumers(on: bus))
        consumer.cancel()
        #expect(await consumer.value == [])
        #expect(bus.subscriberCount(for: Ping.self) == 0)
        bus.post(Ping(value: 1))
        var late = stream.makeAsyncIterator()
        #expect(await late.next() == nil)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("negative control: the wait for a suspended consumer reports that none is waiting")
    func waitCatchesAbsentConsumer() async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self)
        #expect(await !waitForWaitingConsumers(on: bus, within: .milliseconds(50)))
        withExtendedLifetime(stream) {}
    }

    @Test("a cancelled task gets nil at once, even with messages buffered, which are released after unlocking")
    func cancelledTaskWithBufferedMessages() async {
        let bus = MessageBus()
        let stream = bus.messages(of: HookPing.self)
        let deinits = Recorder<Int>()
        // The hook posts while the stream discards it: under the stream's lock that would deadlock.
        bus.post(
            HookPing(
                value: 1,
                hook: DeinitHook {
                    deinits.record(1); bus.post(HookPing(value: 2, hook: nil))
                }))
        let consumer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()?.value
        }
        #expect(await consumer.value == nil)
        #expect(deinits.elements == [1])
        #expect(bus.subscriberCount(for: HookPing.self) == 0)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a consumer suspended in next() gets nil once the bus notices that the stream's subject died")
    func subjectDeathWhileSuspended() async throws {
        let bus = MessageBus()
        var subject: SubjectDouble? = SubjectDouble()
        let stream = try #require(subject.map { bus.messages(of: Ping.self, subject: $0) })
        let consumer = Task {
            for await _ in stream {}
            return true
        }
        #expect(await waitForWaitingConsumers(on: bus))
        subject = nil
        bus.post(Ping(value: 1))  // the bus's chance to notice
        #expect(await consumer.value)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a consumer suspended in next() gets the buffered messages, then nil, when the bus deallocates")
    func busDeathWhileSuspended() async throws {
        var bus: MessageBus? = MessageBus()
        let stream = try #require(bus?.messages(of: Ping.self))
        let consumer = Task {
            var received: [Int] = []
            for await message in stream { received.append(message.value) }
            return received
        }
        #expect(await waitForWaitingConsumers(on: bus))
        bus = nil
        #expect(await consumer.value == [])
    }

    @Test("dropping a stream never iterated ends it and releases its buffered messages after unlocking")
    func droppingReleasesBufferedMessages() {
        let bus = MessageBus()
        let deinits = Recorder<Int>()
        do {
            let stream = bus.messages(of: HookPing.self)
            bus.post(
                HookPing(
                    value: 1,
                    hook: DeinitHook {
                        deinits.record(1); bus.post(HookPing(value: 2, hook: nil))
                    }))
            #expect(deinits.elements == [])
            withExtendedLifetime(stream) {}
        }
        #expect(deinits.elements == [1])
        #expect(bus.subscriberCount(for: HookPing.self) == 0)
    }

    @Test("negative control: a stream still held keeps its registration and its buffered messages")
    func heldStreamKeepsMessages() {
        let bus = MessageBus()
        let deinits = Recorder<Int>()
        let stream = bus.messages(of: HookPing.self)
        bus.post(HookPing(value: 1, hook: DeinitHook { deinits.record(1) }))
        #expect(deinits.elements == [])
        #expect(bus.subscriberCount(for: HookPing.self) == 1)
        withExtendedLifetime(stream) {}
    }
}
