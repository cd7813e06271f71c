import Switchboard
import SwitchboardTesting

/// The three strategies as sweep arguments. Each builds a fresh bus or settings instance and
/// hands it to the current test's tracker, so subscriptions left on it are reported.
enum SweepStrategy: String, CaseIterable, Sendable {
    case delegate, bus, sharedSettings

    @MainActor
    func make() -> CoordinationStrategy<ContainerRequest> {
        switch self {
        case .delegate: .delegate
        case .bus: .bus(trackSubscriptions(on: MessageBus(label: "sweep")))
        case .sharedSettings: .sharedSettings(trackSubscriptions(on: SharedSettings(PanelSettings())))
        }
    }
}

/// A long-lived array objects are "forgotten" in: the leak the negative controls plant.
@MainActor
final class ForgottenContainers: Sendable {
    private(set) var kept: [AnyObject] = []
    func keep(_ object: AnyObject) { kept.append(object) }
    func release() { kept.removeAll() }
}
