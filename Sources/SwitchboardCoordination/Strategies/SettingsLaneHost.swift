import SwitchboardMessaging

/// One coordinator's shared-settings strategy, bound to one part of a settings value: the part
/// says what the container is to show, and the container is the only writer of what it shows.
///
/// - A link's request goes to the container as a delegate's does, and nothing is written when it
///   is accepted. A ready container tells the lane each step it settles (finished, abandoned,
///   cancelled, or refused at its queued turn), whoever asked for it; the lane then writes into
///   the part what the container will show: ``shown`` with the requests it has not settled yet
///   applied. A handler that reports no steps (not a ready container) counts an accepted request
///   as finished at once.
/// - A change of the part is told as the requests that take its last value the lane knew to the new
///   one: what someone else changed, never a request of the container's that is not written yet.
///   The lane's own writes are not told to it (its observation takes each as told, whatever thread
///   delivers), and every change carries the settings' change number: one older than a change it
///   handled already is dropped, so the container never goes back to an older value, whatever
///   thread writes and whenever the change is delivered.
/// - When the container refuses told requests, the part is set back to what it will show.
/// - Nothing is told or written while the container is handling a call from this lane, or while
///   the lane writes: it is done once the outermost call returns.
@MainActor
final class SettingsLaneHost<Root: Sendable, State: CoordinatedState> {
    typealias Request = State.Request

    private let settings: SharedSettings<Root>
    private let part: SettingsPart<Root, State>
    private let handle: @MainActor @Sendable (Request, ChildID?) -> RequestResult?
    /// What a ready container keeps of its coordinators: its tickets and unsettled requests.
    private weak var container: KeptCoordinators?
    /// Whether the handler reports the steps it settles (a ready container).
    private let reportsSteps: Bool
    /// What the container shows: the part's value when the lane started (or
    /// ``CoordinatedState/init()`` for a replay), with every step it finished since applied.
    private var shown: State
    /// The part's value as the lane last heard or wrote it.
    private var known: State
    /// The newest settings change number handled, heard or written.
    private var newestNumber: UInt64 = 0
    /// Calls into the container from this lane, and writes of this lane, in progress.
    private var depth = 0
    /// The newest change heard while busy, with its number, handled once idle.
    private var deferredChange: State?
    private var deferredNumber: UInt64 = 0
    /// Every change heard while busy, in order: kept only for the negative control, which acts
    /// on each.
    private var deferredInOrder: [State] = []
    /// What the part was when the lane last told the container, while ``known`` holds changes
    /// the container has not been told: the requests from it to ``known`` are told next.
    private var untoldSince: State?
    /// Requests of finished steps the part does not hold yet (the lane did not tell them), in the
    /// order the container finished them.
    private var unrecorded: [Request] = []
    /// Whether ``unrecorded`` holds a step.
    private var hasUnrecorded = false
    /// Whether the container refused a request the lane told: the part is set back to what the
    /// container will show.
    private var needsCorrection = false
    /// The tickets of told requests whose plans are still open: the part holds them already.
    private var toldTickets: Set<UInt64> = []
    /// The ticket of the request being told, while the container handles it: a step it settles
    /// at once is in the part already.
    private var tellingTicket: UInt64 = 0
    /// For a handler that reports no steps: the requests it received from this lane in the
    /// outermost call, in order, with whether it accepted each and whether the lane told it.
    private var received: [Received] = []
    /// What waits for ``settle()``, as plain flags: testing the generic buffers above for
    /// emptiness would look their types up at run time on every pass of its loop.
    private var hasReceived = false
    private var needsWriting = false
    private var hasUntold = false
    private var hasDeferred = false
    /// Whether the last write changed the part: what a late refusal reports as corrected.
    private var lastWriteChangedPart = false
    /// Whether stale changes and the lane's own are dropped; `false` only for the negative control
    /// of the detour tests (``SettingsLaneSeams``).
    private let dropsKnownChanges: Bool
    /// Who the lane writes as: its observation is not told its own writes (the negative control's
    /// is, to act on them).
    private var writerIdentity: ObjectIdentifier? {
        dropsKnownChanges ? ObjectIdentifier(self) : nil
    }
    /// The observation of the part, once started; the coordinator cancels it when invalidated,
    /// and events sent through the settings then reach nobody.
    private var observation: SubscriptionToken?
    /// Told each request derived from the settings, and each event sent through them, that the
    /// container refused; set by the coordinator.
    var report: (@MainActor (Refusal<Request>) -> Void)?

    /// A request a handler that reports no steps received.
    private struct Received {
        let request: Request
        let wasTold: Bool
        var accepted = false
    }

    init(
        settings: SharedSettings<Root>, part: SettingsPart<Root, State>,
        handle: @escaping @MainActor @Sendable (Request, ChildID?) -> RequestResult?, container: KeptCoordinators?
    ) {
        self.settings = settings
        self.part = part
        self.handle = handle
        self.container = container
        reportsSteps = container != nil
        shown = part.read(settings.value)
        known = shown
        dropsKnownChanges = !SettingsLaneSeams.actsOnEveryChange.contains(ObjectIdentifier(settings))
    }

    /// Starts observing the part, for as long as `owner` (the container) lives.
    ///
    /// - Parameters:
    ///   - owner: The container; held weakly by the settings.
    ///   - file: Where the coordinator was made, for the settings' registrations.
    ///   - line: Where the coordinator was made, for the settings' registrations.
    /// - Returns: The lane the coordinator keeps.
    func start(owner: any AnyObject & Sendable, file: String, line: Int) -> SettingsLane<Request> {
        let observation = observe(by: owner, file: file, line: line) { [weak self] new, number in
            self?.heard(new, number: number)
        }
        self.observation = observation
        SettingsEventRoutes.add(for: settings, at: part.keyPath, lane: self) { [weak self] event in
            self?.deliverEvent(event)
        }
        // Read again now that the observation exists: a change committed before it is told
        // here, and one committed after it is heard.
        untoldSince = known
        hasUntold = true
        known = part.read(settings.value)
        settle()
        return SettingsLane(
            observation: observation,
            send: { request, child in self.send(request, from: child) },
            replay: { self.replay() },
            onRejection: { self.report = $0 },
            stepSettled: { self.stepSettled($0, $1, $2) },
            writeSettled: { self.settle() },
            refusedLate: { self.refusedLate($0) })
    }

    /// Not generic over the owner's type, so the lane's own closures are made once: only the hop
    /// through `observeChanges(of:by:)` is generic over it.
    private func observe<Owner: AnyObject & Sendable>(
        by owner: Owner, file: String, line: Int, onChange: @escaping @MainActor @Sendable (State, UInt64) -> Void
    ) -> SubscriptionToken {
        settings.observeChanges(
            of: part.keyPath, by: owner, file: file, line: line, handlerIsWeak: true, writer: writerIdentity
        ) {
            _, new, number in
            onChange(new, number)
        }
    }

    /// What the container will show once every request it has not settled is: only for the
    /// negative control (``SettingsLaneSeams``).
    private func willShowEverything() -> State {
        var state = shown
        for unsettled in container?.unsettledRequests(of: Request.self) ?? [] where Self.records(unsettled.request) {
            state.apply(unsettled.request)
        }
        return state
    }

    /// The requests the lane told that the container has not settled, in its order: the part
    /// holds them already.
    private func unsettledTold() -> [Request] {
        guard !toldTickets.isEmpty, let container else { return [] }
        return container.unsettledRequests(of: Request.self).compactMap { unsettled in
            toldTickets.contains(unsettled.ticket) && Self.records(unsettled.request) ? unsettled.request : nil
        }
    }

    /// Applies `requests` to `state` in order.
    private static func apply(_ requests: [Request], to state: inout State) {
        for request in requests { state.apply(request) }
    }

    /// Whether the state records `request`: not an event, nor one it cannot record.
    private static func records(_ request: Request) -> Bool {
        !State.isEvent(request) && !State.isUnrecordable(request)
    }

    /// Hands `request` to the container (`told`: derived from the part). A handler that reports
    /// no steps has what it accepts recorded in the order it received them.
    private func call(_ request: Request, from child: ChildID?, told: Bool) -> RequestResult? {
        guard !reportsSteps else { return handleCounted(request, from: child, told: told) }
        let index = received.count
        received.append(Received(request: request, wasTold: told))
        hasReceived = true
        let result = handleCounted(request, from: child, told: told)
        received[index].accepted = result?.isAccepted == true
        if depth == 0 { finishReceived() }
        return result
    }

    /// Hands `request` to the container, counting the call so that what it causes waits, and
    /// keeping the ticket of a told request the container has not settled.
    private func handleCounted(_ request: Request, from child: ChildID?, told: Bool) -> RequestResult? {
        if told, let container { tellingTicket = container.nextTicket }
        depth += 1
        let result = handle(request, child)
        depth -= 1
        if told {
            tellingTicket = 0
            if let receipt = container?.lastReceipt, receipt.isOpen { toldTickets.insert(receipt.ticket) }
        }
        return result
    }

    /// A handler that reports no steps has finished what it accepted: recorded in the order it
    /// received them, once the outermost call returns.
    private func finishReceived() {
        for entry in received where entry.accepted && Self.records(entry.request) {
            shown.apply(entry.request)
            if !entry.wasTold {
                unrecorded.append(entry.request)
                hasUnrecorded = true
                needsWriting = true
            }
        }
        received.removeAll()
        hasReceived = false
    }

    private func send(_ request: Request, from child: ChildID?) -> RequestResult {
        // Refused before the container hears it: carried, it would leave the settings behind.
        // The coordinator records the rejection, as for any link's.
        if State.isUnrecordable(request) { return .rejected(UnrecordableRequest(request, state: State.self)) }
        let result = call(request, from: child, told: false)
        settle()
        return result ?? .containerGone
    }

    /// The part changed to `new` at change `number`.
    private func heard(_ new: State, number: UInt64) {
        guard depth == 0 else {
            if !dropsKnownChanges { deferredInOrder.append(new) }
            if !hasDeferred || number > deferredNumber {
                deferredChange = new
                deferredNumber = number
                hasDeferred = true
            }
            return
        }
        accept(new, number: number)
        settle()
    }

    /// Takes `new` as the part's value, unless `number` is one handled already.
    private func accept(_ new: State, number: UInt64) {
        guard number > newestNumber || !dropsKnownChanges else { return }
        newestNumber = max(newestNumber, number)
        if !hasUntold {
            untoldSince = known
            hasUntold = true
        }
        known = new
    }

    /// The container settled the request of `ticket`, whoever asked for it; `records` unless
    /// another coordinator bound to the same part records it. Written by ``settle()``, which the
    /// container calls once every coordinator it keeps has been told, so a coordinator bound to
    /// the same part that hears the write knows the step already.
    private func stepSettled(_ ticket: UInt64, _ step: SettledStep<Request>, _ records: Bool) {
        let wasTold = toldTickets.remove(ticket) != nil || ticket == tellingTicket
        switch step {
        case .finished(let request):
            guard Self.records(request) else { break }
            shown.apply(request)
            // A told request is in the part already.
            guard !wasTold else { break }
            // Recorded here, or by the coordinator bound to the same part that records it: this
            // lane then takes the part as holding it, so hearing that write tells nothing back.
            if records {
                unrecorded.append(request)
                hasUnrecorded = true
                needsWriting = true
            } else {
                known.apply(request)
            }
        case .cancelled, .refused:
            if wasTold {
                needsCorrection = true
                needsWriting = true
            }
        case .unchanged:
            // The part holds what the container shows already: it is only no longer told-unsettled.
            return
        }
        lastWriteChangedPart = false
    }

    /// Tells the container everything the part holds, as if it showed ``CoordinatedState/init()``.
    private func replay() {
        shown = State()
        untoldSince = State()
        hasUntold = true
        known = part.read(settings.value)
        settle()
    }

    /// Does what waited, unless the container or the lane is busy: writes the steps the container
    /// settled, tells it the changes it has not been told, then takes a change heard meanwhile.
    private func settle() {
        guard depth == 0 else { return }
        while true {
            // Received while the lane wrote: an observer of the write sent it.
            if hasReceived { finishReceived() }
            if needsWriting {
                write()
            } else if hasUntold {
                tellUntold()
            } else if hasDeferred {
                takeDeferred()
            } else {
                return
            }
        }
    }

    /// Tells the container the change of the part it has not been told.
    private func tellUntold() {
        hasUntold = false
        guard let base = untoldSince else { return }
        untoldSince = nil
        // The negative control takes every change it is told as what the container is to show,
        // as lanes did before change numbers.
        tell(since: dropsKnownChanges ? base : willShowEverything())
    }

    /// Takes the change heard while the lane was busy.
    private func takeDeferred() {
        if !dropsKnownChanges, !deferredInOrder.isEmpty {
            accept(deferredInOrder.removeFirst(), number: 0)
            deferredChange = nil
        } else if let change = deferredChange {
            deferredChange = nil
            accept(change, number: deferredNumber)
        }
        hasDeferred = !dropsKnownChanges && !deferredInOrder.isEmpty
    }

    /// Tells the container the requests that take the part from `base` to ``known``; when it
    /// refuses some, the part is set back to what it will show, then the refusals are reported.
    private func tell(since base: State) {
        let requests = known.requests(since: base)
        guard !requests.isEmpty else { return }
        // The container records and announces its own rejections; the lane reports them once the
        // part says what the container shows.
        var refusals: [(request: Request, reason: any Error)] = []
        for request in requests {
            if let reason = call(request, from: nil, told: true)?.rejection { refusals.append((request, reason)) }
        }
        guard !refusals.isEmpty else { return }
        needsCorrection = true
        needsWriting = true
        let corrected = write()
        for refusal in refusals {
            report?(Refusal(refusal.request, from: nil, reason: refusal.reason, correctedSettings: corrected))
        }
    }

    /// Writes the steps the container settled into the part: a correction sets it to what the
    /// container shows with the told requests it has not settled, unless the part changed since
    /// the lane last knew it (that newer change is told next); finished steps it does not hold
    /// are applied to its value at the time, so a change another thread made meanwhile stays.
    ///
    /// - Returns: Whether the part changed.
    @discardableResult
    private func write() -> Bool {
        // Told requests still open, if any: looked at only then, as generic code here looks up
        // the array's type at run time.
        let hasTold = !toldTickets.isEmpty
        let told = unsettledTold()
        var target = shown
        if hasTold { Self.apply(told, to: &target) }
        let steps = unrecorded
        let hasSteps = hasUnrecorded
        let correcting = needsCorrection && target != known
        if hasSteps {
            unrecorded = []
            hasUnrecorded = false
        }
        needsCorrection = false
        needsWriting = false
        guard hasSteps || correcting else { return false }
        let expected = known
        // What the part gets when nobody changed it since the lane last knew it, the usual case:
        // worked out before the settings' lock is taken. The told requests the container has not
        // settled came after the steps: applied again over them, so a step finished late does
        // not undo a newer change.
        var expectedResult = target
        if !correcting {
            expectedResult = expected
            Self.apply(steps, to: &expectedResult)
            if hasTold { Self.apply(told, to: &expectedResult) }
        }
        var changed = expectedResult != expected
        // The lane hears its own change during the update: deferred, then dropped by its number.
        depth += 1
        let (written, number) = part.update(settings, writer: writerIdentity) { state -> State in
            if state == expected {
                state = expectedResult
            } else if hasSteps {
                // Changed elsewhere meanwhile (that change is told next): the steps go on top of it.
                let before = state
                Self.apply(steps, to: &state)
                if hasTold { Self.apply(told, to: &state) }
                changed = state != before
            } else {
                changed = false
            }
            return state
        }
        depth -= 1
        if hasDeferred, deferredNumber <= number, dropsKnownChanges {
            deferredChange = nil
            hasDeferred = false
        }
        lastWriteChangedPart = changed
        guard number > newestNumber else { return changed }
        newestNumber = number
        known = written
        // A change made elsewhere that the write built on is told next.
        if written != target, !hasUntold {
            untoldSince = target
            hasUntold = true
        }
        return changed
    }

    /// The container refused, after answering, a request this lane carried (abandoned its plan,
    /// or rejected it at its queued turn): reported once the part says what the container shows.
    private func refusedLate(_ rejected: Refusal<Request>) {
        report?(
            Refusal(
                rejected.request, from: rejected.sender, reason: rejected.reason,
                correctedSettings: lastWriteChangedPart))
    }

    /// Hands an event sent through ``SharedSettings/send(_:to:)`` to the container, writing
    /// nothing; a rejection is reported as a link's is (from no child, nothing to correct).
    ///
    /// - Parameter event: The event.
    /// - Returns: The container's answer; `nil` once it is gone or the coordinator invalidated.
    private func deliverEvent(_ event: Request) -> RequestResult? {
        guard observation?.isCancelled == false else { return nil }
        if State.isUnrecordable(event) {
            let reason = UnrecordableRequest(event, state: State.self)
            report?(Refusal(event, from: nil, reason: reason, correctedSettings: false))
            return .rejected(reason)
        }
        let result = call(event, from: nil, told: false)
        if let reason = result?.rejection {
            report?(Refusal(event, from: nil, reason: reason, correctedSettings: false))
        }
        settle()
        return result
    }
}

/// Test seams of the shared-settings strategy.
@MainActor
package enum SettingsLaneSeams {
    /// The settings (by identity) whose lanes act on every change they are told, their own writes
    /// and stale ones included, as lanes did before change numbers: the negative control of the
    /// detour tests. Keyed by instance, so tests running beside it are not affected.
    package static var actsOnEveryChange: Set<ObjectIdentifier> = []
}
