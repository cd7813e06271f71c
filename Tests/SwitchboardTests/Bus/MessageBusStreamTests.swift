import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus async streams")
struct MessageBusStreamTests {
    @Test("the subscription exists as soon as messages(of:) returns, so early posts are kept in order")
    func registeredAtCall() async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self)
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        for value in 1...5 { bus.post(Ping(value: value)) }
        var received: [Int] = []
        for await message in stream {
            received.append(message.value)
            if received.count == 5 { break }
        }
        #expect(received == [1, 2, 3, 4, 5])
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("leaving the loop over an inline sequence ends the subscription")
    func breakEnds() async {
        let bus = MessageBus()
        let poster = bus.subscribe(to: Pong.self) { _ in bus.post(Ping(value: 1)) }
        let iteration = Task {
            for await _ in bus.messages(of: Ping.self) { break }
        }
        // Posting before the loop subscribed would lose the Ping and leave the loop waiting forever.
        #expect(await waitForSubscriber(bus, count: 1))
        bus.post(Pong())
        await iteration.value
        #expect(bus.subscriberCount(for: Ping.self) == 0)
        poster.cancel()
    }

    @Test("dropping a stream that was never iterated ends the subscription")
    func droppingEnds() {
        let bus = MessageBus()
        do {
            let stream = bus.messages(of: Ping.self)
            #expect(bus.subscriberCount(for: Ping.self) == 1)
            _ = stream
        }
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("cancelling the iterating task ends the subscription")
    func taskCancellationEnds() async {
        let bus = MessageBus()
        let iteration = Task {
            for await _ in bus.messages(of: Ping.self) {}
        }
        await waitForSubscriber(bus, count: 1)
        iteration.cancel()
        await iteration.value
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("the buffering policy is honoured: bufferingNewest(1) keeps only the latest")
    func bufferingPolicy() async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self, bufferingPolicy: .bufferingNewest(1))
        for value in 1...3 { bus.post(Ping(value: value)) }
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.value == 3)
    }

    @Test("a subject-scoped stream yields only that subject's posts")
    func scopedStream() async {
        let bus = MessageBus()
        let container = SubjectDouble()
        let stream = bus.messages(of: Ping.self, subject: container)
        bus.post(Ping(value: 1), subject: SubjectDouble())
        bus.post(Ping(value: 2), subject: container)
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.value == 2)
    }

    @Test("a stream finishes when its bus is deallocated")
    func finishesWithBus() async throws {
        var bus: MessageBus? = MessageBus()
        let stream = try #require(bus?.messages(of: Ping.self))
        bus?.post(Ping(value: 1))
        bus = nil
        var received: [Int] = []
        for await message in stream {
            received.append(message.value)
        }
        #expect(received == [1])
    }

    /// Waits, as ``holdsSoon(within:_:)`` does, until `bus` has `count` subscribers of `Ping`.
    ///
    /// - Returns: Whether it had.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @discardableResult
    private func waitForSubscriber(_ bus: MessageBus, count: Int) async -> Bool {
        await holdsSoon { bus.subscriberCount(for: Ping.self) == count }
    }
}
