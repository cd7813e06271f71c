import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus introspection")
@MainActor
struct MessageBusIntrospectionTests {
    @Test("registrations describe type, kind, label, subject, owner and file:line, in registration order")
    func describesRegistrations() throws {
        let bus = MessageBus(label: "introspected")
        let container = SubjectDouble()
        let screen = ScreenDouble()
        let subscribeLine = #line + 1
        let token = bus.subscribe(to: Ping.self, subject: container, label: "container pings") { _ in }
        let observeLine = #line + 1
        bus.observe(Pong.self, by: screen) { _, _ in }
        let stream = bus.messages(of: Ping.self)

        let registrations = bus.registrations
        #expect(registrations.map(\.kind) == [.subscription, .observer, .stream])

        let subscription = try #require(registrations.first)
        #expect(subscription.messageType.map(ObjectIdentifier.init) == ObjectIdentifier(Ping.self))
        #expect(subscription.topic == String(reflecting: Ping.self))
        #expect(subscription.label == "container pings")
        #expect(subscription.subjectType?.hasSuffix("SubjectDouble") == true)
        #expect(subscription.ownerType == nil)
        #expect(subscription.file.hasSuffix("MessageBusIntrospectionTests.swift"))
        #expect(subscription.line == subscribeLine)
        #expect(subscription.description.contains("container pings"))

        let observer = registrations[1]
        #expect(observer.ownerType?.hasSuffix("ScreenDouble") == true)
        #expect(observer.subjectType == nil)
        #expect(observer.line == observeLine)
        _ = (token, stream)
    }

    @Test("every kind and every line is reported as registered")
    func kindsAndLinesAreReportedAsGiven() throws {
        let bus = MessageBus()
        let lines = [0, 1, 4_242, 16_777_215]
        let tokens = lines.map { line in bus.subscribe(to: Ping.self, line: line) { _ in } }
        let large = [
            bus.subscribe(to: Pong.self, line: 16_777_216) { _ in }, bus.subscribe(to: Pong.self, line: -3) { _ in },
        ]
        let once = bus.subscribeOnce(to: Ping.self, line: 7) { _ in }
        let onMain = bus.subscribeOnMainActor(to: Ping.self, line: 8) { _ in }
        let registrations = bus.registrations
        #expect(registrations.prefix(4).map(\.line) == lines)
        #expect(registrations[4...5].map(\.line) == [16_777_216, -3])
        #expect(registrations[6...7].map(\.kind) == [.oneShot, .mainActorSubscription])
        #expect(registrations[6...7].map(\.line) == [7, 8])
        _ = (tokens, large, once, onMain)
    }

    @Test("ended registrations disappear from the list: cancelled, dead owner, dead subject")
    func endedRegistrationsAreGone() {
        let bus = MessageBus()
        let kept = bus.subscribe(to: Ping.self, label: "kept") { _ in }
        bus.subscribe(to: Ping.self, label: "cancelled") { _ in }.cancel()
        var doomedSubject: SubjectDouble? = SubjectDouble()
        let scoped = doomedSubject.map { bus.subscribe(to: Ping.self, subject: $0, label: "scoped") { _ in } }
        do {
            let screen = ScreenDouble()
            bus.observe(Ping.self, by: screen, label: "observer") { _, _ in }
        }
        #expect(bus.registrations.compactMap(\.label) == ["kept", "scoped"])
        doomedSubject = nil
        #expect(bus.registrations.compactMap(\.label) == ["kept"])
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        _ = (kept, scoped)
    }
}
