import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// The three strategies as test arguments; each builds a fresh bus or settings instance.
enum StrategyKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case delegate, bus, sharedSettings

    var testDescription: String { rawValue }

    /// A strategy plus the shared channel behind it, so tests can inspect it.
    struct Environment {
        let strategy: CoordinationStrategy
        let bus: MessageBus?
        let settings: SharedSettings<PanelSettings>?

        /// Live subscriptions on the channel (0 for the delegate strategy, which has none).
        var liveSubscriptions: Int {
            if let bus { return bus.subscriberCount(for: ChildRequest.self) }
            if let settings { return settings.subscriberCount }
            return 0
        }
    }

    func makeEnvironment() -> Environment {
        switch self {
        case .delegate:
            return Environment(strategy: .delegate, bus: nil, settings: nil)
        case .bus:
            let bus = MessageBus(label: "strategy-tests")
            return Environment(strategy: .bus(bus), bus: bus, settings: nil)
        case .sharedSettings:
            let settings = SharedSettings(PanelSettings())
            return Environment(strategy: .sharedSettings(settings), bus: nil, settings: settings)
        }
    }
}

/// A container that records what reaches it and rejects what it does not support.
@MainActor
final class RecordingContainer: ContainerRequestHandler {
    struct Received: Equatable {
        let request: ContainerRequest
        let child: ChildID?
    }

    enum Rejection: Error, Equatable {
        case unsupported(ContainerRequest)
    }

    let name: String
    private(set) var applied: [Received] = []
    private(set) var rejections: [Rejection] = []
    var acceptsPages = true
    var coordinator: Coordinator?

    init(_ name: String = "container") {
        self.name = name
    }

    var appliedRequests: [ContainerRequest] { applied.map(\.request) }

    func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool {
        if case .showPage = request { return acceptsPages }
        return true
    }

    func handle(_ request: ContainerRequest, from child: ChildID?) {
        guard canApply(request, from: child) else {
            rejections.append(.unsupported(request))
            return
        }
        applied.append(Received(request: request, child: child))
    }
}

/// A child that holds only its link.
@MainActor
final class LinkedChild {
    var link = ContainerLink.unlinked
}
