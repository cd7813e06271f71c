import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The three strategies as test arguments; each builds a fresh bus or settings instance.
enum StrategyKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case delegate, bus, sharedSettings

    var testDescription: String { rawValue }

    /// A strategy for `State`'s requests, bound to the whole of a fresh settings value on
    /// `.sharedSettings`.
    func makeEnvironment<State: CoordinatedState>(
        _ state: State.Type = PanelSettings.self
    ) -> StrategyEnvironment<State> {
        switch self {
        case .delegate:
            return StrategyEnvironment(strategy: .delegate, bus: nil, settings: nil)
        case .bus:
            let bus = MessageBus(label: "strategy-tests")
            return StrategyEnvironment(strategy: .bus(bus), bus: bus, settings: nil)
        case .sharedSettings:
            let settings = SharedSettings(State())
            return StrategyEnvironment(strategy: .sharedSettings(settings), bus: nil, settings: settings)
        }
    }

    /// Two strategies on one channel for two containers that must not hear each other: one bus,
    /// or two parts of one settings value.
    func makeNeighbours<State: CoordinatedState>(_ state: State.Type) -> Neighbours<State> {
        switch self {
        case .delegate:
            return Neighbours(first: .delegate, second: .delegate, bus: nil, settings: nil)
        case .bus:
            let bus = MessageBus(label: "neighbours")
            return Neighbours(first: .bus(bus), second: .bus(bus), bus: bus, settings: nil)
        case .sharedSettings:
            let settings = SharedSettings(Panes<State>())
            return Neighbours(
                first: .sharedSettings(settings, at: \.first), second: .sharedSettings(settings, at: \.second),
                bus: nil, settings: settings)
        }
    }
}

/// A strategy plus the channel behind it, so tests can inspect it.
struct StrategyEnvironment<State: CoordinatedState> {
    let strategy: CoordinationStrategy<State.Request>
    let bus: MessageBus?
    let settings: SharedSettings<State>?

    /// Live subscriptions on the channel (0 for the delegate strategy, which has none).
    var liveSubscriptions: Int {
        if let bus { return bus.subscriberCount(for: SentRequest<State.Request>.self) }
        if let settings { return settings.subscriberCount }
        return 0
    }
}

/// Two containers' strategies on one channel.
struct Neighbours<State: CoordinatedState> {
    let first: CoordinationStrategy<State.Request>
    let second: CoordinationStrategy<State.Request>
    let bus: MessageBus?
    let settings: SharedSettings<Panes<State>>?
}

/// A settings value with one part per container.
struct Panes<State: CoordinatedState>: Codable, Sendable, Equatable {
    var first = State()
    var second = State()
}

/// A child that holds only its link.
@MainActor
final class LinkedChild<Request: Sendable> {
    var link = ContainerLink<Request>.unlinked
}
