import Foundation
import Switchboard
import Testing

@Suite("SharedSettings: notification rules")
struct SharedSettingsObservationTests {
    @Test("an observer of another key path is not called (negative control)")
    func otherKeyPathIsSilent() {
        let settings = SharedSettings(PanelSettings())
        let profile = Recorder<Bool>()
        let menu = Recorder<Bool>()
        let profileToken = settings.subscribe(\.profileOpen) { profile.record($0) }
        let menuToken = settings.subscribe(\.menuOpen) { menu.record($0) }
        settings.update { $0.menuOpen = true }
        #expect(menu.elements == [true])
        #expect(profile.elements.isEmpty)
        profileToken.cancel()
        menuToken.cancel()
    }

    @Test("writing an equal value notifies nobody")
    func equalWriteIsSilent() {
        let settings = SharedSettings(PanelSettings(page: 3))
        let pages = Recorder<Int>()
        let token = settings.subscribe(\.page) { pages.record($0) }
        settings.update { $0.page = 3 }
        settings.update { $0.page = 4 }
        settings.update { $0.page = 4 }
        #expect(pages.elements == [4])
        token.cancel()
    }

    @Test("one update changing two fields notifies each observed path once, and a whole-value observer once")
    func transactionNotifiesOncePerPath() {
        let settings = SharedSettings(PanelSettings())
        let menu = Recorder<Bool>()
        let profile = Recorder<Bool>()
        let whole = Recorder<PanelSettings>()
        let tokens = [
            settings.subscribe(\.menuOpen) { menu.record($0) },
            settings.subscribe(\.profileOpen) { profile.record($0) },
            settings.subscribe(\.self) { whole.record($0) },
        ]
        settings.update { settings in
            settings.menuOpen = true
            settings.profileOpen = true
            settings.menuOpen = false
            settings.menuOpen = true
        }
        #expect(menu.elements == [true])
        #expect(profile.elements == [true])
        #expect(whole.elements == [PanelSettings(menuOpen: true, profileOpen: true)])
        tokens.forEach { $0.cancel() }
    }

    @Test("a subscriber is called on the updating thread before update returns, in registration order")
    func synchronousInRegistrationOrder() {
        let settings = SharedSettings(PanelSettings())
        let calls = Recorder<String>()
        let tokens = ["first", "second", "third"].map { name in
            settings.subscribe(\.page) { _ in calls.record(name) }
        }
        settings.update { $0.page = 1 }
        #expect(calls.elements == ["first", "second", "third"])
        tokens.forEach { $0.cancel() }
    }

    @Test("a handler can read the value: it sees the committed update")
    func handlerReadsCommittedValue() {
        let settings = SharedSettings(PanelSettings())
        let seen = Recorder<PanelSettings>()
        let token = settings.subscribe(\.page) { _ in seen.record(settings.value) }
        settings.update { $0.page = 2 }
        #expect(seen.elements == [PanelSettings(page: 2)])
        token.cancel()
    }

    @Test("a cancelled token stops delivery; a retained one keeps delivering (negative control)")
    func cancelStopsDelivery() {
        let settings = SharedSettings(PanelSettings())
        let kept = Recorder<Int>()
        let cancelled = Recorder<Int>()
        let keptToken = settings.subscribe(\.page) { kept.record($0) }
        let cancelledToken = settings.subscribe(\.page) { cancelled.record($0) }
        settings.update { $0.page = 1 }
        cancelledToken.cancel()
        cancelledToken.cancel()
        settings.update { $0.page = 2 }
        #expect(kept.elements == [1, 2])
        #expect(cancelled.elements == [1])
        #expect(cancelledToken.isCancelled)
        #expect(!keptToken.isCancelled)
        keptToken.cancel()
    }

    @Test("releasing the last reference to a token ends the subscription")
    func releasingTokenEnds() {
        let settings = SharedSettings(PanelSettings())
        let pages = Recorder<Int>()
        var token: SubscriptionToken? = settings.subscribe(\.page) { pages.record($0) }
        settings.update { $0.page = 1 }
        #expect(token != nil)
        token = nil
        settings.update { $0.page = 2 }
        #expect(pages.elements == [1])
        #expect(settings.subscriberCount == 0)
    }
}

@Suite("SharedSettings: reentrancy")
struct SharedSettingsReentrancyTests {
    @Test("a handler that updates does not deadlock, and its change is delivered after the current one to everyone")
    func nestedUpdateIsDeliveredBreadthFirst() {
        let settings = SharedSettings(PanelSettings())
        // Registered first: reacts to page 1 by moving to page 2.
        let advance = settings.subscribe(\.page) { page in
            if page == 1 { settings.update { $0.page = 2 } }
        }
        let seen = Recorder<Int>()
        let record = settings.subscribe(\.page) { seen.record($0) }
        settings.update { $0.page = 1 }
        #expect(settings.value.page == 2)
        // Depth-first delivery would show [2, 1] here: the later observer must still see 1 first.
        #expect(seen.elements == [1, 2])
        advance.cancel()
        record.cancel()
    }

    @Test("a nested update is committed at once, before the handler continues")
    func nestedUpdateCommitsImmediately() {
        let settings = SharedSettings(PanelSettings())
        let readBack = Recorder<Int>()
        let token = settings.subscribe(\.menuOpen) { isOpen in
            guard isOpen else { return }
            settings.update { $0.page = 7 }
            readBack.record(settings.value.page)
        }
        settings.update { $0.menuOpen = true }
        #expect(readBack.elements == [7])
        token.cancel()
    }

    @Test("self-cancelling toggles settle: each handler undoing the other's change ends without looping")
    func selfCancellingTogglesSettle() {
        let settings = SharedSettings(PanelSettings())
        let menu = Recorder<Bool>()
        let profile = Recorder<Bool>()
        // Opening either panel closes the other: the classic "at most one open" rule.
        let closeProfile = settings.subscribe(\.menuOpen) { isOpen in
            menu.record(isOpen)
            if isOpen { settings.update { $0.profileOpen = false } }
        }
        let closeMenu = settings.subscribe(\.profileOpen) { isOpen in
            profile.record(isOpen)
            if isOpen { settings.update { $0.menuOpen = false } }
        }
        settings.update { $0.menuOpen = true }
        settings.update { $0.profileOpen = true }
        #expect(settings.value == PanelSettings(menuOpen: false, profileOpen: true))
        #expect(menu.elements == [true, false])
        #expect(profile.elements == [true])
        closeProfile.cancel()
        closeMenu.cancel()
    }

    @Test("a handler that immediately reverts a change settles after one round")
    func revertingHandlerSettles() {
        let settings = SharedSettings(PanelSettings())
        let seen = Recorder<Bool>()
        let token = settings.subscribe(\.menuOpen) { isOpen in
            seen.record(isOpen)
            if isOpen { settings.update { $0.menuOpen = false } }
        }
        settings.update { $0.menuOpen = true }
        #expect(seen.elements == [true, false])
        #expect(!settings.value.menuOpen)
        token.cancel()
    }

    @Test("an observer cancelled by an earlier handler gets nothing, not even the rest of that delivery")
    func cancelDuringDelivery() {
        let settings = SharedSettings(PanelSettings())
        let victimCalls = Recorder<Int>()
        let victim = Locked<SubscriptionToken?>(nil)
        let killer = settings.subscribe(\.page) { _ in victim.withLock { $0 }?.cancel() }
        victim.withLock { $0 = settings.subscribe(\.page) { victimCalls.record($0) } }
        settings.update { $0.page = 1 }
        settings.update { $0.page = 2 }
        #expect(victimCalls.elements.isEmpty)
        killer.cancel()
    }

    @Test("a subscription added during a delivery does not receive the change in flight, only later ones")
    func subscribeDuringDelivery() {
        let settings = SharedSettings(PanelSettings())
        let subscriber = LateSubscriber(on: settings)
        settings.update { $0.page = 1 }
        settings.update { $0.page = 2 }
        #expect(subscriber.late.elements == [2])
        subscriber.cancel()
    }

    @Test("a handler may cancel its own token; it is not called again")
    func cancelSelf() {
        let settings = SharedSettings(PanelSettings())
        let calls = Recorder<Int>()
        let own = Locked<SubscriptionToken?>(nil)
        own.withLock {
            $0 = settings.subscribe(\.page) { page in
                calls.record(page)
                own.withLock { $0 }?.cancel()
            }
        }
        settings.update { $0.page = 1 }
        settings.update { $0.page = 2 }
        #expect(calls.elements == [1])
        #expect(settings.subscriberCount == 0)
    }
}
