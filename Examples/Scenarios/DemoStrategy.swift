import Switchboard

/// How a scenario's children reach their container: the tutorial's own way, or a `Coordinator`
/// over one of the three strategies.
public enum DemoStrategy: String, CaseIterable, Sendable {
    /// The tutorial's pattern written plainly: a weak delegate, a notification name, a singleton.
    case naive
    /// `Coordinator` with `.delegate`.
    case delegate
    /// `Coordinator` with `.bus(_:)`.
    case bus
    /// `Coordinator` with `.sharedSettings(_:at:)`.
    case settings

    /// The coordinated strategies, in table order.
    public static let coordinated: [DemoStrategy] = [.delegate, .bus, .settings]

    /// The coordination strategy for a container whose state is the whole of `settings`; `nil`
    /// for the naive form.
    func coordination<State: CoordinatedState>(
        bus: MessageBus, settings: SharedSettings<State>
    ) -> CoordinationStrategy<State.Request>? {
        switch self {
        case .naive: nil
        case .delegate: .delegate
        case .bus: .bus(bus)
        case .settings: .sharedSettings(settings)
        }
    }

    /// Who besides the container could see a child's request.
    public var audience: String {
        switch self {
        case .naive: "depends on the tutorial"
        case .delegate: "nobody: one weak delegate"
        case .bus: "any bus subscriber"
        case .settings: "any settings reader"
        }
    }
}
