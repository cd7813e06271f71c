// The `///` examples of Sources/Switchboard/Bus, verbatim (Scripts/check-doc-snippets.py checks
// that each one appears in a compiled file). If one stops compiling or passing, fix the doc with it.
import Foundation
import Switchboard
import Synchronization
import Testing

@Suite("Docs: message bus examples")
@MainActor
struct BusDocExampleTests {
    @Test("MessageBus: a subscriber is called before post returns, and not after cancel")
    func overview() {
        struct CartChanged: Message {}

        let bus = MessageBus(label: "demo")
        let token = bus.subscribe(to: CartChanged.self) { message in print("cart changed") }
        bus.post(CartChanged())  // prints "cart changed" before `post` returns
        token.cancel()

        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: CartChanged.self) == 0)
    }

    @Test("subscribe: the handler runs for each post")
    func subscribe() {
        let bus = MessageBus(label: "docs.subscribe")
        let log = DocExampleLog()
        let token = bus.subscribe(to: CartChanged.self) { _ in log("cart changed") }
        bus.post(CartChanged())
        bus.post(CartChanged())
        #expect(log.lines == ["cart changed", "cart changed"])
        token.cancel()
        bus.post(CartChanged())
        #expect(log.lines.count == 2)
    }

    @Test("post: a subject-scoped post reaches that subject's subscribers and unscoped ones only")
    func post() {
        final class Cart: Sendable {}
        let bus = MessageBus(label: "docs.post")
        let cart = Cart()
        let other = Cart()
        let log = DocExampleLog()
        let scoped = bus.subscribe(to: ItemAdded.self, subject: cart) { log("cart \($0.count)") }
        let elsewhere = bus.subscribe(to: ItemAdded.self, subject: other) { log("other \($0.count)") }
        let unscoped = bus.subscribe(to: ItemAdded.self) { log("any \($0.count)") }
        let toggles = bus.subscribe(to: CartChanged.self) { _ in log("toggled") }

        bus.post(CartChanged())
        bus.post(ItemAdded(count: 2), subject: cart)  // only `cart`'s subscribers, plus unscoped ones

        #expect(log.lines == ["toggled", "cart 2", "any 2"])
        withExtendedLifetime((scoped, elsewhere, unscoped, toggles)) {}
    }

    @Test("SubscriptionToken: a stored token keeps the subscription; emptying the set ends it")
    func storeInSet() {
        let bus = MessageBus(label: "docs.store")
        var subscriptions = Set<SubscriptionToken>()
        bus.subscribe(to: CartChanged.self) { _ in print("cart") }.store(in: &subscriptions)

        #expect(subscriptions.count == 1)
        #expect(bus.subscriberCount(for: CartChanged.self) == 1)
        subscriptions.removeAll()
        #expect(bus.subscriberCount(for: CartChanged.self) == 0)
    }

    @Test("observe: the owner's handler runs on a main-actor post; the handle can end it early")
    func observe() {
        let bus = MessageBus(label: "docs.observe")
        let controller = BusDocCartBadge()
        controller.observeToggles(on: bus)
        bus.post(CartChanged())
        #expect(controller.toggleCount == 1)

        let stopped = BusDocCartBadge()
        stopped.observeTogglesThenStop(on: bus)
        bus.post(CartChanged())
        #expect(stopped.toggleCount == 0)
        #expect(controller.toggleCount == 2)
    }

    @Test("messages(of:): the stream is registered at the call, so an earlier post is buffered")
    func stream() async {
        let bus = MessageBus(label: "docs.stream")
        let toggles = bus.messages(of: CartChanged.self)
        bus.post(CartChanged())  // buffered: the stream is already registered
        for await toggle in toggles.prefix(1) { print("received", toggle) }
        // Reaching this line means the loop received the post made before it started.
        #expect(bus.subscriberCount(for: CartChanged.self) == 1)
        withExtendedLifetime(toggles) {}
    }

    @Test("onDiagnostic: a runaway re-post is dropped and reported to the hook")
    func diagnostics() {
        let bus = MessageBus(label: "docs.diagnostics")
        let logger = DocExampleLog()
        bus.onDiagnostic = { diagnostic in logger.error("\(diagnostic)") }
        let loop = bus.subscribe(to: CartChanged.self) { _ in bus.post(CartChanged()) }
        bus.post(CartChanged())
        loop.cancel()

        #expect(logger.lines.count == 1)
        #expect(logger.lines.first?.contains("docs.diagnostics") == true)
    }

    @Test("registrations: each live registration is listed with its kind and label")
    func registrations() {
        let bus = MessageBus(label: "docs.registrations")
        let token = bus.subscribe(to: CartChanged.self, label: "menu") { _ in }
        for registration in bus.registrations { print(registration) }
        // MyApp.CartChanged ← subscription "badge" at MyApp/CartBadge.swift:42

        let described = bus.registrations.map(\.description)
        #expect(described.count == 1)
        #expect(described.first?.contains("CartChanged ← subscription \"menu\" at ") == true)
        let registration = bus.registrations.first
        #expect(registration?.topic == String(reflecting: CartChanged.self) && registration?.kind == .subscription)
        #expect(registration?.messageType.map(ObjectIdentifier.init) == ObjectIdentifier(CartChanged.self))
        token.cancel()
        #expect(bus.registrations.isEmpty)
    }

    @Test("receiveNotifications: a legacy notification becomes a typed post")
    func receiveNotifications() {
        let bus = MessageBus(label: "docs.receive")
        let log = DocExampleLog()
        let token = bus.subscribe(to: CartChanged.self) { _ in log("toggled") }
        let bridge = bus.receiveNotifications(named: .cartDidChange, as: CartChanged.self) { _ in CartChanged() }
        NotificationCenter.default.post(name: .cartDidChange, object: nil)
        #expect(log.lines == ["toggled"])

        bridge.cancel()
        NotificationCenter.default.post(name: .cartDidChange, object: nil)
        #expect(log.lines == ["toggled"])
        token.cancel()
    }

    @Test("forwardMessages: a typed post is also posted as the legacy notification")
    func forwardMessages() throws {
        let bus = MessageBus(label: "docs.forward")
        let log = DocExampleLog()
        let observer = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: nil) {
            log($0.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let forwarder = bus.forwardMessages(of: CartChanged.self, toNotificationNamed: .cartDidChange)
        bus.post(CartChanged())
        #expect(log.lines == [Notification.Name.cartDidChange.rawValue])

        forwarder.cancel()
        bus.post(CartChanged())
        #expect(log.lines.count == 1)
    }
}

/// A badge that refreshes when the bus says the cart changed.
@MainActor
final class BusDocCartBadge {
    private(set) var toggleCount = 0

    func refresh() { toggleCount += 1 }

    func observeToggles(on bus: MessageBus) {
        bus.observe(CartChanged.self, by: self) { badge, _ in badge.refresh() }
    }

    func observeTogglesThenStop(on bus: MessageBus) {
        let handle = bus.observe(CartChanged.self, by: self) { badge, _ in badge.refresh() }
        handle.cancel()  // optional
    }
}
