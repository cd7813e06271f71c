/// The coordinators made for a container, oldest first: what a ``CoordinatorKeeping`` container
/// keeps, and where its children's links find the newest active one. Each coordinator holds the
/// container weakly, so keeping them is no cycle.
@MainActor
package final class KeptCoordinators {
    private var coordinators: [any KeptCoordinator] = [] {
        didSet { recordsSettledSteps = coordinators.contains { $0.recordsSettledSteps } }
    }
    /// Whether a kept coordinator records the steps the container settles (the shared-settings
    /// strategy's): only then is it told each one.
    package private(set) var recordsSettledSteps = false
    /// How many requests the container has received: each gets the next number, its ticket.
    private var lastTicket: UInt64 = 0
    /// The ticket of the request the container answered last, and whether its plan was still
    /// running or waiting then: set as it answers, read by the coordinator that called it.
    package private(set) var lastReceipt = Receipt(ticket: 0, isOpen: false)
    /// The coordinators (by ``KeptCoordinator/serial``) that carried each request answered with
    /// its plan still open, by ticket: told if the container refuses it later.
    private var awaiting: [UInt64: [UInt64]] = [:]
    /// The container's requests that have not settled, the one in flight first, as an array of
    /// ``UnsettledRequest``s of its request type: set by the container.
    package var unsettledRequests: @MainActor () -> Any = { () }

    /// A request's ticket, and whether its plan was still open when the container answered.
    package struct Receipt: Equatable, Sendable {
        package let ticket: UInt64
        package let isOpen: Bool
    }

    package init() {}

    /// Numbers a request the container is receiving: first thing, before anything it does can
    /// make it receive another.
    ///
    /// - Returns: Its ticket.
    package func takeTicket() -> UInt64 {
        lastTicket += 1
        return lastTicket
    }

    /// The ticket the next request the container receives gets.
    var nextTicket: UInt64 { lastTicket + 1 }

    /// The container answered the request of `ticket` (its own, or the one it was merged into):
    /// the last thing it does as it answers.
    package func answered(_ ticket: UInt64, isOpen: Bool) {
        lastReceipt = Receipt(ticket: ticket, isOpen: isOpen)
    }

    /// How many tickets coordinators still wait on: for tests that every settled request is let go.
    package var awaitedTicketCount: Int { awaiting.count }

    /// The coordinator `serial` carried the request of `ticket`, answered with its plan open.
    func awaitSettling(_ ticket: UInt64, by serial: UInt64) {
        awaiting[ticket, default: []].append(serial)
    }

    /// The container's requests that have not settled, when they are `Request`s.
    func unsettledRequests<Request>(of requests: Request.Type) -> [UnsettledRequest<Request>] {
        unsettledRequests() as? [UnsettledRequest<Request>] ?? []
    }

    /// The container settled the request of `ticket`: finished its plan (`step` is
    /// ``SettledStep/finished(_:)``), cancelled it, or refused it after answering (its plan
    /// abandoned, or rejected at its queued turn). The coordinators that record what the container
    /// shows are all told before any writes it, so one that hears another's write knows the step,
    /// and only the first bound to a settings part records it there (a second would record it
    /// twice); then the coordinators that carried a refused request report it, once each.
    package func containerSettled<Request: Sendable>(_ ticket: UInt64, _ step: SettledStep<Request>) {
        let carriers = awaiting.isEmpty ? [] : awaiting.removeValue(forKey: ticket) ?? []
        if recordsSettledSteps {
            let recorders = coordinators.compactMap { kept in
                kept.recordsSettledSteps && kept.isActive ? kept as? Coordinator<Request> : nil
            }
            if case .unchanged = step {
                // Nothing changed, so nothing is recorded or written: the lanes only stop keeping it as told.
                for recorder in recorders { recorder.containerSettled(ticket, step, records: false) }
                return
            }
            var parts: Set<RecordedPart> = []
            for recorder in recorders {
                // One recording coordinator, the usual case, records without comparing parts.
                let records = recorders.count == 1 || recorder.recordedPart.map { parts.insert($0).inserted } == true
                recorder.containerSettled(ticket, step, records: records)
            }
            for recorder in recorders { recorder.writeSettledState() }
        }
        guard case .refused(let request, let sender, let reason) = step, !carriers.isEmpty else { return }
        for coordinator in all(for: Request.self) where carriers.contains(coordinator.serial) {
            coordinator.refusedAfterAnswer(request, from: sender, reason)
        }
    }

    /// Every coordinator still delivering, oldest first.
    package func all<Request>(for requests: Request.Type) -> [Coordinator<Request>] {
        coordinators.compactMap { $0.isActive ? $0 as? Coordinator<Request> : nil }
    }

    /// The newest coordinator still delivering, if any: the one the container's links use.
    package func newestActive<Request>(for requests: Request.Type) -> Coordinator<Request>? {
        coordinators.last { $0.isActive && $0 is Coordinator<Request> } as? Coordinator<Request>
    }

    /// Keeps `coordinator`, when it coordinates ``ContainerRequest``s; drops inactive ones meanwhile.
    ///
    /// - Parameter coordinator: A coordinator made for the container.
    func keep(_ coordinator: AnyObject) {
        guard let coordinator = coordinator as? any KeptCoordinator else { return }
        coordinators.removeAll { !$0.isActive }
        coordinators.append(coordinator)
    }

    /// Lets `coordinator` go, with any inactive one.
    ///
    /// - Parameter coordinator: A coordinator kept before.
    func release(_ coordinator: AnyObject) {
        coordinators.removeAll { $0 === coordinator || !$0.isActive }
    }
}

/// A request a container has not settled (in flight or waiting), with its ticket.
package struct UnsettledRequest<Request> {
    let ticket: UInt64
    let request: Request

    package init(ticket: UInt64, request: Request) {
        self.ticket = ticket
        self.request = request
    }
}

/// A settings instance and a part of its value: where a shared-settings coordinator records what
/// its container shows.
struct RecordedPart: Hashable {
    let settings: ObjectIdentifier
    let part: AnyKeyPath
}

/// How the container settled a request it had accepted.
package enum SettledStep<Request: Sendable> {
    /// It finished the request's plan.
    case finished(Request)
    /// The user let go of the change it drove (a swipe back before half-way).
    case cancelled
    /// It had nothing to do at the request's queued turn: it showed what the request asks already.
    case unchanged
    /// It refused the request after answering: the hierarchy refused its plan (the
    /// `ContainmentViolation`), or it no longer fitted at its queued turn (the rejection).
    case refused(Request, sender: ChildID?, reason: any Error)
}

/// A coordinator of any request type, as a container keeps it.
@MainActor
protocol KeptCoordinator: AnyObject {
    /// Whether it still reaches its container.
    var isActive: Bool { get }
    /// Its number, unique in the process: a coordinator made later at the same address differs.
    var serial: UInt64 { get }
    /// Whether it records the steps the container settles (``Coordinator/containerSettled(_:_:records:)``):
    /// the shared-settings strategy's.
    var recordsSettledSteps: Bool { get }
    /// Where it records them, if it does: its settings part.
    var recordedPart: RecordedPart? { get }
}

extension Coordinator: KeptCoordinator {}
