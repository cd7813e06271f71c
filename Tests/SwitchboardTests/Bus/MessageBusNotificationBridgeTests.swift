import Foundation
import Testing

@testable import SwitchboardMessaging

@Suite("MessageBus NotificationCenter bridge")
struct MessageBusNotificationBridgeTests {
    private static let legacyName = Notification.Name("switchboard.tests.cartDidChange")

    @Test("a legacy notification is re-posted as a typed message, its object becoming the subject")
    func legacyToTyped() {
        let center = NotificationCenter()
        let bus = MessageBus()
        let container = SubjectDouble()
        let received = BusRecorder<Int>()
        let bridge = bus.receiveNotifications(named: Self.legacyName, from: center, as: Ping.self) { note in
            Ping(value: note.userInfo?["value"] as? Int ?? -1)
        }
        let token = bus.subscribe(to: Ping.self, subject: container) { received.record($0.value) }
        center.post(name: Self.legacyName, object: container, userInfo: ["value": 5])
        center.post(name: Self.legacyName, object: SubjectDouble(), userInfo: ["value": 6])
        #expect(received.values == [5])
        bridge.cancel()
        center.post(name: Self.legacyName, object: container, userInfo: ["value": 7])
        #expect(received.values == [5])
        token.cancel()
    }

    @Test("a transform returning nil skips that notification")
    func transformCanSkip() {
        let center = NotificationCenter()
        let bus = MessageBus()
        let received = BusRecorder<Int>()
        let bridge = bus.receiveNotifications(named: Self.legacyName, from: center, as: Ping.self) { note in
            (note.userInfo?["value"] as? Int).map { Ping(value: $0) }
        }
        let token = bus.subscribe(to: Ping.self) { received.record($0.value) }
        center.post(name: Self.legacyName, object: nil)
        center.post(name: Self.legacyName, object: nil, userInfo: ["value": 1])
        #expect(received.values == [1])
        _ = (bridge, token)
    }

    @Test("a typed post is forwarded as a legacy notification with the subject as object")
    func typedToLegacy() {
        let center = NotificationCenter()
        let bus = MessageBus()
        let container = SubjectDouble()
        let objects = BusRecorder<ObjectIdentifier?>()
        let values = BusRecorder<Int>()
        let observer = center.addObserver(forName: Self.legacyName, object: nil, queue: nil) { note in
            objects.record((note.object as AnyObject?).map(ObjectIdentifier.init))
            values.record(note.userInfo?["value"] as? Int ?? -1)
        }
        let forwarder = bus.forwardMessages(of: Ping.self, toNotificationNamed: Self.legacyName, on: center) {
            ["value": $0.value]
        }
        bus.post(Ping(value: 3), subject: container)
        bus.post(Ping(value: 4))
        #expect(values.values == [3, 4])
        #expect(objects.values == [ObjectIdentifier(container), nil])
        forwarder.cancel()
        bus.post(Ping(value: 5))
        #expect(values.values == [3, 4])
        center.removeObserver(observer)
    }

    @Test("bridging a name both ways into the same type is stopped by the depth limit and reported")
    func loopIsReported() {
        let center = NotificationCenter()
        let bus = MessageBus()
        let diagnostics = BusRecorder<MessageBus.Diagnostic>()
        bus.onDiagnostic = { diagnostics.record($0) }
        let inbound = bus.receiveNotifications(named: Self.legacyName, from: center, as: Pong.self) { _ in Pong() }
        let outbound = bus.forwardMessages(of: Pong.self, toNotificationNamed: Self.legacyName, on: center)
        bus.post(Pong())
        #expect(diagnostics.count == 1)
        inbound.cancel()
        outbound.cancel()
    }
}
