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
        struct MenuToggled: Message {}

        let bus = MessageBus(label: "demo")
        let token = bus.subscribe(to: MenuToggled.self) { message in print("toggled") }
        bus.post(MenuToggled())  // prints "toggled" before `post` returns
        token.cancel()

        #expect(token.isCancelled)
        #expect(bus.subscriberCount(for: MenuToggled.self) == 0)
    }

    @Test("subscribe: the handler runs for each post")
    func subscribe() {
        let bus = MessageBus(label: "docs.subscribe")
        let log = DocExampleLog()
        let token = bus.subscribe(to: MenuToggled.self) { _ in log("menu toggled") }
        bus.post(MenuToggled())
        bus.post(MenuToggled())
        #expect(log.lines == ["menu toggled", "menu toggled"])
        token.cancel()
        bus.post(MenuToggled())
        #expect(log.lines.count == 2)
    }

    @Test("post: a subject-scoped post reaches that subject's subscribers and unscoped ones only")
    func post() {
        final class Container: Sendable {}
        let bus = MessageBus(label: "docs.post")
        let container = Container()
        let other = Container()
        let log = DocExampleLog()
        let scoped = bus.subscribe(to: ShowPage.self, subject: container) { log("container \($0.index)") }
        let elsewhere = bus.subscribe(to: ShowPage.self, subject: other) { log("other \($0.index)") }
        let unscoped = bus.subscribe(to: ShowPage.self) { log("any \($0.index)") }
        let toggles = bus.subscribe(to: MenuToggled.self) { _ in log("toggled") }

        bus.post(MenuToggled())
        bus.post(ShowPage(index: 2), subject: container)  // only `container`'s subscribers, plus unscoped ones

        #expect(log.lines == ["toggled", "container 2", "any 2"])
        withExtendedLifetime((scoped, elsewhere, unscoped, toggles)) {}
    }

    @Test("SubscriptionToken: a stored token keeps the subscription; emptying the set ends it")
    func storeInSet() {
        let bus = MessageBus(label: "docs.store")
        var subscriptions = Set<SubscriptionToken>()
        bus.subscribe(to: MenuToggled.self) { _ in print("menu") }.store(in: &subscriptions)

        #expect(subscriptions.count == 1)
        #expect(bus.subscriberCount(for: MenuToggled.self) == 1)
        subscriptions.removeAll()
        #expect(bus.subscriberCount(for: MenuToggled.self) == 0)
    }

    @Test("observe: the owner's handler runs on a main-actor post; the handle can end it early")
    func observe() {
        let bus = MessageBus(label: "docs.observe")
        let controller = BusDocMenuController()
        controller.observeToggles(on: bus)
        bus.post(MenuToggled())
        #expect(controller.toggleCount == 1)

        let stopped = BusDocMenuController()
        stopped.observeTogglesThenStop(on: bus)
        bus.post(MenuToggled())
        #expect(stopped.toggleCount == 0)
        #expect(controller.toggleCount == 2)
    }

    @Test("messages(of:): the stream is registered at the call, so an earlier post is buffered")
    func stream() async {
        let bus = MessageBus(label: "docs.stream")
        let toggles = bus.messages(of: MenuToggled.self)
        bus.post(MenuToggled())  // buffered: the stream is already registered
        for await toggle in toggles.prefix(1) { print("received", toggle) }
        // Reaching this line means the loop received the post made before it started.
        #expect(bus.subscriberCount(for: MenuToggled.self) == 1)
        withExtendedLifetime(toggles) {}
    }

    @Test("onDiagnostic: a runaway re-post is dropped and reported to the hook")
    func diagnostics() {
        let bus = MessageBus(label: "docs.diagnostics")
        let logger = DocExampleLog()
        bus.onDiagnostic = { diagnostic in logger.error("\(diagnostic)") }
        let loop = bus.subscribe(to: MenuToggled.self) { _ in bus.post(MenuToggled()) }
        bus.post(MenuToggled())
        loop.cancel()

        #expect(logger.lines.count == 1)
        #expect(logger.lines.first?.contains("docs.diagnostics") == true)
    }

    @Test("registrations: each live registration is listed with its kind and label")
    func registrations() {
        let bus = MessageBus(label: "docs.registrations")
        let token = bus.subscribe(to: MenuToggled.self, label: "menu") { _ in }
        for registration in bus.registrations { print(registration) }
        // MyApp.MenuToggled ← subscription "menu" at MyApp/MenuController.swift:42

        let described = bus.registrations.map(\.description)
        #expect(described.count == 1)
        #expect(described.first?.contains("MenuToggled ← subscription \"menu\" at ") == true)
        token.cancel()
        #expect(bus.registrations.isEmpty)
    }

    @Test("receiveNotifications: a legacy notification becomes a typed post")
    func receiveNotifications() {
        let bus = MessageBus(label: "docs.receive")
        let log = DocExampleLog()
        let token = bus.subscribe(to: MenuToggled.self) { _ in log("toggled") }
        let bridge = bus.receiveNotifications(named: .menuTapped, as: MenuToggled.self) { _ in MenuToggled() }
        NotificationCenter.default.post(name: .menuTapped, object: nil)
        #expect(log.lines == ["toggled"])

        bridge.cancel()
        NotificationCenter.default.post(name: .menuTapped, object: nil)
        #expect(log.lines == ["toggled"])
        token.cancel()
    }

    @Test("forwardMessages: a typed post is also posted as the legacy notification")
    func forwardMessages() throws {
        let bus = MessageBus(label: "docs.forward")
        let log = DocExampleLog()
        let observer = NotificationCenter.default.addObserver(forName: .menuTapped, object: nil, queue: nil) {
            log($0.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let forwarder = bus.forwardMessages(of: MenuToggled.self, toNotificationNamed: .menuTapped)
        bus.post(MenuToggled())
        #expect(log.lines == [Notification.Name.menuTapped.rawValue])

        forwarder.cancel()
        bus.post(MenuToggled())
        #expect(log.lines.count == 1)
    }
}

/// A controller that toggles its menu when the bus says so.
@MainActor
final class BusDocMenuController {
    private(set) var toggleCount = 0

    func toggleMenu() { toggleCount += 1 }

    func observeToggles(on bus: MessageBus) {
        bus.observe(MenuToggled.self, by: self) { controller, _ in controller.toggleMenu() }
    }

    func observeTogglesThenStop(on bus: MessageBus) {
        let handle = bus.observe(MenuToggled.self, by: self) { controller, _ in controller.toggleMenu() }
        handle.cancel()  // optional
    }
}
