import Foundation
import Testing

@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Issue 50: the main actor is never kept delivering another thread's writes. It delivers what was
/// pending when it started (a bounded number of rounds), and later writes are coalesced to the
/// newest value and delivered in the background.
@MainActor
@Suite("Settings strategy beside an unthrottled writer")
struct SettingsStrategyStarvationTests {
    /// The pager's state beside a counter another thread keeps writing.
    struct Screen: Codable, Sendable, Equatable {
        var pager = PanelSettings()
        var ticks = 0
    }

    @Test(
        "sends on the main actor return while another thread updates the same settings without pause",
        .timeLimit(.minutes(1)))
    func sendsReturnBesideAnUnthrottledWriter() async {
        let settings = SharedSettings(Screen())
        let container = ContractContainer<PanelSettings>(title: "pager")
        // Told of every write of either thread: whoever delivers calls it.
        let ticksTold = Locked(0)
        let token = settings.subscribe(\.ticks) { _ in ticksTold.withLock { $0 += 1 } }
        let coordinator = Coordinator(strategy: .sharedSettings(settings, at: \.pager), handler: container)
        let link = coordinator.link(for: "a")
        let stop = Locked(false)
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            while !stop.withLock({ $0 }) { settings.update(at: \.ticks) { $0 += 1 } }
            stopped.signal()
        }
        .start()
        // Each send writes the pager's part, which takes the delivery role on the main actor while the
        // writer's changes keep arriving: without a bound on the rounds, the first send never returns.
        for page in 1...200 {
            #expect(link.send(.showPage(page % 3)) == .applied)
        }
        stop.withLock { $0 = true }
        stopped.wait()
        #expect(container.shown.page == 200 % 3)
        #expect(settings.value.pager.page == 200 % 3)
        let finalTicks = settings.value.ticks
        #expect(await eventually { settings.state.withLock { !$0.isDelivering } })
        #expect(ticksTold.withLock { $0 } <= finalTicks, "coalesced: never more calls than changes")
        token.cancel()
        coordinator.invalidate()
    }
}
