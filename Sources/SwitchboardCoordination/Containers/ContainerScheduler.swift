/// A pure ``ContainerStateMachine`` plus the queue for requests that arrive while a transition
/// is in flight: still a value, still free of side effects.
///
/// - An invalid request is rejected at once and changes nothing.
/// - While idle, a valid request is planned at once: `ContainerStep.started(_:)` (the
///   scheduler is now in a transition until the host calls ``endTransition(_:)``) or
///   `ContainerStep.unchanged`.
/// - During a transition, a valid request is queued. Requests are never dropped. The one merge:
///   an idempotent request (`swap(to:)`, `showPage`, `closePanels`) from the same sender as the
///   last queued request and equal to it is coalesced into it. Toggles and `swapNext` never
///   coalesce, because applying them twice differs from applying them once.
/// - ``endTransition(_:)`` applies queued requests in order until one starts a new transition
///   or the queue is empty.
/// - While the host holds requests (``hold()``, a pager's finger down before its swipe begins),
///   every valid request is queued as during a transition, except a change the user drives
///   (`startsDespiteHold`); ``releaseHold()`` applies the queue unless a transition runs, and no
///   transition's end applies it while the hold lasts.
/// - `endTransition(.abandoned)` is for a host that could not carry a plan out (a containment
///   call was refused), `endTransition(.cancelled)` for a change the user let go: the machine
///   returns to the state before that plan, then the queue proceeds, planned against the state
///   the container really has.
///
/// ```swift
/// var scheduler = ContainerScheduler(SwapContainer(alternates: ["first", "second", "third"]))
/// scheduler.receive(.swap(to: "second"))   // .started([...])
/// scheduler.receive(.swap(to: "third"))    // .queued(position: 0)
/// scheduler.endTransition()                // third starts
/// ```
package struct ContainerScheduler<Machine: ContainerStateMachine>: Sendable {
    /// A request taken from the queue by `ContainerScheduler.endTransition(_:)`, with what
    /// it led to: `ContainerStep.started(_:)` or `ContainerStep.unchanged`.
    package struct Dequeued {
        /// The request that waited.
        package let pending: SentRequest<Machine.Request>
        /// What applying it did.
        package let step: ContainerStep<Machine.Rejection>
        /// Its ticket: the number its container gave it as it received it.
        package let ticket: UInt64
    }

    /// The container's state, as of the last planned request.
    package private(set) var machine: Machine
    /// Requests waiting for the transition in flight, oldest first.
    package var pending: [SentRequest<Machine.Request>] { queue[queueStart...].map(\.request) }
    /// The requests not settled yet, with their tickets: the one in flight, then those waiting.
    package var unsettled: [UnsettledRequest<Machine.Request>] {
        var unsettled: [UnsettledRequest<Machine.Request>] = []
        if let inFlight { unsettled.append(UnsettledRequest(ticket: inFlightTicket, request: inFlight.request)) }
        for waiting in queue[queueStart...] {
            unsettled.append(UnsettledRequest(ticket: waiting.ticket, request: waiting.request.request))
        }
        return unsettled
    }
    /// A waiting request with its ticket (identical requests merged into it share it).
    private struct Waiting {
        let request: SentRequest<Machine.Request>
        let ticket: UInt64
    }
    /// The queue's storage: entries before `queueStart` were taken already. Taking one moves no
    /// other, so a queue of 100,000 requests drains in linear time.
    private var queue: [Waiting] = []
    private var queueStart = 0
    /// How many requests wait.
    private var queuedCount: Int { queue.count - queueStart }
    /// Whether a started plan has not been finished yet: ``inFlight`` is set.
    package private(set) var isTransitioning = false
    /// Whether the host holds requests in the queue (see ``hold()``).
    package private(set) var isHolding = false
    /// The request whose plan is running, if any.
    package private(set) var inFlight: SentRequest<Machine.Request>?
    /// The ticket of the request in flight.
    package private(set) var inFlightTicket: UInt64 = 0
    /// The ticket of the last valid request received: its own, or the one of the waiting request
    /// it was merged into.
    package private(set) var receivedTicket: UInt64 = 0
    /// The state before the plan in flight: what `endTransition(.abandoned)` returns to.
    private var committed: Machine?
    /// What happened to every request so far.
    package private(set) var tally = ContainerRequestTally()

    /// Changes the machine outside any request, while idle: nothing runs, is held or waits, so
    /// no plan or queued request was made for the machine as it was.
    ///
    /// - Parameter change: The change; when it throws, the machine stays as it was.
    /// - Returns: `false`, changing nothing, when the scheduler is not idle.
    package mutating func changeMachineWhileIdle<Failure: Error>(
        _ change: (inout Machine) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        guard !isTransitioning, !isHolding, queuedCount == 0 else { return false }
        var changed = machine
        try change(&changed)
        machine = changed
        return true
    }

    /// Wraps `machine`, idle and with an empty queue.
    ///
    /// - Parameter machine: The container's initial state.
    package init(_ machine: Machine) {
        self.machine = machine
    }

    /// Decides what to do with `request`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it, if known.
    ///   - ticket: The number its container gave it, kept with it until it settles.
    ///   - startsDespiteHold: Whether it is the change the user drives, which the host's hold
    ///     (``hold()``) lets through.
    /// - Returns: What to do; see `ContainerStep`.
    @discardableResult
    package mutating func receive(
        _ request: Machine.Request, from sender: ChildID? = nil, ticket: UInt64 = 0,
        startsDespiteHold: Bool = false
    ) -> ContainerStep<Machine.Rejection> {
        tally.received += 1
        if let rejection = machine.rejection(for: request, from: sender) {
            tally.rejected += 1
            return .rejected(rejection)
        }
        let incoming = SentRequest(request, from: sender)
        receivedTicket = ticket
        guard isTransitioning || (isHolding && !startsDespiteHold) else { return apply(incoming, ticket: ticket) }
        if machine.isIdempotent(request), queuedCount > 0, queue[queue.count - 1].request == incoming {
            tally.coalesced += 1
            receivedTicket = queue[queue.count - 1].ticket
            return .coalesced(position: queuedCount - 1)
        }
        queue.append(Waiting(request: incoming, ticket: ticket))
        tally.everQueued += 1
        return .queued(position: queuedCount - 1)
    }

    /// How a transition in flight ends.
    package enum TransitionEnd: Sendable {
        /// The host carried the plan out: ``machine`` keeps its state.
        case finished
        /// The host could not carry the plan out (a containment call was refused): ``machine``
        /// returns to the state before the plan, and the request counts as
        /// ``ContainerRequestTally/abandoned`` instead of started. Only the plan's effects before
        /// the refused one have happened, so the built-in machines put the only step a host can
        /// refuse (the transition) before any other containment change.
        case abandoned
        /// The change was interactive and the user cancelled it (a swipe let go before half-way):
        /// ``machine`` returns to the state before the plan, and the request counts as
        /// ``ContainerRequestTally/cancelled`` instead of started.
        case cancelled
    }

    /// Ends the transition in flight as `end` says, then applies queued requests in order until
    /// one starts a new transition or the queue is empty. Does nothing when no transition is in
    /// flight.
    ///
    /// ```swift
    /// scheduler.receive(.swap(to: "second"))   // .started([...]); the host's transition is refused
    /// scheduler.endTransition(.abandoned)      // machine.current is "first" again
    /// ```
    ///
    /// - Parameter end: How the transition ended.
    /// - Returns: The requests taken from the queue, in order; only the last can have
    ///   started a transition.
    @discardableResult
    package mutating func endTransition(_ end: TransitionEnd = .finished) -> [Dequeued] {
        guard isTransitioning else { return [] }
        if end != .finished {
            // Only an unfinished plan goes back: a finished one keeps (and never copies) its state.
            guard let committed else { return [] }
            machine = committed
            tally.started -= 1
            if end == .abandoned { tally.abandoned += 1 } else { tally.cancelled += 1 }
        }
        inFlight = nil
        isTransitioning = false
        inFlightTicket = 0
        self.committed = nil
        return applyQueue()
    }

    /// Holds requests: from now on each valid request waits in the queue, as during a
    /// transition, until ``releaseHold()``; only a change the user drives starts
    /// (`receive(_:from:ticket:startsDespiteHold:)`). For a host whose user touches the content
    /// before any change begins: a pager's finger down, whose swipe has not begun.
    package mutating func hold() {
        isHolding = true
    }

    /// Ends the hold: unless a transition runs (its end applies them), the requests that waited
    /// are applied in order until one starts a transition, as by ``endTransition(_:)``.
    ///
    /// - Returns: The requests taken from the queue, in order; only the last can have
    ///   started a transition.
    @discardableResult
    package mutating func releaseHold() -> [Dequeued] {
        guard isHolding else { return [] }
        isHolding = false
        return isTransitioning ? [] : applyQueue()
    }

    private mutating func applyQueue() -> [Dequeued] {
        // An empty queue is the common case, and is always left empty below (never consumed
        // with its storage kept), so there is nothing to reset.
        guard queuedCount > 0, !isHolding else { return [] }
        var dequeued: [Dequeued] = []
        while !isTransitioning, queuedCount > 0 {
            let next = queue[queueStart]
            queueStart += 1
            let step = recheck(next.request) ?? apply(next.request, ticket: next.ticket)
            dequeued.append(Dequeued(pending: next.request, step: step, ticket: next.ticket))
        }
        if queuedCount == 0 {
            queue.removeAll(keepingCapacity: queue.count < 1024)
            queueStart = 0
        } else if queueStart > 1024, queueStart > queue.count / 2 {
            queue.removeFirst(queueStart)
            queueStart = 0
        }
        return dequeued
    }

    /// A queued request checked again when its turn comes: valid requests stay valid, except in
    /// a machine whose configuration a request changes (a pager's page edits change its page
    /// count), where one that no longer fits is rejected then (``ContainerRequestTally/rejected``).
    private mutating func recheck(_ request: SentRequest<Machine.Request>) -> ContainerStep<Machine.Rejection>? {
        guard let rejection = machine.rejection(for: request.request, from: request.sender) else { return nil }
        tally.rejected += 1
        return .rejected(rejection)
    }

    private mutating func apply(
        _ request: SentRequest<Machine.Request>, ticket: UInt64
    ) -> ContainerStep<Machine.Rejection> {
        let before = machine
        let effects = machine.plan(request.request, from: request.sender)
        if effects.isEmpty {
            tally.unchanged += 1
            return .unchanged
        }
        tally.started += 1
        inFlight = request
        isTransitioning = true
        inFlightTicket = ticket
        committed = before
        return .started(effects)
    }
}
