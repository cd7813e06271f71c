import Foundation
import Switchboard
import Testing

/// Which thread runs `subscribe` handlers when updates overlap, and when an update returns
/// relative to its own observers: the documented deviation from "handlers run on the updating
/// thread" that serialised, in-order delivery requires.
@Suite("SharedSettings: which thread delivers")
struct SharedSettingsDeliveryThreadTests {
    /// One handler call: the value it received and the thread it ran on.
    struct Delivery: Sendable, Equatable {
        let page: Int
        let thread: String
    }

    @Test("an update made while another thread delivers returns at once; that other thread delivers it, in order")
    func contendedUpdateIsDeliveredByTheDeliveringThread() throws {
        let settings = SharedSettings(PanelSettings())
        let deliveries = Recorder<Delivery>()
        let firstHandlerRunning = DispatchSemaphore(value: 0)
        let secondUpdateReturned = DispatchSemaphore(value: 0)
        let token = settings.subscribe(\.page) { page in
            deliveries.record(Delivery(page: page, thread: CallingThread.name))
            if page == 1 {
                firstHandlerRunning.signal()
                // Bounded, so a regression fails the test instead of hanging it.
                _ = secondUpdateReturned.wait(timeout: .now() + 60)
            }
        }
        defer { token.cancel() }

        let firstDone = startThread(named: "first updater") { settings.update { $0.page = 1 } }
        try #require(firstHandlerRunning.wait(timeout: .now() + 60) == .success)
        let seenWhenSecondReturned = Recorder<[Delivery]>()
        let secondDone = startThread(named: "second updater") {
            settings.update { $0.page = 2 }
            seenWhenSecondReturned.record(deliveries.elements)
            secondUpdateReturned.signal()
        }
        try #require(secondDone.wait(timeout: .now() + 60) == .success)
        try #require(firstDone.wait(timeout: .now() + 60) == .success)

        #expect(settings.value.page == 2)
        #expect(
            seenWhenSecondReturned.elements == [[Delivery(page: 1, thread: "first updater")]],
            "the second update returned before its observers ran")
        #expect(
            deliveries.elements == [
                Delivery(page: 1, thread: "first updater"), Delivery(page: 2, thread: "first updater"),
            ])
    }

    @Test("an uncontended update delivers on its own thread before returning (negative control)")
    func uncontendedUpdateDeliversOnItsOwnThread() throws {
        let settings = SharedSettings(PanelSettings())
        let deliveries = Recorder<Delivery>()
        let token = settings.subscribe(\.page) { page in
            deliveries.record(Delivery(page: page, thread: CallingThread.name))
        }
        defer { token.cancel() }
        let seenAtReturn = Recorder<[Delivery]>()
        let done = startThread(named: "only updater") {
            settings.update { $0.page = 1 }
            seenAtReturn.record(deliveries.elements)
        }
        try #require(done.wait(timeout: .now() + 60) == .success)
        #expect(seenAtReturn.elements == [[Delivery(page: 1, thread: "only updater")]])
    }

    @Test("a nested update returns before its own observers run; they run once the current delivery is done")
    func nestedUpdateReturnsBeforeItsObservers() {
        let settings = SharedSettings(PanelSettings())
        let pages = Recorder<Int>()
        let pagesSeenWhenNestedUpdateReturned = Recorder<[Int]>()
        let menuToken = settings.subscribe(\.menuOpen) { isOpen in
            guard isOpen else { return }
            settings.update { $0.page = 7 }
            pagesSeenWhenNestedUpdateReturned.record(pages.elements)
        }
        let pageToken = settings.subscribe(\.page) { pages.record($0) }
        defer {
            menuToken.cancel()
            pageToken.cancel()
        }
        settings.update { $0.menuOpen = true }
        #expect(pagesSeenWhenNestedUpdateReturned.elements == [[]])
        #expect(pages.elements == [7], "delivered before the outer update returned")
    }
}
