public import SwitchboardMessaging

/// How a ``ContainerLink`` carries a child's request to its container.
///
/// The same container and children work over any of them; choose at composition time:
///
/// ```swift
/// let direct = Coordinator(strategy: .delegate, handler: container)
/// let overBus = Coordinator(strategy: .bus(bus), handler: container)
/// let overSettings = Coordinator(strategy: .sharedSettings(settings), handler: container)
/// ```
public enum CoordinationStrategy: Sendable {
    /// A direct call through a weak reference to the container: strictly one-to-one, the
    /// cheapest. The seeds' `SwapViewControllerDelegate` pattern, generalised.
    case delegate
    /// A ``ChildRequest`` posted on `bus` with the container as subject; the coordinator
    /// observes it on the container's behalf, and anyone else may observe it too.
    case bus(MessageBus)
    /// The request is written to `settings` as desired state (in `scope`); the container
    /// reconciles when the coordinator observes the change. Level-triggered: quick toggles
    /// coalesce, and a late joiner reads the current state. By default each container on an
    /// instance gets a scope of its own (``PanelScope/automatic``).
    case sharedSettings(SharedSettings<PanelSettings>, scope: PanelScope = .automatic)

    /// A short name for logs and reports: `delegate`, `bus` or `sharedSettings`.
    public var name: String {
        switch self {
        case .delegate: "delegate"
        case .bus: "bus"
        case .sharedSettings: "sharedSettings"
        }
    }
}
