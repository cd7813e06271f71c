import Dispatch
import Foundation
import Switchboard

// Saving settings, with a gate to hold a save: the process's settings saves run one at a time off
// the updating thread, so a store whose save waits at a closed gate holds every save behind it.
// Both probes are exact: what they check happens or not, whatever the machine's load.

@MainActor
enum SavingProbes {
    static let offThreadName = "settings.save.off-updating-thread"
    static let coalescingName = "settings.save.1000-updates-first-held"
    static let updates = 1_000
    /// How long a probe waits for a save to reach the gate, or for the updates to return, before
    /// it opens the gate itself and fails.
    static let patience = 10.0

    static func all() -> [Probe] {
        [Probe(offThreadName, run: updatesWhileSavingHeld), Probe(coalescingName, run: savesWithFirstHeld)]
    }

    /// 1,000 updates of settings on a `JSONFileSettingsStore` while a gated store's save holds the
    /// saves: each must return, the file must still be unwritten, and once the gate opens the file
    /// must hold the newest value. The value reported is the median update, in nanoseconds.
    static func updatesWhileSavingHeld() -> ProbeResult? {
        let gate = Gate()
        let holder = SharedSettings(StoredCounter(), store: GatedStore(gate: gate))
        holder.update { $0.counter = 1 }
        guard gate.waitUntilEntered(seconds: patience) else {
            gate.open()
            return ProbeResult(
                name: offThreadName, value: 0, unit: "ns median update",
                detail: "the held save never started", holds: false)
        }
        // Whatever happens below, the gate opens in the end: an update that waited for its save
        // would otherwise wait forever. Opened from here first, it reports nothing.
        let watchdog = gate
        DispatchQueue.global().asyncAfter(deadline: .now() + patience) { watchdog.open(byWatchdog: true) }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("counter.json")
        let settings = SharedSettings(StoredCounter(), store: JSONFileSettingsStore<StoredCounter>(fileURL: file))
        var durations: [Double] = []
        durations.reserveCapacity(updates)
        for value in 1...updates {
            let start = DispatchTime.now().uptimeNanoseconds
            settings.update { $0.counter = value }
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        let returnedWhileHeld = !gate.isOpen
        let unwrittenWhileHeld = !FileManager.default.fileExists(atPath: file.path)
        gate.open()
        holder.flush()
        settings.flush()
        let stored = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(StoredCounter.self, from: $0) }
        let median = durations.sorted()[updates / 2]
        let holds =
            returnedWhileHeld && !gate.wasOpenedByWatchdog && unwrittenWhileHeld && stored?.counter == updates
        return ProbeResult(
            name: offThreadName, value: median, unit: "ns median update",
            detail: "\(updates) updates "
                + (returnedWhileHeld ? "returned while saving was held" : "did not return until the gate opened")
                + " (slowest \(microseconds(durations.max() ?? 0)) µs); file "
                + (unwrittenWhileHeld ? "not written meanwhile" : "written meanwhile")
                + "; after the gate opened it holds \(stored.map { "\($0.counter)" } ?? "nothing readable")",
            holds: holds)
    }

    /// Settings on a gated store: the first update's save waits at the gate, 999 more updates come,
    /// then the gate opens. The saves must be exactly the held one and one of the newest value.
    static func savesWithFirstHeld() -> ProbeResult? {
        let gate = Gate()
        let store = GatedStore(gate: gate)
        let settings = SharedSettings(StoredCounter(), store: store)
        settings.update { $0.counter = 1 }
        guard gate.waitUntilEntered(seconds: patience) else {
            gate.open()
            return ProbeResult(
                name: coalescingName, value: 0, unit: "saves", detail: "the first save never started", holds: false)
        }
        for value in 2...updates { settings.update { $0.counter = value } }
        let savesWhileHeld = store.savedValues.count
        gate.open()
        settings.flush()
        let saved = store.savedValues
        return ProbeResult(
            name: coalescingName, value: Double(saved.count), unit: "saves",
            detail: "saved values \(saved.map(String.init).joined(separator: ", ")); \(savesWhileHeld) made while held",
            holds: saved == [1, updates] && savesWhileHeld == 0)
    }
}

/// A gate a thread waits at until it is opened; the first to arrive is signalled.
final class Gate: Sendable {
    private let entered = DispatchSemaphore(value: 0)
    private let opened = DispatchSemaphore(value: 0)
    private let state = Locked((isOpen: false, byWatchdog: false))

    /// Waits until the gate is open (at once once it is).
    func pass() {
        entered.signal()
        opened.wait()
        opened.signal()  // lets the next one through
    }

    /// Whether a thread reached ``pass()`` within `seconds`.
    func waitUntilEntered(seconds: Double) -> Bool {
        entered.wait(timeout: .now() + seconds) == .success
    }

    /// Opens the gate; only the first call counts.
    func open(byWatchdog: Bool = false) {
        let opens = state.withLock { state in
            defer { state = (true, state.isOpen ? state.byWatchdog : byWatchdog) }
            return !state.isOpen
        }
        if opens { opened.signal() }
    }

    var isOpen: Bool { state.withLock { $0.isOpen } }
    var wasOpenedByWatchdog: Bool { state.withLock { $0.byWatchdog } }
}

/// A settings store whose saves wait at a gate, then record the value.
final class GatedStore: SettingsStore {
    let gate: Gate
    private let saved = Locked([Int]())

    init(gate: Gate) {
        self.gate = gate
    }

    var savedValues: [Int] { saved.withLock { $0 } }

    func load(defaults: StoredCounter) throws(SettingsStoreError) -> StoredCounter? { nil }

    func save(_ value: StoredCounter) throws(SettingsStoreError) {
        gate.pass()
        saved.withLock { $0.append(value.counter) }
    }
}
