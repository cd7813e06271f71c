import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus subjects")
struct MessageBusSubjectTests {
    @Test("a subject-scoped subscription receives only its subject's posts")
    func scopedDelivery() {
        let bus = MessageBus()
        let container = SubjectDouble()
        let other = SubjectDouble()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self, subject: container) { received.record($0.value) }
        bus.post(Ping(value: 1), subject: container)
        bus.post(Ping(value: 2), subject: other)
        bus.post(Ping(value: 3))
        #expect(received.values == [1])
        token.cancel()
    }

    @Test("negative control: a subscription for the wrong subject receives nothing")
    func wrongSubjectReceivesNothing() {
        let bus = MessageBus()
        let container = SubjectDouble()
        let stranger = SubjectDouble()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self, subject: stranger) { received.record($0.value) }
        for value in 1...5 { bus.post(Ping(value: value), subject: container) }
        #expect(received.values.isEmpty)
        bus.post(Ping(value: 6), subject: stranger)
        #expect(received.values == [6])
        token.cancel()
    }

    @Test("an unscoped subscription receives posts with and without a subject")
    func unscopedReceivesAll() {
        let bus = MessageBus()
        let container = SubjectDouble()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        bus.post(Ping(value: 1), subject: container)
        bus.post(Ping(value: 2))
        #expect(received.values == [1, 2])
        token.cancel()
    }

    @Test("the bus holds subjects weakly, and a dead subject ends its subscription")
    func subjectsAreWeak() {
        let bus = MessageBus()
        weak var weakSubject: SubjectDouble?
        let token: SubscriptionToken
        do {
            let subject = SubjectDouble()
            weakSubject = subject
            token = bus.subscribe(to: Ping.self, subject: subject) { _ in }
            bus.post(Ping(value: 1), subject: subject)
            #expect(!token.isCancelled)
        }
        #expect(weakSubject == nil)
        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("an object reusing a dead subject's address never receives its posts (churn)")
    func addressReuseNeverMisdelivers() {
        let bus = MessageBus()
        let misdelivered = BusRecorder<Int>()
        var tokens: [SubscriptionToken] = []
        var sameAddressSeen = 0
        for round in 0..<2_000 {
            var deadAddress: ObjectIdentifier?
            do {
                let doomed = SubjectDouble()
                deadAddress = ObjectIdentifier(doomed)
                tokens.append(bus.subscribe(to: Ping.self, subject: doomed) { misdelivered.record($0.value) })
            }
            let newcomer = SubjectDouble()
            if ObjectIdentifier(newcomer) == deadAddress { sameAddressSeen += 1 }
            bus.post(Ping(value: round), subject: newcomer)
        }
        #expect(misdelivered.values.isEmpty)
        #expect(tokens.allSatisfy { $0.isCancelled })
        // The system allocator hands a freed block of the same size straight back, so most rounds
        // put the newcomer at the dead subject's address; sanitizers quarantine freed memory, so
        // reuse is reported rather than required.
        if sameAddressSeen == 0 {
            print("note: no address reuse observed (allocator quarantine?); scoped matching still held")
        }
    }

    @Test("negative control for churn: a live subject with a reused-looking history still receives")
    func liveSubjectStillReceivesAfterChurn() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        for _ in 0..<100 {
            let doomed = SubjectDouble()
            bus.subscribe(to: Ping.self, subject: doomed) { _ in }.cancel()
        }
        let live = SubjectDouble()
        let token = bus.subscribe(to: Ping.self, subject: live) { received.record($0.value) }
        bus.post(Ping(value: 42), subject: live)
        #expect(received.values == [42])
        token.cancel()
    }
}
