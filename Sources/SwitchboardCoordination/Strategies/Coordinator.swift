import SwitchboardMessaging
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

    /// Settings strategy: the scope this coordinator's container reads and writes, after
    /// resolving ``PanelScope/automatic``; `nil` for the other strategies.
    public let scope: PanelScope?

    /// The container, while it is alive.
    public private(set) weak var handler: (any ContainerRequestHandler)?

    private var observation: ObserverHandle?
    private var isInvalidated = false
    /// Bus strategy: bumped by the coordinator's own observer, so `deliver` can tell whether
    /// its post arrived.
    var busDeliveries = 0
    /// Settings strategy: the scope's state the container was last told about.
    var reconciledState = PanelSettings()
    /// Settings strategy: the request and child behind the write in progress, so the change it
    /// causes is attributed to them rather than re-derived.
    var writeInProgress: (request: ContainerRequest, child: ChildID?, delivered: Bool)?
    /// Settings strategy: whether the coordinator is telling its container about a change, so a
    /// request the container sends from inside that call is recognised as nested.
    var isReconciling = false
    /// Settings strategy: writes whose notification the settings deferred (another delivery was
    /// running), oldest first, each with the scope state it produced, so the notification that
    /// carries that state is delivered as the very request and child.
    var deferredWrites: [(request: ContainerRequest, child: ChildID?, desired: PanelSettings)] = []

    /// Creates a coordinator for `handler` and starts listening on the strategy's channel.
    ///
    /// - Parameters:
    ///   - strategy: How requests travel.
    ///   - handler: The container; held weakly.
    public init(strategy: CoordinationStrategy, handler: any ContainerRequestHandler) {
        self.strategy = strategy
        self.handler = handler
        switch strategy {
        case .delegate, .bus:
            scope = nil
        case .sharedSettings(let settings, let requested):
            scope = ScopeClaims.claim(requested, on: settings, for: handler)
        }
        switch strategy {
        case .delegate:
            break
        case .bus(let bus):
            observation = bus.observe(ChildRequest.self, subject: handler, by: self, label: "Coordinator") {
                coordinator, posted in
                coordinator.receiveFromBus(posted)
            }
        case .sharedSettings(let settings, _):
            let scope = scope ?? .primary
            reconciledState = settings.value[scope: scope]
            observation = settings.observe(\PanelSettings.[scope: scope], by: self) { coordinator, desired in
                coordinator.reconcile(to: desired)
            }
            ScopeClaims.record(self, scope: scope, on: settings)
        }
    }

    deinit {
        // Ends the observation now instead of at the bus's or settings' next purge.
        observation?.cancel()
    }

    /// A link for the child named `child`: the only thing the child needs to keep.
    ///
    /// - Parameter child: The child's name, passed to the handler with each request.
    public func link(for child: ChildID) -> ContainerLink {
        ContainerLink(coordinator: self, child: child)
    }

    /// Whether the container is alive and the coordinator still delivering.
    public var isActive: Bool {
        handler != nil && !isInvalidated
    }

    /// Stops delivering: links go inert and the bus or settings observation ends now.
    public func invalidate() {
        observation?.cancel()
        observation = nil
        isInvalidated = true
        handler = nil
        deferredWrites.removeAll()
        ScopeClaims.release(self)
    }

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
        case .sharedSettings(let settings, _):
            return write(request, from: child, to: handler, in: settings, scope: scope ?? .primary)
        }
    }

    private func receiveFromBus(_ posted: ChildRequest) {
        busDeliveries &+= 1
        handler?.handle(posted.request, from: posted.child)
    }
}
