import Foundation
import Switchboard

// MulticastDelegate fan-out and SharedSettings updates.

/// The settings value the settings rows update.
struct CounterSettings: Sendable {
    var counter = 0
}

/// The settings value the store rows save.
struct StoredCounter: Codable, Sendable {
    var counter = 0
}

@MainActor
enum DelegateRows {
    static func all() -> [Benchmark] {
        [1, 10].map { count in
            Benchmark(
                "multicast.\(count)-delegate" + (count == 1 ? "" : "s"),
                "MulticastDelegate.invoke over \(count) weakly held delegate\(count == 1 ? "" : "s")"
            ) {
                let delegates = (0..<count).map { _ in BaselineContainer() }
                let multicast = MulticastDelegate<any BaselineSwapDelegate>()
                for delegate in delegates { multicast.add(delegate) }
                return Fixture(allocationProbe: { multicast.invoke { $0.swapRequested(1) } }) { iterations in
                    for index in 0..<iterations { multicast.invoke { $0.swapRequested(index) } }
                    blackHole(delegates)
                }
            }
        }
    }
}

@MainActor
enum SettingsRows {
    static func all() -> [Benchmark] {
        [updateWithSubscriber(), updateWithOwnerObserver()] + isolatedUpdates() + [threadWake(), queueWake()]
    }

    /// `baseline.thread-wake.isolated`: the floor under `settings.update.file-store.isolated`, timed the
    /// same way. A thread parked on an `NSCondition` as the settings writer thread parks is woken
    /// (lock, count a request, broadcast, unlock: the calling thread's CPU time only); then, untimed,
    /// the caller waits until the thread has served the request and parked again. Any save that
    /// starts without waiting for another update has to wake a thread at least once.
    static func threadWake() -> Benchmark {
        Benchmark(
            "baseline.thread-wake.isolated",
            "NSCondition broadcast waking a parked thread, calling thread's CPU time only, parked again between"
        ) {
            let parked = ParkedThread()
            return Fixture.timingItself { iterations in
                var elapsed: UInt64 = 0
                for _ in 0..<iterations {
                    let start = threadCPUNanoseconds()
                    parked.wake()
                    elapsed += threadCPUNanoseconds() - start
                    parked.waitUntilParked()
                }
                return Double(elapsed)
            }
        }
    }

    /// `baseline.queue-wake.isolated`: the handoff saves used before they moved to one parked thread,
    /// timed the same way: `DispatchQueue.async` of an empty block to an idle serial queue, in the
    /// calling thread's CPU time, the queue drained (untimed, with `queue.sync {}`) before the next.
    static func queueWake() -> Benchmark {
        Benchmark(
            "baseline.queue-wake.isolated",
            "DispatchQueue.async of an empty block to an idle serial queue, calling thread's CPU time only, "
                + "drained between"
        ) {
            let queue = DispatchQueue(label: "bench.queue-wake", qos: .utility)
            return Fixture.timingItself { iterations in
                var elapsed: UInt64 = 0
                for _ in 0..<iterations {
                    let start = threadCPUNanoseconds()
                    queue.async {}
                    elapsed += threadCPUNanoseconds() - start
                    queue.sync {}
                }
                return Double(elapsed)
            }
        }
    }

    /// `settings.update.file-store.isolated` and `settings.update.no-store.isolated`: an update with 1
    /// subscriber, on settings saved to a JSON file or kept in memory only, timed in the updating
    /// thread's own CPU time (`CLOCK_THREAD_CPUTIME_ID`: on a shared machine the writer thread it
    /// wakes may preempt it, which is not its cost). With the store, the update hands its save to the
    /// process's settings writer thread and wakes it; `flush()`, untimed, returns only once that
    /// write is made and the thread has parked again, so every update finds the writer parked and
    /// pays the wake (the most it ever costs the updater). Both rows pay the same two clock reads.
    static func isolatedUpdates() -> [Benchmark] {
        [true, false].map { hasStore in
            Benchmark(
                "settings.update.\(hasStore ? "file-store" : "no-store").isolated",
                "SharedSettings.update with 1 subscriber and \(hasStore ? "a JSON file store" : "no store"), "
                    + "updating thread's CPU time only, write awaited between"
            ) {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
                let store = JSONFileSettingsStore<StoredCounter>(fileURL: folder.appendingPathComponent("counter.json"))
                let settings =
                    hasStore ? SharedSettings(StoredCounter(), store: store) : SharedSettings(StoredCounter())
                let tally = Tally()
                let token = settings.subscribe(\StoredCounter.counter) { tally.add($0) }
                return Fixture.timingItself { iterations in
                    var elapsed: UInt64 = 0
                    for _ in 0..<iterations {
                        let start = threadCPUNanoseconds()
                        settings.update { $0.counter &+= 1 }
                        elapsed += threadCPUNanoseconds() - start
                        settings.flush()
                    }
                    blackHole(tally.total)
                    blackHole(token)
                    return Double(elapsed)
                }
            }
        }
    }

    /// The calling thread's CPU time.
    static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// How many writes a burst of 1,000 updates to settings with a JSON file store causes.
    static func writesPerBurst() -> Double? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = JSONFileSettingsStore<StoredCounter>(fileURL: folder.appendingPathComponent("counter.json"))
        let settings = SharedSettings(StoredCounter(), store: store)
        settings.update { $0.counter = -1 }
        settings.flush()
        let before = settings.storeWriteCount
        for _ in 0..<1_000 { settings.update { $0.counter &+= 1 } }
        settings.flush()
        return Double(settings.storeWriteCount - before)
    }

    static func updateWithSubscriber() -> Benchmark {
        Benchmark(
            "settings.update.1-subscriber",
            "SharedSettings.update changing a field 1 subscriber watches (handler runs synchronously)"
        ) {
            let settings = SharedSettings(CounterSettings())
            let tally = Tally()
            let token = settings.subscribe(\CounterSettings.counter) { tally.add($0) }
            return Fixture(allocationProbe: { settings.update { $0.counter &+= 1 } }) { iterations in
                for _ in 0..<iterations { settings.update { $0.counter &+= 1 } }
                blackHole(tally.total)
                blackHole(token)
            }
        }
    }

    static func updateWithOwnerObserver() -> Benchmark {
        Benchmark(
            "settings.update.1-observer",
            "SharedSettings.update on the main actor, 1 observe(by: owner) observer (delivered synchronously)"
        ) {
            let settings = SharedSettings(CounterSettings())
            let screen = Screen()
            let token = settings.observe(\CounterSettings.counter, by: screen) { screen, value in
                screen.receive(value)
            }
            return Fixture(allocationProbe: { settings.update { $0.counter &+= 1 } }) { iterations in
                for _ in 0..<iterations { settings.update { $0.counter &+= 1 } }
                blackHole(screen.total)
                blackHole(token)
            }
        }
    }
}

/// A thread that parks on an `NSCondition` between requests, as the settings writer thread does.
/// It lives for the rest of the run.
final class ParkedThread: @unchecked Sendable {
    // Safety: `requested` and `served` are only used between `condition.lock()` and `unlock()`.
    private let condition = NSCondition()
    private var requested = 0
    private var served = 0

    init() {
        Thread { [self] in serve() }.start()
    }

    /// Asks the thread for a turn, waking it if parked.
    func wake() {
        condition.lock()
        requested += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Returns once every request is served and the thread parked again (it broadcasts, then waits,
    /// holding the lock in between).
    func waitUntilParked() {
        condition.lock()
        while served < requested { condition.wait() }
        condition.unlock()
    }

    private func serve() {
        condition.lock()
        while true {
            condition.broadcast()
            while served == requested { condition.wait() }
            served = requested
        }
    }
}
