import Testing

@testable import SwitchboardMessaging

/// Main-actor state a token-owned subscription updates without `assumeIsolated`.
@MainActor
final class PingModel {
    var values: [Int] = []
    var ranOnMainQueue = true
}

@Suite("MessageBus main-actor subscriptions: where and when the handler runs")
@MainActor
struct MessageBusMainActorSubscriptionTests {
    @Test("a post on the main actor calls the handler synchronously, on the main queue")
    func synchronousOnMainActor() {
        let bus = MessageBus()
        let model = PingModel()
        let token = bus.subscribeOnMainActor(to: Ping.self) { ping in
            model.values.append(ping.value)
        }
        bus.post(Ping(value: 1))
        #expect(model.values == [1])
        token.cancel()
    }

    @Test("posts from another thread are hopped to the main queue in post order")
    func hoppedInPostOrder() async {
        let bus = MessageBus()
        let model = PingModel()
        let token = bus.subscribeOnMainActor(to: Ping.self) { ping in
            if !MainContext.isMainActor { model.ranOnMainQueue = false }
            model.values.append(ping.value)
        }
        await Task.detached {
            for value in 1...50 { bus.post(Ping(value: value)) }
        }.value
        await waitUntil { model.values.count == 50 }
        #expect(model.values == Array(1...50))
        #expect(model.ranOnMainQueue)
        token.cancel()
    }

    @Test("an off-main post calls @Sendable subscribers at once and main-actor ones later, in order")
    func offMainPostSplitsByForm() async {
        let bus = MessageBus()
        let sendable = BusRecorder<Int>()
        let model = PingModel()
        let immediate = bus.subscribe(to: Ping.self) { sendable.record($0.value) }
        let later = bus.subscribeOnMainActor(to: Ping.self) { model.values.append($0.value) }
        postWithoutIsolation(Ping(value: 1), on: bus)
        postWithoutIsolation(Ping(value: 2), on: bus)
        #expect(sendable.values == [1, 2])
        #expect(model.values.isEmpty, "the main actor is busy with this test until it awaits")
        await waitUntil { model.values.count == 2 }
        #expect(model.values == [1, 2])
        withExtendedLifetime((immediate, later)) {}
    }

    @Test("a cancel on the main actor stops calls already enqueued from other threads")
    func cancelStopsEnqueued() async {
        let bus = MessageBus()
        let model = PingModel()
        let marker = PingModel()
        let token = bus.subscribeOnMainActor(to: Ping.self) { model.values.append($0.value) }
        let markerToken = bus.subscribeOnMainActor(to: Pong.self) { _ in marker.values.append(0) }
        postWithoutIsolation(Ping(value: 1), on: bus)
        token.cancel()
        postWithoutIsolation(Pong(), on: bus)
        await waitUntil { !marker.values.isEmpty }
        #expect(marker.values == [0])
        #expect(model.values.isEmpty)
        markerToken.cancel()
    }

    @Test("negative control: without the cancel the enqueued call runs")
    func enqueuedCallRunsWithoutCancel() async {
        let bus = MessageBus()
        let model = PingModel()
        let token = bus.subscribeOnMainActor(to: Ping.self) { model.values.append($0.value) }
        postWithoutIsolation(Ping(value: 1), on: bus)
        await waitUntil { !model.values.isEmpty }
        #expect(model.values == [1])
        token.cancel()
    }

    @Test("releasing the token drops the handler's captures once nothing is enqueued")
    func releasesCapturesAfterEnqueuedCalls() async {
        let bus = MessageBus()
        weak var weakCapture: CaptureDouble?
        var token: SubscriptionToken?
        do {
            let capture = CaptureDouble()
            weakCapture = capture
            token = bus.subscribeOnMainActor(to: Ping.self) { _ in _ = capture }
        }
        postWithoutIsolation(Ping(value: 1), on: bus)
        token = nil
        #expect(token == nil)
        await waitUntil { weakCapture == nil }
        #expect(weakCapture == nil)
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @Test("introspection lists it as a main-actor subscription with its label and line")
    func introspection() throws {
        let bus = MessageBus()
        let line = #line + 1
        let token = bus.subscribeOnMainActor(to: Ping.self, label: "model") { _ in }
        let registration = try #require(bus.registrations.first)
        #expect(registration.kind == .mainActorSubscription)
        #expect(registration.label == "model")
        #expect(registration.line == line)
        #expect(registration.ownerType == nil)
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        token.cancel()
        #expect(bus.registrations.isEmpty)
    }
}
