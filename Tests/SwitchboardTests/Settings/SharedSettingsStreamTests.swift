import Foundation
import Switchboard
import Testing

@Suite("SharedSettings: async values")
struct SharedSettingsStreamTests {
    @Test("the stream starts with the current value, then yields each change in order")
    func currentThenChanges() async {
        let settings = SharedSettings(PanelSettings(page: 5))
        let pages = settings.values(of: \.page)
        settings.update { $0.page = 6 }
        settings.update { $0.menuOpen = true }
        settings.update { $0.page = 7 }
        var iterator = pages.makeAsyncIterator()
        #expect(await iterator.next() == 5)
        #expect(await iterator.next() == 6)
        #expect(await iterator.next() == 7)
    }

    @Test("the subscription exists from the call, before iteration starts: no change is lost")
    func registeredAtCall() async {
        let settings = SharedSettings(PanelSettings())
        let menu = settings.values(of: \.menuOpen)
        #expect(settings.subscriberCount == 1)
        settings.update { $0.menuOpen = true }
        settings.update { $0.menuOpen = false }
        #expect(await collect(menu, count: 3) == [false, true, false])
    }

    @Test("with bufferingNewest(1) a slow reader gets the newest value and skips intermediate ones")
    func bufferingNewestCoalesces() async {
        let settings = SharedSettings(PanelSettings())
        let pages = settings.values(of: \.page, bufferingPolicy: .bufferingNewest(1))
        for page in 1...10 {
            settings.update { $0.page = page }
        }
        var iterator = pages.makeAsyncIterator()
        #expect(await iterator.next() == 10)
        settings.update { $0.page = 11 }
        #expect(await iterator.next() == 11)
    }

    @Test("concurrent updates reach the stream in order, never going back, ending at the last")
    func concurrentUpdatesInOrder() async {
        let settings = SharedSettings(PanelSettings())
        let pages = settings.values(of: \.page)
        let total = 2 * 500
        await onConcurrentThreads(2) { _ in
            for _ in 0..<500 { settings.update { $0.page += 1 } }
        }
        // Changes made while another thread delivers are coalesced: the stream may skip values.
        var received: [Int] = []
        for await page in pages {
            received.append(page)
            if page == total { break }
        }
        #expect(received.first == 0)
        #expect(received.last == total)
        #expect(isIncreasing(received))
    }

    @Test("cancelling the iterating task ends the subscription")
    func cancellingTaskEnds() async {
        let settings = SharedSettings(PanelSettings())
        let started = Locked(false)
        let task = Task {
            for await _ in settings.values(of: \.page) {
                started.withLock { $0 = true }
            }
        }
        #expect(await eventually { started.withLock { $0 } })
        task.cancel()
        await task.value
        #expect(await eventually { settings.subscriberCount == 0 })
    }

    @Test("dropping an unread stream ends the subscription")
    func droppingStreamEnds() {
        let settings = SharedSettings(PanelSettings())
        do {
            let stream = settings.values(of: \.menuOpen)
            #expect(settings.subscriberCount == 1)
            _ = stream
        }
        #expect(settings.subscriberCount == 0)
    }

    @Test("the stream finishes when the settings deallocate, and does not keep them alive")
    func finishesWithSettings() async throws {
        var settings: SharedSettings<PanelSettings>? = SharedSettings(PanelSettings())
        weak let weakSettings = settings
        let maybeStream = settings?.values(of: \.page)
        settings = nil
        #expect(weakSettings == nil)
        let stream = try #require(maybeStream)
        var received: [Int] = []
        for await page in stream {
            received.append(page)
        }
        #expect(received == [0])
    }
}

@Suite("SharedSettings: lifetime and introspection")
struct SharedSettingsLifetimeTests {
    @Test("a subscription's handler and what it captures are released when the token is cancelled")
    func handlerReleasedOnCancel() {
        let settings = SharedSettings(PanelSettings())
        var canary: Canary? = Canary()
        weak let weakCanary = canary
        let token = settings.subscribe(\.page) { [canary] _ in _ = canary }
        canary = nil
        #expect(weakCanary != nil, "the live subscription holds its handler's captures")
        token.cancel()
        #expect(weakCanary == nil)
    }

    @Test("tokens do not keep the settings alive, and cancelling after the settings died is harmless")
    func tokensDoNotRetainSettings() {
        var settings: SharedSettings<PanelSettings>? = SharedSettings(PanelSettings())
        weak let weakSettings = settings
        let token = settings?.subscribe(\.page) { _ in }
        settings = nil
        #expect(weakSettings == nil)
        token?.cancel()
        #expect(token?.isCancelled == true)
    }

    @Test("registrations describe kind, key path, owner and the file:line of registration")
    @MainActor
    func registrationsDescribeSource() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        let subscribeLine = #line + 1
        let token = settings.subscribe(\.profileOpen) { _ in }
        let observeLine = #line + 1
        settings.observe(\.menuOpen, by: owner) { _, _ in }
        let streamLine = #line + 1
        let stream = settings.values(of: \.page)
        let mainActorLine = #line + 1
        let mainActorToken = settings.subscribeOnMainActor(\.swapNextCount) { _ in }

        let registrations = settings.registrations
        try #require(registrations.count == 4)
        #expect(registrations.map(\.kind) == [.subscription, .observer, .stream, .mainActorSubscription])
        #expect(registrations.map(\.line) == [subscribeLine, observeLine, streamLine, mainActorLine])
        #expect(registrations.allSatisfy { $0.file == #fileID })
        #expect(registrations[1].ownerType?.hasSuffix(".PanelOwner") == true)
        #expect(registrations[0].ownerType == nil)
        #expect(registrations[0].topic == "\\PanelSettings.profileOpen")
        #expect(registrations.allSatisfy { $0.messageType == nil && $0.label == nil && $0.subjectType == nil })
        #expect(registrations[1].description.hasPrefix("\\PanelSettings.menuOpen ← observer owner: "))
        #expect(registrations[1].description.hasSuffix(".PanelOwner at \(#fileID):\(observeLine)"))
        #expect(settings.subscriberCount == 4)
        token.cancel()
        mainActorToken.cancel()
        #expect(settings.subscriberCount == 2)
        _ = stream
    }

    @Test("subscriberCount counts only live observations")
    func subscriberCountIsLive() {
        let settings = SharedSettings(PanelSettings())
        #expect(settings.subscriberCount == 0)
        let first = settings.subscribe(\.page) { _ in }
        let second = settings.subscribe(\.menuOpen) { _ in }
        #expect(settings.subscriberCount == 2)
        first.cancel()
        #expect(settings.subscriberCount == 1)
        second.cancel()
        #expect(settings.subscriberCount == 0)
    }
}
