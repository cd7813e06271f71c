import Foundation

/// Writes a settings value to its store on a background queue, newest value first, so a burst of
/// updates costs one or two writes. One writer per place (a file, a defaults key) in a process.
final class SettingsWriter: Sendable {
    struct State {
        /// The newest save not yet started.
        var pending: (@Sendable () throws(SettingsStoreError) -> Void)?
        /// The newest value not yet written, for a second store opened on the same place.
        var latest: (any Sendable)?
        /// Whether a drain is queued or running; only then may `pending` wait.
        var isDraining = false
        var lastError: SettingsStoreError?
        var writeCount = 0  // writes made so far, which the benchmark counts
        /// What the built-in stores last wrote or read at this place, for unknown fields.
        var document = StoredDocument()
    }

    let state = Locked(State())
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: "Switchboard settings writer: \(label)", qos: .utility)
    }

    /// The process's writers by place, held weakly: a writer lives as long as a store uses it.
    private static let shared = Locked<[String: WeakWriter]>([:])

    /// The one writer for `place` in this process.
    static func shared(for place: String) -> SettingsWriter {
        shared.withLock { writers in
            if let writer = writers[place]?.writer { return writer }
            writers = writers.filter { $0.value.writer != nil }
            let writer = SettingsWriter(label: place)
            writers[place] = WeakWriter(writer: writer)
            return writer
        }
    }

    /// Hands `value` over to be written by `save`, replacing any save not yet started.
    func submit(_ value: any Sendable, save: @escaping @Sendable () throws(SettingsStoreError) -> Void) {
        let mustStart = state.withLock { state in
            state.pending = save
            state.latest = value
            defer { state.isDraining = true }
            return !state.isDraining
        }
        if mustStart {
            queue.async { self.drain() }
        }
    }

    private func drain() {
        while true {
            let next = state.withLock { state in
                defer { state.pending = nil }
                if state.pending == nil { state.isDraining = false }
                return state.pending
            }
            guard let save = next else { return }
            var failure: SettingsStoreError?
            do {
                try save()
            } catch {
                failure = error
            }
            state.withLock { state in
                state.lastError = failure
                state.writeCount += 1
                if state.pending == nil { state.latest = nil }
            }
        }
    }

    /// Waits until every value handed over before this call is written (or failed to be).
    func flush() {
        queue.sync {}
    }

    /// ``flush()`` without blocking a thread.
    func saved() async {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
        }
    }
}

/// A registry entry that does not keep its writer alive.
struct WeakWriter {
    weak var writer: SettingsWriter?
}
