import Foundation
import Testing

@testable import SwitchboardMessaging

/// The bus files subject-scoped subscriptions by subject; these pin the contracts that index must keep.
@Suite("MessageBus subject index")
@MainActor
struct MessageBusSubjectIndexTests {
    @Test(
        "unscoped and subject-scoped subscribers of a type are called in registration order, across holes",
        arguments: [4, 40])
    func orderAcrossScopedAndUnscoped(count: Int) {
        let bus = MessageBus()
        let container = SubjectDouble()
        let other = SubjectDouble()
        let received = BusRecorder<Int>()
        var tokens: [SubscriptionToken] = []
        for index in 0..<count {
            // Alternate unscoped, scoped to the posted subject, and scoped to another subject.
            switch index % 3 {
            case 0: tokens.append(bus.subscribe(to: Ping.self) { _ in received.record(index) })
            case 1: tokens.append(bus.subscribe(to: Ping.self, subject: container) { _ in received.record(index) })
            default: tokens.append(bus.subscribe(to: Ping.self, subject: other) { _ in received.record(index) })
            }
        }
        // Cancel every fourth, leaving holes (and compaction) in both lists.
        for index in stride(from: 0, to: count, by: 4) { tokens[index].cancel() }
        bus.post(Ping(value: 0), subject: container)
        let expected = (0..<count).filter { $0 % 4 != 0 && $0 % 3 != 2 }
        #expect(received.values == expected)
        withExtendedLifetime(tokens) {}
    }

    @Test("negative control: a post for another subject reaches only the unscoped subscribers")
    func otherSubjectSkipsBucket() {
        let bus = MessageBus()
        let container = SubjectDouble()
        let received = BusRecorder<String>()
        let scoped = bus.subscribe(to: Ping.self, subject: container) { _ in received.record("scoped") }
        let unscoped = bus.subscribe(to: Ping.self) { _ in received.record("unscoped") }
        bus.post(Ping(value: 0), subject: SubjectDouble())
        #expect(received.values == ["unscoped"])
        withExtendedLifetime((scoped, unscoped)) {}
    }

    @Test("subscribing and cancelling repeatedly among many subscribers leaves exactly the live ones")
    func churnKeepsLiveEntries() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let residents = (0..<100).map { index in bus.subscribe(to: Ping.self) { _ in received.record(index) } }
        for _ in 0..<500 {
            bus.subscribe(to: Ping.self) { _ in received.record(-1) }.cancel()
        }
        for index in stride(from: 1, to: 100, by: 2) { residents[index].cancel() }
        bus.post(Ping(value: 0))
        #expect(received.values == Array(stride(from: 0, to: 100, by: 2)))
        #expect(bus.subscriberCount(for: Ping.self) == 50)
    }

    @Test("background deliveries for dead owners remove each observer and leave the live one")
    func deadOwnersRemovedOneByOne() async {
        let bus = MessageBus()
        let delivered = BusRecorder<Int>()
        var screens: [ScreenDouble] = (0..<20).map { _ in ScreenDouble() }
        for screen in screens {
            bus.observe(Ping.self, by: screen) { _, message in delivered.record(message.value) }
        }
        let keeper = ScreenDouble()
        bus.observe(Ping.self, by: keeper) { _, message in delivered.record(-message.value) }
        let posted = DispatchSemaphore(value: 0)
        Thread {
            for value in 1...5 { bus.post(Ping(value: value)) }
            posted.signal()
        }
        .start()
        posted.wait()
        // Every delivery is still queued: the main actor is blocked until here.
        screens.removeAll()
        await waitUntil { delivered.values.count == 5 && rawEntryCount(bus) == 1 }
        #expect(delivered.values == [-1, -2, -3, -4, -5])
        #expect(rawEntryCount(bus) == 1)
    }

    private func rawEntryCount(_ bus: MessageBus) -> Int {
        bus.state.withLock { $0.channels.entries(for: ObjectIdentifier(Ping.self)).count }
    }
}
