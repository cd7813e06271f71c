/// The buffer between the posters of an async stream and the tasks iterating it.
///
/// Posters append under the lock and wake at most one waiting consumer, after unlocking. A consumer
/// that finds elements waiting takes them all at once (``take(into:)`` swaps the whole buffer for
/// its own empty one), then hands them out without locking or suspending again, so a burst costs
/// one wake-up, not one per element. Under a bounded policy the consumer takes one element per
/// lock instead: the limit must count every element not yet handed out, exactly as `AsyncStream`
/// counts it, and elements already moved to a consumer could no longer be dropped.
///
/// No continuation is resumed and no element is destroyed while the lock is held: both are
/// carried out of ``Locked/withLock(_:)`` and dealt with after it returns.
struct StreamBuffer<Element: Sendable>: Sendable {
    /// What a consumer found in ``take(into:)``.
    enum Supply {
        /// Elements were moved into the consumer's batch.
        case ready
        /// Nothing is waiting: the consumer should ``park(_:)``.
        case empty
        /// Nothing is waiting and nothing more will come.
        case over
    }

    private let state: Locked<StreamBufferState<Element>>
    /// `nil` for an unbounded buffer. Kept outside the lock: it never changes.
    private let limit: Int?
    /// Under a bounded policy, whether a full buffer drops its oldest element (`bufferingNewest`) rather
    /// than the new one (`bufferingOldest`).
    private let dropsOldest: Bool

    /// Creates an empty buffer that keeps elements as `policy` says.
    ///
    /// - Parameter policy: `AsyncStream`'s policy, with its exact meaning: the limit counts elements
    ///   waiting for a consumer, not one handed to a consumer that was already waiting.
    init(policy: AsyncStream<Element>.Continuation.BufferingPolicy) {
        state = Locked(StreamBufferState())
        switch policy {
        case .unbounded:
            (limit, dropsOldest) = (nil, false)
        case .bufferingOldest(let count):
            (limit, dropsOldest) = (max(count, 0), false)
        case .bufferingNewest(let count):
            (limit, dropsOldest) = (max(count, 0), true)
        @unknown default:
            (limit, dropsOldest) = (nil, false)
        }
    }

    /// Adds `element` (or drops it, as the policy says, or because the buffer has finished) and wakes
    /// one waiting consumer.
    func send(_ element: Element) {
        guard let limit else {
            let waiter = state.withLock { state -> UnsafeContinuation<Void, Never>? in
                guard !state.isFinished else { return nil }
                state.pending.append(element)
                return state.waiters.isEmpty ? nil : state.waiters.removeFirst()
            }
            waiter?.resume()
            return
        }
        sendBounded(element, limit: limit)
    }

    /// ``send(_:)`` under a bounded policy; kept apart so the unbounded path does not pay for this one's
    /// generic types (unspecialized code looks their metadata up when the function is entered).
    @inline(never)
    private func sendBounded(_ element: Element, limit: Int) {
        let dropsOldest = dropsOldest
        let (waiter, dropped) = state.withLock { state in
            state.sendBounded(element, limit: limit, dropsOldest: dropsOldest)
        }
        // The dropped element, if any, is destroyed here, after unlocking: its `deinit` is not ours.
        _ = dropped
        waiter?.resume()
    }

    /// Moves waiting elements into `batch`, which must be empty: all of them when unbounded, the oldest
    /// one when bounded.
    ///
    /// - Parameter batch: The consumer's batch. Unbounded, the two queues swap: each keeps its memory,
    ///   so a consumer that keeps up allocates nothing.
    /// - Returns: Whether `batch` now holds elements, or else whether more may come.
    func take(into batch: inout ElementQueue<Element>) -> Supply {
        assert(batch.isEmpty, "a consumer takes more only once it has handed out its batch")
        let isUnbounded = limit == nil
        return state.withLock { state in
            if state.pending.isEmpty {
                return state.isFinished ? .over : .empty
            }
            if isUnbounded {
                swap(&state.pending, &batch)
            } else {
                batch.append(state.pending.removeFirst())
                state.promised = max(state.promised - 1, 0)
            }
            return .ready
        }
    }

    /// Registers `waiter` to be resumed by the next ``send(_:)``, ``finish()`` or ``cancel()``, or
    /// resumes it at once if one of those already happened since the consumer's last ``take(into:)``.
    func park(_ waiter: UnsafeContinuation<Void, Never>) {
        let resumeNow = state.withLock { state in
            if !state.pending.isEmpty || state.isFinished { return true }
            state.waiters.append(waiter)
            return false
        }
        if resumeNow { waiter.resume() }
    }

    /// How many consumers are suspended waiting for an element (for tests that must know one is).
    var waitingConsumerCount: Int {
        state.withLock { $0.waiters.count }
    }

    /// How many elements wait for a consumer.
    var pendingCount: Int {
        state.withLock { $0.pending.count }
    }

    /// Accepts nothing more; waiting elements are still handed out, then consumers get ``Supply/over``.
    func finish() {
        let waiters = state.withLock { state in
            state.isFinished = true
            return state.takeWaiters()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Accepts nothing more and discards waiting elements: consumers get ``Supply/over`` at once.
    func cancel() {
        var discarded = ElementQueue<Element>(minimumCapacity: 1)
        let waiters = state.withLock { state in
            state.isFinished = true
            state.promised = 0
            swap(&discarded, &state.pending)
            return state.takeWaiters()
        }
        // The discarded elements are destroyed here, after unlocking: an element's `deinit` may do anything.
        discarded.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}

/// Everything a ``StreamBuffer``'s lock protects.
///
/// Every stored property has the same layout for any `Element` (the queue is one reference), so code
/// that is not specialized for the element type still reaches them at fixed offsets.
///
/// The queue is not `Sendable`; it is only reached under the lock, and a consumer swaps its own in
/// and out only there.
struct StreamBufferState<Element> {
    /// Elements not yet handed to a consumer, oldest first.
    var pending = ElementQueue<Element>()
    /// Consumers suspended until an element arrives or the buffer finishes, first come first served.
    var waiters: [UnsafeContinuation<Void, Never>] = []
    /// Under a bounded policy, how many of the oldest pending elements were each sent to a consumer that
    /// was waiting (and is now being resumed for it). `AsyncStream` hands such an element straight to
    /// the consumer, so it neither counts against the limit nor can be dropped: neither here.
    var promised = 0
    /// Set by ``StreamBuffer/finish()`` and ``StreamBuffer/cancel()``: new elements are dropped.
    var isFinished = false

    /// Stores `element` under a bounded policy.
    ///
    /// - Returns: The consumer to resume, and an element the policy dropped (to be destroyed by the
    ///   caller after unlocking).
    mutating func sendBounded(
        _ element: Element,
        limit: Int,
        dropsOldest: Bool
    ) -> (UnsafeContinuation<Void, Never>?, Element?) {
        if isFinished { return (nil, nil) }
        if !waiters.isEmpty {
            pending.append(element)
            promised += 1
            return (waiters.removeFirst(), nil)
        }
        if pending.count - promised < limit {
            pending.append(element)
            return (nil, nil)
        }
        guard dropsOldest, limit > 0 else { return (nil, nil) }
        // Promised elements stay (moved up by one slot each: there are as many as waiting consumers).
        let dropped = pending.remove(at: promised)
        pending.append(element)
        return (nil, dropped)
    }

    /// Removes and returns every waiting consumer.
    mutating func takeWaiters() -> [UnsafeContinuation<Void, Never>] {
        var taken: [UnsafeContinuation<Void, Never>] = []
        swap(&taken, &waiters)
        return taken
    }
}
