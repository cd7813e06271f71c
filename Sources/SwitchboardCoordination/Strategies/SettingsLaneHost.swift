import SwitchboardMessaging

/// Performs a ``SettingsReconciler``'s actions for one coordinator bound to one part of a
/// settings value: hands requests to the container and writes accepted ones to the settings.
///
/// Every call into the reconciler returns before its action runs, and actions run in a loop, so
/// a container or settings observer that calls back in (a nested send, a synchronous
/// notification) always meets the reconciler in a settled state.
@MainActor
final class SettingsLaneHost<Root: Sendable, State: CoordinatedState> {
    typealias Request = State.Request

    private let settings: SharedSettings<Root>
    private let part: SettingsPart<Root, State>
    private let handle: @MainActor @Sendable (Request, ChildID?) -> RequestResult?
    /// Numbers the coordinator's deliveries: the container names one back when it abandons a
    /// plan it had accepted.
    private let deliveries: DeliveryCounter
    /// Plans abandoned after their answer while the container was handling a request: taken out
    /// of the settings once it is idle.
    private var lateAbandonments: [(rejected: Refusal<Request>, deliveries: [UInt64])] = []
    private var reconciler: SettingsReconciler<State>
    /// The observation of the part, once started; the coordinator cancels it when invalidated,
    /// and events sent through the settings then reach nobody.
    private var observation: ObserverHandle?
    /// Told each request derived from the settings, and each event sent through them, that the
    /// container refused; set by the coordinator.
    var report: (@MainActor (Refusal<Request>) -> Void)?

    init(
        settings: SharedSettings<Root>, part: SettingsPart<Root, State>,
        handle: @escaping @MainActor @Sendable (Request, ChildID?) -> RequestResult?, deliveries: DeliveryCounter
    ) {
        self.settings = settings
        self.part = part
        self.handle = handle
        self.deliveries = deliveries
        reconciler = SettingsReconciler(told: part.read(settings.value))
        reconciler.dropsKnownChanges = !SettingsLaneSeams.actsOnEveryChange.contains(ObjectIdentifier(settings))
    }

    /// Starts observing the part, for as long as `owner` (the container) lives.
    ///
    /// - Parameters:
    ///   - owner: The container; held weakly by the settings.
    ///   - file: Where the coordinator was made, for the settings' registrations.
    ///   - line: Where the coordinator was made, for the settings' registrations.
    /// - Returns: The lane the coordinator keeps.
    func start(owner: any AnyObject & Sendable, file: String, line: Int) -> SettingsLane<Request> {
        // Not generic over the owner's type, so a specialized host keeps its closures specialized:
        // only the hop through `observe(by:)` is generic over it.
        let observation = observe(by: owner, file: file, line: line) { [weak self] new, number in
            self?.heard(new, number: number)
        }
        self.observation = observation
        SettingsEventRoutes.add(for: settings, at: part.keyPath, lane: self) { [weak self] event in
            self?.deliverEvent(event)
        }
        // Read again now that the observation exists: a change committed before it is told
        // here, and one committed after it is heard.
        perform(reconciler.restart(from: reconciler.told, to: part.read(settings.value)))
        return SettingsLane(
            observation: observation,
            send: { request, child in self.send(request, from: child) },
            replay: { self.replay() },
            onRejection: { self.report = $0 },
            abandoned: { rejected, deliveries in self.abandoned(rejected, deliveries: deliveries) },
            recordApplied: { self.recordApplied($0) })
    }

    private func observe<Owner: AnyObject & Sendable>(
        by owner: Owner, file: String, line: Int, onChange: @escaping @MainActor @Sendable (State, UInt64) -> Void
    ) -> ObserverHandle {
        settings.observeChanges(of: part.keyPath, by: owner, file: file, line: line, handlerIsWeak: true) {
            _, new, number in
            onChange(new, number)
        }
    }

    /// The part changed to `new` at change `number` (the reconciler drops it if it wrote or knows a newer one).
    private func heard(_ new: State, number: UInt64) {
        perform(reconciler.changed(to: new, number: number))
    }

    /// Tells the container everything the part holds, as if it showed ``CoordinatedState/init()``.
    private func replay() {
        perform(reconciler.restart(from: State(), to: part.read(settings.value)))
    }

    /// Hands an event sent through ``SharedSettings/send(_:to:)`` to the container, writing
    /// nothing; a rejection is reported as a link's is (from no child, nothing to correct).
    ///
    /// - Parameter event: The event.
    /// - Returns: The container's answer; `nil` once it is gone or the coordinator invalidated.
    private func deliverEvent(_ event: Request) -> RequestResult? {
        guard observation?.isActive == true else { return nil }
        if State.isUnrecordable(event) {
            let reason = UnrecordableRequest(event, state: State.self)
            report?(Refusal(event, from: nil, reason: reason, correctedSettings: false))
            return .rejected(reason)
        }
        let result = handle(event, nil)
        if let reason = result?.rejection {
            report?(Refusal(event, from: nil, reason: reason, correctedSettings: false))
        }
        return result
    }

    private func send(_ request: Request, from child: ChildID?) -> RequestResult {
        // Refused before the container hears it: carried, it would leave the settings behind.
        // The coordinator records the rejection, as for any link's.
        if State.isUnrecordable(request) { return .rejected(UnrecordableRequest(request, state: State.self)) }
        guard !State.isEvent(request) else {
            // Nothing to record: the container handles it, and the settings stay as they are.
            return handle(request, child) ?? .containerGone
        }
        let place = reconciler.beginHandling(request, delivery: deliveries.next)
        let result = handle(request, child)
        let isOpen = deliveries.lastStaysOpen
        perform(reconciler.endHandling(at: place, accepted: result?.isAccepted ?? false, isOpen: isOpen))
        return result ?? .containerGone
    }

    /// The container applied `request`, which this lane did not carry: recorded in the part as a
    /// link's accepted request is, so the settings keep saying what the container shows. An event
    /// or a request the state cannot record changes nothing.
    private func recordApplied(_ request: Request) {
        guard observation?.isActive == true, !State.isEvent(request), !State.isUnrecordable(request) else { return }
        perform(reconciler.appliedElsewhere(request))
    }

    /// The container refused, after answering, a request this lane carried (abandoned its plan, or
    /// rejected it at its queued turn): the request is taken out of the part (once the container
    /// is idle) and reported, once however many of its deliveries were merged.
    private func abandoned(_ rejected: Refusal<Request>, deliveries: [UInt64]) {
        lateAbandonments.append((rejected, deliveries))
        correctLateAbandonments()
    }

    private func correctLateAbandonments() {
        while reconciler.depth == 0, !lateAbandonments.isEmpty {
            let (rejected, deliveries) = lateAbandonments.removeFirst()
            // Every merged delivery comes out before the part is corrected: one left in would
            // keep the refused value in what the container is told it shows.
            var refused: State?
            for delivery in deliveries {
                if let before = reconciler.abandoned(delivery: delivery), refused == nil { refused = before }
            }
            var corrected = false
            if let refused {
                corrected = correct(refused, to: reconciler.told)
            }
            report?(
                Refusal(
                    rejected.request, from: rejected.sender, reason: rejected.reason, correctedSettings: corrected))
        }
    }

    /// Sets the part back from `refused` to `shown` in one update, unless it changed again since
    /// (that newer change is told from `shown` next).
    ///
    /// - Returns: Whether the part was written.
    private func correct(_ refused: State, to shown: State) -> Bool {
        let (corrected, number) = part.update(settings) { state -> Bool in
            guard state == refused, state != shown else { return false }
            state = shown
            return true
        }
        reconciler.corrected(number: number)
        return corrected
    }

    private func perform(_ first: SettingsReconciler<State>.Action) {
        var action = first
        while true {
            switch action {
            case .none:
                if !lateAbandonments.isEmpty { correctLateAbandonments() }
                return
            case .deliver(let requests):
                // The container records and announces its own rejections; the host sets the part
                // back to what it shows, and reports them once the part says so.
                var refusals: [(request: Request, reason: any Error)] = []
                var shown = reconciler.toldBeforeDelivery
                for request in requests {
                    let delivery = deliveries.next
                    let result = handle(request, nil)
                    if let reason = result?.rejection {
                        refusals.append((request, reason))
                    } else {
                        if deliveries.lastStaysOpen {
                            reconciler.opened(request, delivery: delivery, before: shown)
                        }
                        shown.apply(request)
                    }
                }
                guard !refusals.isEmpty else {
                    action = reconciler.delivered()
                    continue
                }
                let refused = reconciler.told
                reconciler.refused(showing: shown)
                action = reconciler.delivered()
                let corrected = correct(refused, to: shown)
                for refusal in refusals {
                    report?(
                        Refusal(
                            refusal.request, from: nil, reason: refusal.reason, correctedSettings: corrected))
                }
            case .write(let requests):
                // Through the part, so only observers it concerns are compared (not sibling parts).
                // The host is told its own change, maybe before the update returns: the reconciler
                // then takes it as a change that tells nothing, and its number drops it after.
                let (written, number) = part.update(settings) { state -> State in
                    for request in requests { state.apply(request) }
                    return state
                }
                action = reconciler.wrote(written, number: number)
            }
        }
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
