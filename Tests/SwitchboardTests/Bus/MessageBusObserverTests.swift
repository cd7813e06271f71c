import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus owner-bound observers")
@MainActor
struct MessageBusObserverTests {
    @Test("a post on the main actor calls the observer synchronously with its owner")
    func synchronousOnMainActor() {
        let bus = MessageBus()
        let screen = ScreenDouble()
        bus.observe(Ping.self, by: screen) { owner, message in owner.received.append(message.value) }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(screen.received == [1, 2])
    }

    @Test("a post from another thread is enqueued on the main actor in post order")
    func enqueuedFromElsewhere() async {
        let bus = MessageBus()
        let screen = ScreenDouble()
        bus.observe(Ping.self, by: screen) { owner, message in owner.received.append(message.value) }
        await Task.detached {
            for value in 1...50 { bus.post(Ping(value: value)) }
        }.value
        await waitUntil { screen.received.count == 50 }
        #expect(screen.received == Array(1...50))
    }

    @Test("the observation ends when the owner deallocates, and the bus never keeps it alive")
    func endsWithOwner() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        weak var weakScreen: ScreenDouble?
        do {
            let screen = ScreenDouble()
            weakScreen = screen
            bus.observe(Ping.self, by: screen) { _, message in received.record(message.value) }
            bus.post(Ping(value: 1))
        }
        #expect(weakScreen == nil)
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("dropping the returned handle does not end the observation")
    func handleDoesNotOwn() {
        let bus = MessageBus()
        let screen = ScreenDouble()
        do {
            _ = bus.observe(Ping.self, by: screen) { owner, message in owner.received.append(message.value) }
        }
        bus.post(Ping(value: 1))
        #expect(screen.received == [1])
        #expect(bus.subscriberCount(for: Ping.self) == 1)
    }

    @Test("the handle can end the observation early")
    func handleCancels() {
        let bus = MessageBus()
        let screen = ScreenDouble()
        let handle = bus.observe(Ping.self, by: screen) { owner, message in owner.received.append(message.value) }
        #expect(!handle.isCancelled)
        bus.post(Ping(value: 1))
        handle.cancel()
        handle.cancel()
        bus.post(Ping(value: 2))
        #expect(screen.received == [1])
        #expect(handle.isCancelled)
    }

    @Test("each handle ends its own observation among many, cancelled out of order, scoped or not")
    func handlesFindTheirObservation() {
        let bus = MessageBus()
        let screen = ScreenDouble()
        let container = SubjectDouble()
        let count = 40
        let handles = (0..<count).map { index in
            bus.observe(Ping.self, subject: index.isMultiple(of: 2) ? container : nil, by: screen) { owner, _ in
                owner.received.append(index)
            }
        }
        // Every third, then a run from the end: holes inside the lists and at their ends.
        let cancelled = Set(stride(from: 0, to: count, by: 3)).union(34..<count)
        for index in cancelled.sorted(by: >) {
            handles[index].cancel()
        }
        let remaining = (0..<count).filter { !cancelled.contains($0) }
        #expect(handles.indices.filter { !handles[$0].isCancelled } == remaining)
        bus.post(Ping(value: 1), subject: container)
        #expect(screen.received == remaining)
        #expect(bus.subscriberCount(for: Ping.self) == remaining.count)
    }

    @Test("a cancel on the main actor stops deliveries already enqueued from other threads")
    func cancelStopsEnqueued() async {
        let bus = MessageBus()
        let screen = ScreenDouble()
        let handle = bus.observe(Ping.self, by: screen) { owner, message in owner.received.append(message.value) }
        let marker = ScreenDouble()
        bus.observe(Pong.self, by: marker) { owner, _ in owner.received.append(0) }
        // A non-isolated poster enqueues; the main actor is busy with this test until its next await.
        postWithoutIsolation(Ping(value: 1), on: bus)
        handle.cancel()
        postWithoutIsolation(Pong(), on: bus)
        await waitUntil { !marker.received.isEmpty }
        #expect(marker.received == [0])
        #expect(screen.received.isEmpty)
    }

    @Test("an owner released from inside its own handler ends the observation cleanly")
    func ownerReleasedInHandler() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        var holder: [ScreenDouble] = [ScreenDouble()]
        weak let weakScreen = holder.first
        if let screen = holder.first {
            bus.observe(Ping.self, by: screen) { _, message in
                received.record(message.value)
                holder.removeAll()
            }
        }
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(weakScreen == nil)
        #expect(received.values == [1])
    }

    @Test("a subject-scoped observer sees only that subject's posts")
    func scopedObserver() {
        let bus = MessageBus()
        let screen = ScreenDouble()
        let container = SubjectDouble()
        bus.observe(Ping.self, subject: container, by: screen) { owner, message in
            owner.received.append(message.value)
        }
        bus.post(Ping(value: 1), subject: SubjectDouble())
        bus.post(Ping(value: 2), subject: container)
        bus.post(Ping(value: 3))
        #expect(screen.received == [2])
    }

    @Test("a dead owner's entry is purged no later than the next post of its type")
    func purgedByNextPost() {
        let bus = MessageBus()
        do {
            let screen = ScreenDouble()
            bus.observe(Ping.self, by: screen) { _, _ in }
        }
        let rawCount = { bus.state.withLock { $0.entries(for: ObjectIdentifier(Ping.self)).count } }
        #expect(rawCount() == 1)
        bus.post(Pong())
        #expect(rawCount() == 1)
        bus.post(Ping(value: 1))
        #expect(rawCount() == 0)
    }
}

/// Posts from a non-isolated context, as a background thread would, so main-actor observers are enqueued.
nonisolated func postWithoutIsolation<M: Message>(_ message: M, on bus: MessageBus) {
    bus.post(message)
}
