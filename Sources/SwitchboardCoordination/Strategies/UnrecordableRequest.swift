/// Why the shared-settings strategy refused a request without handing it to the container: its
/// ``CoordinatedState`` can record neither it nor its effect (``CoordinatedState/isUnrecordable(_:)``),
/// so carrying it would leave the container and the settings apart. Nothing changed: not the
/// container, not the settings.
///
/// A link gets it back as ``RequestResult/rejected(_:)`` (its ``RequestResult/reachedContainer`` is
/// `false`), and the coordinator records it (``Coordinator/lastRefusal``); the delegate and bus
/// strategies carry the same request to the container as any other.
///
/// ```swift
/// let delivery = link.send(.editPages(.insert(at: 0, count: 2)))  // bound to PanelSettings
/// let refused = delivery.rejection(as: UnrecordableRequest<ContainerRequest>.self)?.request  // the edit
/// ```
public struct UnrecordableRequest<Request: Sendable>: Error, CustomStringConvertible {
    /// What was asked.
    public let request: Request
    /// The name of the state type that cannot record it, such as `PanelSettings`.
    public let stateName: String

    /// Creates the refusal of `request` by the shared-settings strategy over `state`.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - state: The state type that cannot record it.
    public init<State: CoordinatedState>(_ request: Request, state: State.Type) where State.Request == Request {
        self.request = request
        stateName = String(describing: state)
    }

    /// What was refused, why, and what to do instead.
    public var description: String {
        "\(request) cannot travel over the shared-settings strategy: \(stateName) cannot record it, so the "
            + "container and the settings would disagree; nothing changed. Send it through the delegate or "
            + "bus strategy."
    }
}

extension UnrecordableRequest: Equatable where Request: Equatable {}

extension UnrecordableRequest: StrategyRefusal {}

/// A refusal a strategy gives before any container hears the request.
protocol StrategyRefusal: Error {}
