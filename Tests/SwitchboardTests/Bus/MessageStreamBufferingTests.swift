import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus streams: buffering policies")
struct MessageStreamBufferingTests {
    @Test(
        "each policy keeps and drops exactly what AsyncStream with the same policy does, over random scripts",
        arguments: NamedPolicy.all)
    func matchesAsyncStream(policy: NamedPolicy) async {
        let divergence = await buffersDiverge(bus: policy, reference: policy, scripts: 200, seed: 0x5EED_0019)
        #expect(
            divergence.count == 0,
            "first divergent script: \(divergence.first.map { "\($0.script.testDescription): bus \($0.bus), AsyncStream \($0.reference)" } ?? "none")"
        )
    }

    @Test("negative control: the comparison reports scripts where two different policies differ")
    func comparisonCatchesAWrongPolicy() async {
        let oldest = NamedPolicy(kind: .oldest, limit: 2)
        let newest = NamedPolicy(kind: .newest, limit: 2)
        let divergence = await buffersDiverge(bus: oldest, reference: newest, scripts: 50, seed: 0x5EED_0019)
        #expect(divergence.count > 0)
    }

    @Test("bufferingOldest at its limit keeps the first messages and drops later ones until a read makes room")
    func oldestDropsNewcomers() async {
        let bus = MessageBus()
        var iterator = bus.messages(of: Ping.self, bufferingPolicy: .bufferingOldest(2)).makeAsyncIterator()
        for value in 1...4 { bus.post(Ping(value: value)) }
        #expect(await iterator.next()?.value == 1)
        bus.post(Ping(value: 5))  // room for one again
        bus.post(Ping(value: 6))  // full: dropped
        #expect(await iterator.next()?.value == 2)
        #expect(await iterator.next()?.value == 5)
    }

    @Test("bufferingNewest at its limit drops the oldest waiting messages")
    func newestDropsOldest() async {
        let bus = MessageBus()
        var iterator = bus.messages(of: Ping.self, bufferingPolicy: .bufferingNewest(2)).makeAsyncIterator()
        for value in 1...4 { bus.post(Ping(value: value)) }
        #expect(await iterator.next()?.value == 3)
        for value in 5...7 { bus.post(Ping(value: value)) }
        #expect(await iterator.next()?.value == 6)
        #expect(await iterator.next()?.value == 7)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test(
        "as with AsyncStream, a message posted to a waiting consumer is handed over and not counted against the limit",
        arguments: [(NamedPolicy(kind: .newest, limit: 1), [1, 3]), (NamedPolicy(kind: .oldest, limit: 1), [1, 2])])
    // On the main actor, the reader task inherits it: it cannot take the first message and wait again
    // between two of the three posts, which would hand it the second and change what is expected.
    @MainActor
    func waitingConsumerGetsTheFirstPost(policy: NamedPolicy, expected: [Int]) async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self, bufferingPolicy: policy.forBus)
        let reader = Task {
            var iterator = stream.makeAsyncIterator()
            let first = await iterator.next()
            let second = await iterator.next()
            return [first, second].compactMap { $0?.value }
        }
        #expect(await waitForWaitingConsumers(on: bus))
        for value in 1...3 { bus.post(Ping(value: value)) }
        #expect(await reader.value == expected)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a zero limit drops every message no consumer is waiting for", arguments: [NamedPolicy.Kind.oldest, .newest])
    func zeroLimitDropsUnlessWaiting(kind: NamedPolicy.Kind) async {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self, bufferingPolicy: NamedPolicy(kind: kind, limit: 0).forBus)
        bus.post(Ping(value: 1))
        let reader = Task {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()?.value
        }
        #expect(await waitForWaitingConsumers(on: bus))
        bus.post(Ping(value: 2))
        #expect(await reader.value == 2)
    }

    @Test("a message the policy drops is released after the stream's lock is, so its deinit may post again")
    func droppedMessageReleasedOutsideLock() async {
        let bus = MessageBus()
        let stream = bus.messages(of: HookPing.self, bufferingPolicy: .bufferingNewest(1))
        let deinits = Recorder<Int>()
        bus.post(
            HookPing(
                value: 1,
                hook: DeinitHook {
                    deinits.record(1)
                    bus.post(HookPing(value: 3, hook: nil))
                }))
        // Message 2 replaces message 1, whose deinit posts message 3: under the stream's lock, a deadlock.
        #expect(returnsInTime { bus.post(HookPing(value: 2, hook: nil)) })
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.value == 3)
        #expect(deinits.elements == [1])
    }
}
