import Foundation

/// Writes a settings value to its store in the background, newest value first, so a burst of
/// updates costs one or two writes. One writer per place (a file, a defaults key) in a process; one
/// serial queue makes every writer's saves, one at a time.
final class SettingsWriter: Sendable {
    struct State {
        /// The newest save not yet started, and its value for a second store opened on the place. It
        /// throws a ``SettingsStoreError``; not a `throws(SettingsStoreError)` closure, as a typed-throws
        /// function type stored generically needs the Swift 6 runtime (iOS 18, macOS 15).
        var pending: (@Sendable () throws -> Void)?
        var latest: (any Sendable)?
        /// Saves handed over, and how many the latest write covered (or failed; a turn is queued while fewer).
        var submitted = 0, written = 0
        /// Why the latest write failed, or `nil`.
        var lastError: SettingsStoreError?
        /// What the built-in stores last wrote or read at this place, for unknown fields.
        var document = StoredDocument()
    }
    let state = Locked(State())
    /// Where every writer's saves run, off the updating threads, one at a time.
    private static let queue = DispatchQueue(label: "Switchboard settings writer", qos: .utility)
    /// The process's writers by place, held weakly: a writer lives as long as a store uses it.
    private static let shared = Locked<[String: WeakRef<SettingsWriter>]>([:])
    static func shared(for place: String) -> SettingsWriter {
        shared.withLock { writers in
            if let writer = writers[place]?.object { return writer }
            writers = writers.filter { !$0.value.isDead }
            let writer = SettingsWriter()
            writers[place] = WeakRef(writer)
            return writer
        }
    }

    /// Hands `value` over to be written by `save`, replacing any save not yet started.
    func submit(_ value: any Sendable, save: @escaping @Sendable () throws -> Void) {
        let mustStart = state.withLock { state in
            defer { (state.pending, state.latest, state.submitted) = (save, value, state.submitted + 1) }
            return state.written == state.submitted
        }
        if mustStart { Self.queue.async(execute: takeTurn) }
    }

    /// Makes the newest save, then queues another turn at the back if one is pending: one save per
    /// turn, so a `flush()` waiting there returns while other threads keep updating.
    private func takeTurn() {
        let (save, count) = state.withLock { state in
            defer { state.pending = nil }
            return (state.pending, state.submitted)
        }
        var failure: SettingsStoreError?
        do {
            try save?()
        } catch {
            failure = error as? SettingsStoreError  // what every save throws
        }
        let isPending = state.withLock { state in
            (state.lastError, state.written) = (failure, count)
            if count == state.submitted { state.latest = nil }
            return count < state.submitted
        }
        if isPending { Self.queue.async(execute: takeTurn) }
    }

    /// Waits until every value handed over before this call is written (or failed to be).
    func flush() {
        let count = state.withLock { $0.submitted }
        // Each pass waits for the turns queued so far; the one that writes `count` is among them or
        // queued by one of them.
        while isWaiting(for: count) { Self.queue.sync {} }
    }

    /// ``flush()`` without blocking a thread: each pass awaits a block queued behind the turns.
    func saved() async {
        let count = state.withLock { $0.submitted }
        while isWaiting(for: count) {
            await withCheckedContinuation { continuation in Self.queue.async { continuation.resume() } }
        }
    }

    /// Whether the first `count` values handed over are not all written yet.
    private func isWaiting(for count: Int) -> Bool {
        state.withLock { $0.written < count }
    }
}
