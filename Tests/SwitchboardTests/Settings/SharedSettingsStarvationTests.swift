import Foundation
import Testing

@testable import SwitchboardMessaging

/// Issue 50: a thread that delivers is never kept delivering another thread's writes without end
/// (the main thread once stayed there, past 1 GB in 24 s). It delivers a bounded number of rounds,
/// and what arrives later is coalesced to the newest value and delivered in the background.
@Suite("SharedSettings beside a writer that never pauses")
struct SharedSettingsStarvationTests {
    /// The rounds a delivering thread does, as the settings set it.
    static let bound = SettingsState(value: 0).maximumRounds

    struct Counters: Sendable, Equatable {
        var own = 0
        var ticks = 0
    }

    /// How many times the subscriber ran on the thread whose update took the delivery role, when
    /// each of those calls lets another thread commit one more change (up to `writes`).
    private func callsOnTheUpdatingThread(writes: Int, bounded: Bool) throws -> (calls: Int, returned: Bool) {
        let settings = SharedSettings(Counters())
        if !bounded { settings.state.withLock { $0.maximumRounds = .max } }
        let updater = Locked<Thread?>(nil)
        let callsOnUpdater = Locked(0)
        let writerGo = DispatchSemaphore(value: 0)
        let writerDone = DispatchSemaphore(value: 0)
        let writesLeft = Locked(writes)
        let token = settings.subscribe(\.ticks) { _ in
            guard updater.withLock({ $0 }) === Thread.current else { return }
            callsOnUpdater.withLock { $0 += 1 }
            guard writesLeft.withLock({ $0 }) > 0 else { return }
            // One more change from the writer before this call returns: it arrives while this
            // thread holds the delivery role, so it is queued for this thread's next round.
            writerGo.signal()
            _ = writerDone.wait(timeout: .now() + 10)
        }
        defer { token.cancel() }
        Thread {
            for _ in 0..<writes {
                guard writerGo.wait(timeout: .now() + 2) == .success else { break }
                writesLeft.withLock { $0 -= 1 }
                settings.update { $0.ticks += 1 }
                writerDone.signal()
            }
        }
        .start()
        let returned = returnsInTime(within: 60) {
            updater.withLock { $0 = Thread.current }
            settings.update { $0.ticks += 1 }
            updater.withLock { $0 = nil }
        }
        return (callsOnUpdater.withLock { $0 }, returned)
    }

    @Test("an update that took the delivery role returns after a bounded number of rounds")
    func deliveringThreadReturns() throws {
        let (calls, returned) = try callsOnTheUpdatingThread(writes: 1_000, bounded: true)
        #expect(returned)
        #expect(calls > 1, "the other thread's changes reached the updating thread")
        #expect(calls <= Self.bound + 1, "\(calls) calls on the updating thread")
    }

    @Test("negative control: without the bound, the updating thread delivers every write the other thread makes")
    func withoutTheBoundItDeliversEverything() throws {
        let (calls, _) = try callsOnTheUpdatingThread(writes: 1_000, bounded: false)
        withKnownIssue("expected: negative control — one round for each of the other thread's writes") {
            #expect(calls <= Self.bound + 1, "\(calls) calls on the updating thread")
        }
    }
}
