import SwitchboardContainment
import SwitchboardMessaging

/// Connects one container to its children over a chosen ``CoordinationStrategy``, for the
/// container's own request type.
///
/// The coordinator holds the container weakly; each ``ContainerLink`` it hands out keeps it
/// alive. Nothing points back strongly: once the container and every link are gone, so is the
/// coordinator, and the bus or settings report no live subscription.
///
/// **Who keeps it.** A ready container (``HeadlessContainerViewController``, the UIKit
/// `ContainerViewController` and the containers built on them) keeps the coordinators made for
/// it: connect one with ``StateMachineContainer/connect(_:file:line:)``. For any other
/// ``RequestHandler`` nothing keeps the coordinator but the links it hands out and whatever you
/// store it in: keep it, or one of its links, for as long as requests must reach the handler.
///
/// ```swift
/// let coordinator = Coordinator(strategy: .delegate, handler: container)
/// child.link = coordinator.link(for: "green")
/// child.link.send(.swapNext)
/// ```
///
/// The request type is inferred from the handler: a container that handles `LibraryRequest`
/// gets a `Coordinator<LibraryRequest>` and its children `ContainerLink<LibraryRequest>`s.
@MainActor
public final class Coordinator<Request: Sendable> {
    /// Each strategy's own state.
    private enum Lane {
        case delegate
        case bus(BusLane<Request>)
        case sharedSettings(SettingsLane<Request>)
    }

    /// The strategy requests travel over.
    public let strategy: CoordinationStrategy<Request>

    private let lane: Lane
    /// Whether it records the container's steps (``containerSettled(_:_:records:)``): with the
    /// shared-settings strategy.
    let recordsSettledSteps: Bool
    /// The bus or settings observation; owned by the container, ended early with the coordinator.
    private let observation: SubscriptionToken?
    /// The container, as the bus subject and for ``isActive``.
    private weak var container: AnyObject?
    /// Calls the container's handler; `nil` once it is gone. Captures it weakly, so the
    /// coordinator is generic over the request type only.
    private let handle: @MainActor @Sendable (Request, ChildID?) -> RequestResult?
    private var isInvalidated = false
    /// This coordinator's number, unique in the process (see ``KeptCoordinator``).
    let serial: UInt64
    /// The child controllers named with ``name(_:as:)``, held weakly, with their names.
    private var childNames: [(child: WeakRef<AnyObject>, id: ChildID)] = []

    /// The most recent request this coordinator carried that was refused, with the reason and
    /// whether the settings were set back; `nil` while none was.
    ///
    /// Refused means: rejected by the container at once or, answered `queued`, when its turn came;
    /// abandoned when the hierarchy refused its plan (the reason is the `ContainmentViolation`);
    /// or refused by the shared-settings strategy before the container heard it
    /// (``UnrecordableRequest``). The request is a link's; with the shared-settings strategy also
    /// an event sent with `SharedSettings.send(_:to:)`, or one derived from a change written to the
    /// settings elsewhere or replayed by ``replayDesiredState()``, which the coordinator also
    /// undid in the settings: `correctedSettings` is `true` when it set its part back to what the
    /// container shows.
    ///
    /// A container's own `lastRejection` is the typed reason of the last request it rejected,
    /// whoever sent it; this is the coordinator's record of what it carried.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// settings.update { $0.page = 9 }          // a pager of three pages rejects .showPage(9)
    /// coordinator.lastRefusal?.reason          // ContainerRejection.pageOutOfRange(9, pageCount: 3)
    /// coordinator.lastRefusal?.correctedSettings  // true: settings.value.page is the page shown
    /// ```
    public private(set) var lastRefusal: (sent: SentRequest<Request>, reason: any Error, correctedSettings: Bool)?

    /// Called with each refusal recorded in ``lastRefusal``, right after it is recorded (for a
    /// settings correction, after the corrected settings are written). Runs on the main actor;
    /// `nil` for none.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// coordinator.onRefusal = { refused in print("\(refused.sent) refused: \(refused.reason)") }
    /// ```
    public var onRefusal:
        (@MainActor ((sent: SentRequest<Request>, reason: any Error, correctedSettings: Bool)) -> Void)?

    /// Creates a coordinator for `handler` and starts listening on the strategy's channel.
    ///
    /// A ready container (``HeadlessContainerViewController``) keeps the coordinators made for it
    /// and hands their links to the children it builds (``StateMachineContainer/connect(_:file:line:)``
    /// says so at the call site); for any other handler, keep the coordinator or one of its links.
    ///
    /// - Parameters:
    ///   - strategy: How requests travel.
    ///   - handler: The container; held weakly.
    ///   - file: Recorded as where the bus or settings observation was made; leave the default.
    ///   - line: Recorded as where the bus or settings observation was made; leave the default.
    public init<Handler: RequestHandler>(
        strategy: CoordinationStrategy<Request>, handler: Handler, file: String = #fileID, line: Int = #line
    ) where Handler.Request == Request {
        let serial = Coordinators.nextSerial()
        // A ready container answers with the request's ticket, and tells the coordinators that
        // wait on it if it refuses the request later (see `refusedAfterAnswer`).
        let kept = (handler as? any CoordinatorKeeping)?.keptCoordinators
        let handle: @MainActor @Sendable (Request, ChildID?) -> RequestResult? = {
            [weak handler, weak kept] request, child in
            guard let handler else { return nil }
            let result = handler.handle(request, from: child)
            if let kept, kept.lastReceipt.isOpen { kept.awaitSettling(kept.lastReceipt.ticket, by: serial) }
            return result
        }
        self.serial = serial
        self.strategy = strategy
        self.handle = handle
        container = handler
        switch strategy.channel {
        case .delegate:
            lane = .delegate
            observation = nil
        case .bus(let bus):
            let busLane = BusLane<Request>(bus: bus)
            observation = busLane.observe(handler, handle: handle, file: file, line: line)
            lane = .bus(busLane)
        case .sharedSettings(let binding):
            let settingsLane = binding.start(handler, handle, kept, file, line)
            observation = settingsLane.observation
            lane = .sharedSettings(settingsLane)
        }
        recordsSettledSteps = if case .sharedSettings = lane { true } else { false }
        if case .sharedSettings(let settingsLane) = lane {
            settingsLane.onRejection { [weak self] rejected in self?.record(rejected) }
        }
        (handler as? any CoordinatorKeeping)?.keep(self)
    }

    private func record(_ refusal: Refusal<Request>) {
        let refused = refusal.record
        lastRefusal = refused
        onRefusal?(refused)
    }

    /// The container refused a request this coordinator carried (once, however many of its repeats
    /// were merged into it while it waited) after answering that it accepted it: the hierarchy
    /// refused a later step of its plan, or it was queued and no longer fitted when its turn came.
    /// Recorded as one rejection; with the shared-settings strategy, once the settings say what the
    /// container shows.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - sender: Who asked, if a child did.
    ///   - reason: The `ContainmentViolation` for which its plan was abandoned, or the container's
    ///     rejection.
    func refusedAfterAnswer(_ request: Request, from sender: ChildID?, _ reason: any Error) {
        let rejected = Refusal(request, from: sender, reason: reason, correctedSettings: false)
        if case .sharedSettings(let settingsLane) = lane {
            settingsLane.refusedLate(rejected)  // reports through `record`, saying whether the settings were corrected
        } else {
            record(rejected)
        }
    }

    /// The container settled the request of `ticket`, whoever asked for it. With the
    /// shared-settings strategy the step is recorded, and written by ``writeSettledState()`` once
    /// every kept coordinator has been told.
    ///
    /// - Parameters:
    ///   - ticket: The request's number at the container.
    ///   - step: How it settled.
    ///   - records: Whether it records the step in the settings: only the first coordinator bound
    ///     to a settings part does.
    func containerSettled(_ ticket: UInt64, _ step: SettledStep<Request>, records: Bool) {
        guard !isInvalidated, case .sharedSettings(let settingsLane) = lane else { return }
        settingsLane.stepSettled(ticket, step, records)
    }

    /// With the shared-settings strategy, writes what the container will show into the settings.
    func writeSettledState() {
        guard !isInvalidated, case .sharedSettings(let settingsLane) = lane else { return }
        settingsLane.writeSettled()
    }

    /// The settings part it records the container's steps in: with the shared-settings strategy.
    var recordedPart: RecordedPart? {
        guard case .sharedSettings(let binding) = strategy.channel else { return nil }
        return RecordedPart(settings: ObjectIdentifier(binding.settings), part: binding.part)
    }

    deinit {
        // Ends the observation now instead of at the container's death.
        observation?.cancel()
    }

    /// A link for the child named `child`: the only thing the child needs to keep. It keeps
    /// this coordinator alive.
    ///
    /// - Parameter child: The child's name, passed to the handler with each request.
    /// - Returns: The link.
    public func link(for child: ChildID) -> ContainerLink<Request> {
        ContainerLink(coordinator: self, child: child)
    }

    /// Names `child`, a controller the container embeds itself, as `id`: a controller inside it
    /// then finds `link(for: id)` with `containerLink(for:)`, when the container answers
    /// ``ContainerLinkProviding/containerLink(forChild:requests:)`` with
    /// ``link(forChild:requests:)``. The coordinator
    /// holds `child` weakly; naming it again replaces its name. The ready containers name their
    /// children themselves.
    ///
    /// ```swift
    /// coordinator?.name(detail, as: "detail")
    /// ```
    ///
    /// - Parameters:
    ///   - child: A child controller of the container.
    ///   - id: Its name, passed to the handler with each request its link sends.
    public func name(_ child: AnyObject, as id: ChildID) {
        childNames.removeAll { $0.child.isDead || $0.child.object === child }
        childNames.append((WeakRef(child), id))
    }

    /// Whether the container is alive and the coordinator still delivering.
    public var isActive: Bool {
        container != nil && !isInvalidated
    }

    /// Stops delivering: links go inert (``RequestResult/containerGone``), the bus or settings
    /// observation ends now (events sent with `SharedSettings.send(_:to:)` no longer reach the
    /// container), and a built-in container lets the coordinator go.
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        observation?.cancel()
        (container as? any CoordinatorKeeping)?.release(self)
    }

    /// Shared-settings strategy: tells the container everything its part of the settings holds,
    /// as requests from no child, as if the container showed ``CoordinatedState/init()``. For a
    /// container that joins late, or starts from scratch while the settings remember a state.
    /// Does nothing for the other strategies, which keep no state.
    public func replayDesiredState() {
        guard !isInvalidated, case .sharedSettings(let settingsLane) = lane else { return }
        settingsLane.replay()
    }

    /// Carries one request from a link to the container over the strategy.
    func deliver(_ request: Request, from child: ChildID?) -> RequestResult {
        let delivery = carry(request, from: child)
        if case .rejected(let reason) = delivery {
            record(Refusal(request, from: child, reason: reason, correctedSettings: false))
        }
        return delivery
    }

    private func carry(_ request: Request, from child: ChildID?) -> RequestResult {
        guard !isInvalidated else { return .containerGone }
        switch lane {
        case .delegate:
            return handle(request, child) ?? .containerGone
        case .bus(let busLane):
            guard let subject = container else { return .containerGone }
            return busLane.send(request, from: child, about: subject)
        case .sharedSettings(let settingsLane):
            return settingsLane.send(request, child)
        }
    }
}

extension Coordinator {
    /// The link for the child named `child` with ``name(_:as:)``, when `Other` is this
    /// coordinator's request type; `nil` otherwise: what a container of your own answers
    /// ``ContainerLinkProviding/containerLink(forChild:requests:)`` with.
    ///
    /// - Parameters:
    ///   - child: A child controller of the container.
    ///   - requests: The request type the link must carry.
    /// - Returns: ``link(for:)`` for the child's name, or `nil`.
    public func link<Other>(forChild child: AnyObject, requests: Other.Type) -> ContainerLink<Other>? {
        guard let id = childNames.last(where: { $0.child.object === child })?.id else { return nil }
        return link(for: id) as? ContainerLink<Other>
    }
}

/// Numbers coordinators.
@MainActor
enum Coordinators {
    private static var lastSerial: UInt64 = 0

    /// A number no coordinator made before had.
    static func nextSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }
}
