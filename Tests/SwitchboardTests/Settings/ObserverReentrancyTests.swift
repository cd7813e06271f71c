import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Everything a settings observer may do while it runs, each with the outcome the "Notification
/// rules" of `SharedSettings` (and the Shared Settings article) promise.
@Suite("Settings observer reentrancy: each documented outcome")
struct ObserverReentrancyTests {
    @Test("an update from an observer commits at once but reaches observers after the current delivery (breadth-first)")
    func nestedUpdateIsBreadthFirst() {
        let settings = SharedSettings(PanelSettings())
        let log = Recorder<String>()
        let tokens = [
            settings.subscribe(\.page) { page in
                log.record("a page \(page)")
                settings.update { $0.menuOpen = true }
                log.record("a sees menu \(settings.value.menuOpen) at once")
            },
            settings.subscribe(\.menuOpen) { isOpen in log.record("b menu \(isOpen)") },
            settings.subscribe(\.page) { page in log.record("c page \(page)") },
        ]

        settings.update { $0.page = 1 }

        #expect(
            log.elements == [
                "a page 1", "a sees menu true at once", "c page 1", "b menu true",
            ])
        withExtendedLifetime(tokens) {}
    }

    @Test("observers that undo each other's changes settle instead of looping")
    func undoingObserversSettle() {
        let settings = SharedSettings(PanelSettings())
        let log = Recorder<String>()
        let opener = settings.subscribe(\.page) { _ in
            log.record("open")
            settings.update { $0.menuOpen = true }
        }
        let closer = settings.subscribe(\.menuOpen) { isOpen in
            log.record("menu \(isOpen)")
            if isOpen { settings.update { $0.menuOpen = false } }
        }

        settings.update { $0.page = 1 }

        #expect(log.elements == ["open", "menu true", "menu false"])
        #expect(settings.value == PanelSettings(menuOpen: false, page: 1))
        withExtendedLifetime((opener, closer)) {}
    }

    @Test("an observer that cancels itself, or the next one, stops them for the rest of this delivery too")
    func cancelSelfAndNext() {
        let settings = SharedSettings(PanelSettings())
        let log = Recorder<String>()
        let tokens = Locked<[String: SubscriptionToken]>([:])
        for name in ["a", "b", "c"] {
            let token = settings.subscribe(\.page) { page in
                log.record("\(name) \(page)")
                if name == "a" { tokens.withLock { $0 }["b"]?.cancel() }
                if name == "c" { tokens.withLock { $0 }["c"]?.cancel() }
            }
            tokens.withLock { $0[name] = token }
        }

        settings.update { $0.page = 1 }
        settings.update { $0.page = 2 }

        #expect(log.elements == ["a 1", "c 1", "a 2"])
        #expect(settings.subscriberCount == 1)
        // The handlers capture the table of tokens that keeps them: end the one left.
        for token in tokens.withLock({ $0.values }) { token.cancel() }
    }

    @Test("an observer added during a delivery hears only later updates, including one nested in that delivery")
    func subscribeDuringDelivery() {
        let settings = SharedSettings(PanelSettings())
        let subscriber = LateSubscriber(on: settings, nestedUpdateTo: 2)

        settings.update { $0.page = 1 }

        #expect(subscriber.late.elements == [2])
        #expect(settings.value.page == 2)
        subscriber.cancel()
    }

    @Test("a bus handler that updates settings, whose observer posts on the bus: every step delivered, in order")
    func busAndSettingsChain() {
        let bus = MessageBus()
        let settings = SharedSettings(PanelSettings())
        let log = Recorder<String>()
        let toSettings = bus.subscribe(to: Ping.self) { ping in
            log.record("bus ping \(ping.value)")
            settings.update { $0.page = ping.value }
        }
        let toBus = settings.subscribe(\.page) { page in
            log.record("settings page \(page)")
            if page < 3 { bus.post(Ping(value: page + 1)) }
        }

        bus.post(Ping(value: 1))

        #expect(
            log.elements == [
                "bus ping 1", "settings page 1", "bus ping 2", "settings page 2", "bus ping 3", "settings page 3",
            ])
        withExtendedLifetime((toSettings, toBus)) {}
    }
}
