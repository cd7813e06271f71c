/// Connects one container to its children over a chosen ``CoordinationStrategy``.
///
/// The container usually owns its coordinator; the coordinator holds the container weakly and
/// hands each child a ``ContainerLink``, which holds the coordinator weakly. Nothing points back
/// strongly, so releasing the container releases everything, and the bus or settings report no
/// live subscriptions afterwards.
///
/// ```swift
/// let coordinator = Coordinator(strategy: .delegate, handler: container)
/// child.link = coordinator.link(for: "green")
/// child.link.send(.swapNext)
/// ```
@MainActor
public final class Coordinator {
    /// The strategy requests travel over.
    public let strategy: CoordinationStrategy

    /// The container, while it is alive.
    public private(set) weak var handler: (any ContainerRequestHandler)?

    /// Identity of the container, kept to name it after it is gone.
    private let handlerIdentifier: ObjectIdentifier
    private var observation: Observation = .none
    /// Bus strategy: bumped by the coordinator's own observer, so `deliver` can tell whether
    /// its post arrived.
    private var busDeliveries = 0
    /// Settings strategy: the scope's state the container was last told about.
    private var reconciledState = PanelSettings()
    /// Settings strategy: the request and child behind the write in progress, so the change it
    /// causes is attributed to them rather than re-derived.
    private var writeInProgress: (request: ContainerRequest, child: ChildID?, delivered: Bool)?

    private enum Observation: Sendable {
        case none
        case observing(ObserverHandle)
    }

    /// Creates a coordinator for `handler` and starts listening on the strategy's channel.
    ///
    /// - Parameters:
    ///   - strategy: How requests travel.
    ///   - handler: The container; held weakly.
    public init(strategy: CoordinationStrategy, handler: any ContainerRequestHandler) {
        self.strategy = strategy
        self.handler = handler
        handlerIdentifier = ObjectIdentifier(handler)
        switch strategy {
        case .delegate:
            break
        case .bus(let bus):
            let handle = bus.observe(ChildRequest.self, subject: handler, by: self, label: "Coordinator") {
                coordinator, posted in
                coordinator.receiveFromBus(posted)
            }
            observation = .observing(handle)
        case .sharedSettings(let settings, let scope):
            reconciledState = settings.value[scope: scope]
            let handle = settings.observe(\PanelSettings.[scope: scope], by: self) { coordinator, desired in
                coordinator.reconcile(to: desired)
            }
            observation = .observing(handle)
        }
    }

    deinit {
        // Ends the observation now instead of at the bus's or settings' next purge.
        switch observation {
        case .none: break
        case .observing(let handle): handle.cancel()
        }
    }

    /// A link for the child named `child`: the only thing the child needs to keep.
    ///
    /// - Parameter child: The child's name, passed to the handler with each request.
    public func link(for child: ChildID) -> ContainerLink {
        ContainerLink(coordinator: self, child: child)
    }

    /// Whether the container is alive and the coordinator still listening.
    public var isActive: Bool {
        guard handler != nil else { return false }
        if case .none = observation, strategy.name != CoordinationStrategy.delegate.name { return false }
        return true
    }

    /// Settings strategy: the desired state of this coordinator's scope, which a container that
    /// joins late reads to catch up; `nil` for the other strategies, which keep no state.
    public var desiredState: PanelSettings? {
        guard case .sharedSettings(let settings, let scope) = strategy else { return nil }
        return settings.value[scope: scope]
    }

    /// Settings strategy: tells a container that starts from the defaults everything the desired
    /// state already asks for (a menu left open, a chosen child, a page), as requests from no
    /// child. Does nothing for the other strategies.
    public func replayDesiredState() {
        guard let desired = desiredState, let handler else { return }
        reconciledState = desired
        for request in PanelSettings().adopting(handler.snapshot).requests(toReach: desired) {
            handler.handle(request, from: nil)
        }
    }

    /// Stops delivering: links go inert and the bus or settings observation ends now.
    public func invalidate() {
        stopObserving()
        handler = nil
    }

    private func stopObserving() {
        switch observation {
        case .none: break
        case .observing(let handle): handle.cancel()
        }
        observation = .none
    }

    // MARK: Delivery

    /// Carries one request from a link to the container over the strategy.
    func deliver(_ request: ContainerRequest, from child: ChildID?) -> LinkDelivery {
        guard let handler, isActive else { return .containerGone }
        switch strategy {
        case .delegate:
            handler.handle(request, from: child)
            return .delivered
        case .bus(let bus):
            let before = busDeliveries
            bus.post(ChildRequest(request, from: child), subject: handler)
            return busDeliveries > before ? .delivered : .containerGone
        case .sharedSettings(let settings, let scope):
            guard handler.canApply(request, from: child) else {
                // Never written as desired state: the container's rejection path sees it directly.
                handler.handle(request, from: child)
                return .delivered
            }
            // Judge the request against the screen, not against what was last written.
            recordSnapshot(of: handler, in: settings, scope: scope)
            writeInProgress = (request, child, false)
            defer { writeInProgress = nil }
            let changed = settings.update { value -> Bool in
                let before = value[scope: scope]
                value[scope: scope].apply(request)
                return value[scope: scope] != before
            }
            guard changed else { return .unchanged }
            // Another thread may be delivering this instance's changes; then ours reaches the
            // container from the main queue, in order, right after.
            guard writeInProgress?.delivered == true else { return .enqueued }
            recordSnapshot(of: handler, in: settings, scope: scope)
            return .delivered
        }
    }

    /// Writes what the container shows into the scope, so the settings describe the screen (the
    /// container started on another page; a `swapNext` changed the active child). The
    /// coordinator's own observer finds nothing to do for such a write.
    private func recordSnapshot(
        of handler: any ContainerRequestHandler, in settings: SharedSettings<PanelSettings>, scope: PanelScope
    ) {
        let shown = handler.snapshot
        settings.update { $0[scope: scope].adopt(shown) }
    }

    private func receiveFromBus(_ posted: ChildRequest) {
        busDeliveries &+= 1
        handler?.handle(posted.request, from: posted.child)
    }

    private func reconcile(to desired: PanelSettings) {
        let previous = reconciledState
        reconciledState = desired
        guard let handler else { return }
        if let write = writeInProgress, !write.delivered {
            writeInProgress?.delivered = true
            handler.handle(write.request, from: write.child)
            return
        }
        // Level-triggered: from what the container shows to what is desired.
        for request in previous.adopting(handler.snapshot).requests(toReach: desired) {
            handler.handle(request, from: nil)
        }
    }
}
