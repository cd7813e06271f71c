import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus delivery and lifetime")
struct MessageBusDeliveryTests {
    @Test("a subscriber receives posts of its type synchronously, before post returns")
    func deliversSynchronously() {
        let bus = MessageBus(label: "test")
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        bus.post(Ping(value: 7))
        #expect(received.values == [7])
        bus.post(Pong())
        #expect(received.values == [7])
        token.cancel()
    }

    @Test("delivery follows registration order", arguments: [1, 2, 8, 33])
    func registrationOrder(subscriberCount: Int) {
        let bus = MessageBus()
        let order = BusRecorder<Int>()
        let tokens = (0..<subscriberCount).map { index in
            bus.subscribe(to: Ping.self) { _ in order.record(index) }
        }
        bus.post(Ping(value: 0))
        #expect(order.values == Array(0..<subscriberCount))
        #expect(tokens.count == subscriberCount)
    }

    @Test("cancel ends delivery and is idempotent")
    func cancelIsIdempotent() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        bus.post(Ping(value: 1))
        token.cancel()
        token.cancel()
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("releasing the last reference to the token ends the subscription")
    func releasingTokenEnds() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        var token: SubscriptionToken? = bus.subscribe(to: Ping.self) { received.record($0.value) }
        bus.post(Ping(value: 1))
        token = nil
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token == nil)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("negative control: a retained token keeps delivering")
    func retainedTokenKeepsDelivering() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        for value in 1...3 { bus.post(Ping(value: value)) }
        #expect(received.values == [1, 2, 3])
        #expect(!token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 1)
    }

    @Test("tokens stored in a Set<SubscriptionToken> live until the set drops them")
    func setStorage() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        var subscriptions = Set<SubscriptionToken>()
        bus.subscribe(to: Ping.self) { received.record($0.value) }.store(in: &subscriptions)
        bus.subscribe(to: Ping.self) { received.record($0.value * 10) }.store(in: &subscriptions)
        bus.post(Ping(value: 1))
        #expect(received.values == [1, 10])
        subscriptions.removeAll()
        bus.post(Ping(value: 2))
        #expect(received.values == [1, 10])
    }

    @Test("subscriberCount counts only live subscriptions of that type")
    func subscriberCountIsPerTypeAndLive() {
        let bus = MessageBus()
        let first = bus.subscribe(to: Ping.self) { _ in }
        let second = bus.subscribe(to: Ping.self) { _ in }
        let other = bus.subscribe(to: Pong.self) { _ in }
        #expect(bus.subscriberCount(for: Ping.self) == 2)
        #expect(bus.subscriberCount(for: Pong.self) == 1)
        first.cancel()
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        #expect([second, other].allSatisfy { !$0.isCancelled })
    }

    @Test("a one-shot subscription delivers once, then reports itself over")
    func oneShot() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = bus.subscribeOnce(to: Ping.self) { received.record($0.value) }
        #expect(!token.isCancelled)
        bus.post(Ping(value: 1))
        bus.post(Ping(value: 2))
        #expect(received.values == [1])
        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("a one-shot cancelled before any post never fires")
    func oneShotCancelledEarly() {
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let token = bus.subscribeOnce(to: Ping.self) { received.record($0.value) }
        token.cancel()
        bus.post(Ping(value: 1))
        #expect(received.values.isEmpty)
    }

    @Test("the bus does not keep a handler's captures alive after cancel")
    func releasesHandlerCaptures() {
        let bus = MessageBus()
        weak var weakCapture: CaptureDouble?
        let token: SubscriptionToken
        do {
            let capture = CaptureDouble()
            weakCapture = capture
            token = bus.subscribe(to: Ping.self) { _ in _ = capture }
        }
        #expect(weakCapture != nil)
        token.cancel()
        #expect(weakCapture == nil)
    }

    @Test("a token does not keep its bus alive; the bus's end ends the subscription")
    func tokenDoesNotRetainBus() {
        weak var weakBus: MessageBus?
        let token: SubscriptionToken
        do {
            let bus = MessageBus()
            weakBus = bus
            token = bus.subscribe(to: Ping.self) { _ in }
            #expect(!token.isCancelled)
        }
        #expect(weakBus == nil)
        #expect(token.isCancelled)
        token.cancel()
    }

    @Test("the default bus is one shared instance with a label")
    func defaultBus() {
        #expect(MessageBus.default === MessageBus.default)
        #expect(MessageBus.default.label == "default")
        #expect(MessageBus(label: "demo").label == "demo")
    }
}
