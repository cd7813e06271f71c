/// The shared-settings strategy's decisions as a value: events in, one action out. A
/// ``SettingsLaneHost`` performs the actions (hands requests to the container, writes the
/// settings) and reports back; nothing here touches a container or a settings instance.
///
/// The rules:
/// - A link's request goes to the container first. Only a request the container accepts is
///   recorded in the settings, so a rejected one leaves them exactly as they were.
/// - ``told`` is the state the container has been brought to: the part's value as of the last
///   change it was told about, plus every request it accepted since.
/// - A change of the part is told as `new.requests(since: told)`. Every change carries the
///   settings' change number: the host drops a change it has seen a newer number than (its own
///   writes included), so the container never goes back to an older value. After its own write,
///   the container is told what the written value holds beyond ``told`` (a change made by someone
///   else that the write built on), which is usually nothing.
/// - When the container refuses (rejects or abandons) told requests, it shows the state before
///   them with the accepted ones applied: that becomes ``told`` (``refused(showing:)``), and the
///   host writes it back to the part, so settings and container agree again.
/// - A request the container accepted with a plan it has not finished (applied or queued) can
///   still be abandoned when the hierarchy refuses a later step. The reconciler keeps the newest
///   such requests (``openLimit``) with the state before each; ``abandoned(delivery:)`` takes one
///   out of ``told``, as if it had never been applied, and the host writes that back.
/// - Nothing is written or told while the container is handling a request: a request sent from
///   inside the handler is handed over at once, and recorded after the outermost call returns, in
///   the order the container received them (the outer request before the ones its handling sent);
///   a change heard meanwhile is told afterwards.
struct SettingsReconciler<State: CoordinatedState>: Sendable {
    typealias Request = State.Request

    /// What the host does next.
    enum Action {
        /// Nothing.
        case none
        /// Hand these requests to the container, from no child, then report
        /// ``SettingsReconciler/delivered()``.
        case deliver([Request])
        /// Apply these requests to the settings part in one update, then report
        /// ``SettingsReconciler/wrote(_:number:)`` with the part's new value and change number.
        case write([Request])
    }

    /// The state the container has been brought to.
    private(set) var told: State
    /// Calls into the container in progress (a link's request, or told requests).
    private(set) var depth = 0
    /// Link requests handed to the container since it was last idle, in the order it received
    /// them, with its delivery number and its answer once it gave one (`nil` while it is still
    /// handling; `isOpen` when its plan had not finished).
    private(set) var handled: [(request: Request, delivery: UInt64, accepted: Bool?, isOpen: Bool)] = []
    /// Accepted requests whose plans may not have finished, newest last (see ``openLimit``).
    private(set) var open: [Open] = []

    /// An accepted request whose plan may still be abandoned.
    struct Open: Sendable {
        /// The coordinator's number for the delivery that carried it.
        let delivery: UInt64
        let request: Request
        /// ``told`` before the request was applied to it.
        var before: State
    }

    /// How many accepted requests are kept for ``abandoned(delivery:)``: a plan abandoned after
    /// more newer requests than this were accepted is reported but not taken out of ``told``.
    static var openLimit: Int { 32 }
    /// The accepted requests of the last write; kept between writes only to reuse its storage.
    private var writing: [Request] = []
    /// The newest change heard while the container was busy, with its change number, to be told
    /// when it is not (unless a write of the coordinator's made it older).
    private(set) var deferredChange: (state: State, number: UInt64)?
    /// The newest settings change number accounted for: a change heard, or one the coordinator
    /// wrote. A change with this number or an older one is the coordinator's own or stale.
    private(set) var newestNumber: UInt64 = 0
    /// Whether such changes are dropped; `false` only for the negative control of the detour
    /// tests, which acts on every change as coordinators did before change numbers.
    var dropsKnownChanges = true
    /// What ``told`` was before the last ``Action/deliver(_:)``: where the container stands if it
    /// refuses those requests.
    private(set) var toldBeforeDelivery: State

    /// Starts from a container that shows `told`.
    ///
    /// - Parameter told: The state the container shows.
    init(told: State) {
        self.told = told
        toldBeforeDelivery = told
    }

    /// A link's request is about to be handed to the container.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - delivery: The coordinator's number for the delivery carrying it.
    /// - Returns: The request's place, for ``endHandling(at:accepted:isOpen:)``.
    mutating func beginHandling(_ request: Request, delivery: UInt64 = 0) -> Int {
        depth += 1
        handled.append((request, delivery, nil, false))
        return handled.count - 1
    }

    /// The container answered a link's request.
    ///
    /// - Parameters:
    ///   - place: What ``beginHandling(_:)`` returned for it.
    ///   - accepted: Whether the container applied, queued or found it already satisfied.
    ///   - isOpen: Whether its plan may still be abandoned (it was applied or queued).
    /// - Returns: What to do next.
    mutating func endHandling(at place: Int, accepted: Bool, isOpen: Bool = false) -> Action {
        depth -= 1
        handled[place].accepted = accepted
        handled[place].isOpen = isOpen
        return settle()
    }

    /// The container applied `request` (it finished its plan) without the host handing it over:
    /// recorded as an accepted link request is, once the container is idle.
    ///
    /// - Parameter request: The request.
    /// - Returns: What to do next.
    mutating func appliedElsewhere(_ request: Request) -> Action {
        handled.append((request, 0, true, false))
        return settle()
    }

    /// The container accepted `request`, told by the last ``Action/deliver(_:)`` from `before`,
    /// with a plan it may still abandon.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - delivery: The coordinator's number for the delivery carrying it.
    ///   - before: What the container showed before it.
    mutating func opened(_ request: Request, delivery: UInt64, before: State) {
        if open.count == Self.openLimit { open.removeFirst() }
        open.append(Open(delivery: delivery, request: request, before: before))
    }

    /// The container abandoned the plan of the request of `delivery` after accepting it: takes the
    /// request out of ``told``, reapplying the requests accepted after it. Call while the
    /// container is idle (``depth`` is 0); the host then writes the new ``told`` back.
    ///
    /// - Parameter delivery: The coordinator's number for the delivery that carried it.
    /// - Returns: What ``told`` was before, or `nil` when the request is not among the
    ///   ``openLimit`` newest (``told`` is then unchanged).
    mutating func abandoned(delivery: UInt64) -> State? {
        guard let index = open.firstIndex(where: { $0.delivery == delivery }) else { return nil }
        let refused = told
        var shown = open[index].before
        open.remove(at: index)
        for later in index..<open.count {
            open[later].before = shown
            shown.apply(open[later].request)
        }
        told = shown
        return refused
    }

    /// The settings part changed to `new`, at change `number`.
    ///
    /// - Parameters:
    ///   - new: The part's new value.
    ///   - number: The settings' change number of that value.
    /// - Returns: What to do next.
    mutating func changed(to new: State, number: UInt64) -> Action {
        guard number > newestNumber || !dropsKnownChanges else { return .none }
        newestNumber = max(newestNumber, number)
        guard depth == 0 else {
            deferredChange = (new, number)
            return .none
        }
        // A change heard now is newer than any deferred one.
        deferredChange = nil
        return tell(new)
    }

    /// The requests of a ``Action/deliver(_:)`` have been handed over.
    ///
    /// - Returns: What to do next.
    mutating func delivered() -> Action {
        depth -= 1
        return settle()
    }

    /// The container refused some of the requests of the last ``Action/deliver(_:)``: it shows
    /// `shown` (the state before them with the accepted ones applied), not the part's value.
    /// Call before ``delivered()``; the host then writes `shown` back to the part.
    ///
    /// - Parameter shown: What the container shows.
    mutating func refused(showing shown: State) {
        told = shown
    }

    /// A ``Action/write(_:)`` is done: the part holds `written`, at change `number`.
    ///
    /// - Parameters:
    ///   - written: The part's value after the write.
    ///   - number: The change number the write committed.
    /// - Returns: What to do next.
    mutating func wrote(_ written: State, number: UInt64) -> Action {
        // A change heard before the write is older than what it wrote, which the write built on.
        if let deferred = deferredChange, deferred.number < number { deferredChange = nil }
        // A newer change already told (a write made while this one was told to observers) holds it.
        guard number > newestNumber else { return settle() }
        newestNumber = number
        guard deferredChange == nil, written != told else { return settle() }
        return tell(written)
    }

    /// The coordinator wrote change `number` that leaves the part at what the container shows (a
    /// correction): nothing to tell, and older changes are stale.
    mutating func corrected(number: UInt64) {
        newestNumber = max(newestNumber, number)
    }

    /// Treats the container as showing `baseline`, then tells it `current`: the replay for a
    /// container that starts from scratch while the settings already hold a state.
    ///
    /// - Parameters:
    ///   - baseline: What the container shows.
    ///   - current: The part's value now.
    /// - Returns: What to do next.
    mutating func restart(from baseline: State, to current: State) -> Action {
        told = baseline
        guard depth == 0 else {
            deferredChange = (current, newestNumber)
            return .none
        }
        return tell(current)
    }

    private mutating func settle() -> Action {
        guard depth == 0 else { return .none }
        if !handled.isEmpty {
            // Buffers keep their storage: a send does not allocate once the first one has.
            Self.empty(&writing)
            for entry in handled where entry.accepted == true {
                if entry.isOpen { opened(entry.request, delivery: entry.delivery, before: told) }
                told.apply(entry.request)
                writing.append(entry.request)
            }
            Self.empty(&handled)
            if !writing.isEmpty { return .write(writing) }
        }
        if let change = deferredChange {
            deferredChange = nil
            return tell(change.state)
        }
        return .none
    }

    /// Removes every element of `buffer`, keeping its storage. These buffers hold a request or
    /// two, and removing them one by one from the end costs a fraction of
    /// `removeAll(keepingCapacity: true)`, which goes through the general `replaceSubrange`.
    private static func empty<Element>(_ buffer: inout [Element]) {
        while !buffer.isEmpty { buffer.removeLast() }
    }

    private mutating func tell(_ new: State) -> Action {
        let requests = new.requests(since: told)
        toldBeforeDelivery = told
        told = new
        guard !requests.isEmpty else { return .none }
        depth += 1
        return .deliver(requests)
    }
}

extension SettingsReconciler.Action: Equatable where State.Request: Equatable {}
