import Foundation

/// Writes a settings value to its store in the background, newest value first, so a burst of
/// updates costs one or two writes. One writer per place (a file, a defaults key) in a process; one
/// thread makes every writer's saves, one at a time, parked on a condition while none has work.
final class SettingsWriter: Sendable {
    struct State {
        /// The newest save not yet started (it returns its failure, if any), and its value for a
        /// second store opened on the place. Not a `throws(SettingsStoreError)` closure: a typed-throws
        /// function type stored generically needs the Swift 6 runtime (iOS 18, macOS 15).
        var pending: (@Sendable () -> SettingsStoreError?)?
        var latest: (any Sendable)?
        /// Saves handed over, how many the latest write covered (or failed; the thread holds this
        /// writer while fewer), and the `saved()` callers waiting for a count.
        var submitted = 0, written = 0, waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var lastError: SettingsStoreError?, writeCount = 0  // writes made so far, which the benchmark counts
        /// What the built-in stores last wrote or read at this place, for unknown fields.
        var document = StoredDocument()
    }
    let state = Locked(State())
    /// The process's writers by place, held weakly: a writer lives as long as a store uses it.
    private static let shared = Locked<[String: @Sendable () -> SettingsWriter?]>([:])
    static func shared(for place: String) -> SettingsWriter {
        shared.withLock { writers in
            if let writer = writers[place]?() { return writer }
            writers = writers.filter { $0.value() != nil }
            let writer = SettingsWriter()
            writers[place] = { [weak writer] in writer }
            return writer
        }
    }

    /// Hands `value` over to be written by `save`, replacing any save not yet started.
    func submit(_ value: any Sendable, save: @escaping @Sendable () -> SettingsStoreError?) {
        let mustStart = state.withLock { state in
            defer { (state.pending, state.latest, state.submitted) = (save, value, state.submitted + 1) }
            return state.written == state.submitted
        }
        guard mustStart else { return }
        Self.condition.lock()
        Self.ready.append(self)
        Self.condition.broadcast()  // enters the kernel only if someone waits: the thread, or flushers
        Self.condition.unlock()
    }
    // Safety: `ready` is only used between `condition.lock()` and `unlock()`.
    private nonisolated(unsafe) static var ready: [SettingsWriter] = []
    /// What the writer thread parks on and flushers wait on. Its first use starts the thread, whose
    /// first read of it waits for this initializer to return, as with any `static let`.
    private static let condition: NSCondition = {
        let thread = Thread { run() }
        (thread.name, thread.qualityOfService) = ("Switchboard settings writer", .utility)
        thread.start()
        return NSCondition()
    }()
    private static func run() -> Never {
        condition.lock()
        while true {
            condition.broadcast()  // to flushers, which resume once this thread parks or unlocks
            while ready.isEmpty { condition.wait() }
            // A writer released here has no save or value left (`writeOnce` cleared them): no user deinit.
            let writer = ready.removeFirst()
            condition.unlock()
            let isPending = writer.writeOnce()
            condition.lock()
            if isPending { ready.append(writer) }
        }
    }

    /// Makes the newest save (one per turn, so a flush can return while other threads keep
    /// updating); returns whether another is pending.
    private func writeOnce() -> Bool {
        let (save, count) = state.withLock { state in
            defer { state.pending = nil }
            return (state.pending, state.submitted)
        }
        let failure = save?()
        let (done, isPending) = state.withLock { state in
            (state.lastError, state.written, state.writeCount) = (failure, count, state.writeCount + 1)
            if count == state.submitted { state.latest = nil }
            defer { state.waiters.removeAll { $0.count <= count } }
            return (state.waiters.filter { $0.count <= count }, count < state.submitted)
        }
        for waiter in done { waiter.continuation.resume() }
        return isPending
    }

    /// Waits until every value handed over before this call is written (or failed to be).
    func flush() {
        let count = state.withLock { $0.submitted }
        Self.condition.lock()
        while state.withLock({ $0.written < count }) { Self.condition.wait() }
        Self.condition.unlock()
    }

    /// ``flush()`` without blocking a thread: the writer thread resumes it.
    func saved() async {
        await withCheckedContinuation { continuation in
            let isWritten = state.withLock { state in
                if state.written < state.submitted { state.waiters.append((state.submitted, continuation)) }
                return state.written == state.submitted
            }
            if isWritten { continuation.resume() }
        }
    }
}
