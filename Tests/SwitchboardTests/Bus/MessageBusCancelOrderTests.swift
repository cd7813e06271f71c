import SwitchboardTesting
import Testing

@testable import SwitchboardMessaging

/// The order in which a test ends registrations.
enum CancelOrder: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case oldestFirst, newestFirst, random

    var testDescription: String { rawValue }

    /// `0..<count` in this order (the random order is the same on every run).
    func indices(_ count: Int) -> [Int] {
        switch self {
        case .oldestFirst: return Array(0..<count)
        case .newestFirst: return Array((0..<count).reversed())
        case .random:
            var generator = SeededGenerator(seed: 50)
            return Array(0..<count).shuffled(using: &generator)
        }
    }
}

/// Cancelling in any order (issue 50: oldest first was O(n) a cancel, so O(n²) for all; the bench
/// row `bus.cancel.oldest-first` times it) never shows in delivery.
@Suite("MessageBus cancellation in any order")
@MainActor
struct MessageBusCancelOrderTests {
    /// One registration of the mixed set below, and how the test ends it.
    private enum Ending {
        case token(SubscriptionToken)
        case handle(SubscriptionToken)
        /// An observer whose owner the test releases: the next post on the main actor removes it.
        case owner(index: Int)
    }

    @Test(
        "ending many registrations of every kind, in any order, keeps the survivors' registration order and empties the bus",
        arguments: CancelOrder.allCases)
    func survivorsKeepOrderAndBusEmpties(order: CancelOrder) throws {
        let count = 240
        let bus = MessageBus()
        let subject = SubjectDouble()
        let received = BusRecorder<Int>()
        var owners: [Int: ScreenDouble] = [:]
        var endings: [Ending] = []
        for index in 0..<count {
            let record: @Sendable (Ping) -> Void = { _ in received.record(index) }
            switch index % 4 {
            case 0: endings.append(.token(bus.subscribe(to: Ping.self, handler: record)))
            case 1: endings.append(.token(bus.subscribe(to: Ping.self, subject: subject, handler: record)))
            case 2:
                let owner = ScreenDouble()
                owners[index] = owner
                endings.append(.handle(bus.observe(Ping.self, by: owner) { _, message in record(message) }))
            default:
                let owner = ScreenDouble()
                owners[index] = owner
                bus.observe(Ping.self, subject: subject, by: owner) { _, message in record(message) }
                endings.append(.owner(index: index))
            }
        }
        var survivors = Array(0..<count)
        /// One post on the main actor (every kind delivers at once) must reach exactly the survivors, in order.
        func expectSurvivorsCalledInOrder() {
            let before = received.count
            bus.post(Ping(value: 0), subject: subject)
            #expect(Array(received.values.dropFirst(before)) == survivors)
        }
        expectSurvivorsCalledInOrder()
        for (step, index) in order.indices(count).enumerated() {
            switch endings[index] {
            case .token(let token): token.cancel()
            case .handle(let handle): handle.cancel()
            case .owner(let index): try #require(owners.removeValue(forKey: index) != nil)
            }
            survivors.removeAll { $0 == index }
            if step % 17 == 0 { expectSurvivorsCalledInOrder() }
        }
        expectSurvivorsCalledInOrder()  // also removes the observers whose owners went since the last post
        #expect(survivors.isEmpty)
        #expect(bus.state.withLock { $0.channels.isEmpty })
        #expect(bus.registrations.isEmpty)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
        withExtendedLifetime(owners) {}
    }

    @Test("a handler that cancels earlier and later subscribers mid-post: later ones are skipped, the rest keep order")
    func cancellingAroundTheRunningHandler() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let tokens = Locked<[SubscriptionToken]>([])
        let added = Locked<SubscriptionToken?>(nil)
        let created = (0..<10).map { index in
            bus.subscribe(to: Ping.self) { message in
                received.record(index)
                guard index == 4, message.value == 1 else { return }
                let all = tokens.withLock { $0 }
                for cancelled in [0, 1, 2, 3, 6, 8] { all[cancelled].cancel() }
                let late = bus.subscribe(to: Ping.self) { _ in received.record(10) }
                added.withLock { $0 = late }
            }
        }
        tokens.withLock { $0 = created }
        bus.post(Ping(value: 1))
        #expect(received.values == [0, 1, 2, 3, 4, 5, 7, 9])
        bus.post(Ping(value: 2))
        #expect(received.values.dropFirst(8) == [4, 5, 7, 9, 10])
        #expect(bus.subscriberCount(for: Ping.self) == 5)
        withExtendedLifetime(added) {}
    }
}
