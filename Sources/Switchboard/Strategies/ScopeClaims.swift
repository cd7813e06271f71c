/// Which ``PanelScope``s of which settings instance live coordinators use, so that
/// ``PanelScope/automatic`` can give a second container on the same instance a scope of its own.
@MainActor
enum ScopeClaims {
    private final class Claim {
        weak var coordinator: Coordinator?
        init(_ coordinator: Coordinator) { self.coordinator = coordinator }
    }

    /// Claims by settings instance. An instance cannot die while a coordinator using it is alive
    /// (the strategy holds it), so an identifier is only reused once its claims are all dead.
    private static var claims: [ObjectIdentifier: [PanelScope: [Claim]]] = [:]
    private static var automaticScopesIssued = 0

    /// The scope a new coordinator should use: `requested` itself unless it is
    /// ``PanelScope/automatic``, which becomes ``PanelScope/primary`` while no live coordinator
    /// uses that, and otherwise a fresh scope named after the container.
    static func claim(
        _ requested: PanelScope, on settings: SharedSettings<PanelSettings>, for handler: any ContainerRequestHandler
    ) -> PanelScope {
        guard requested == .automatic else { return requested }
        prune()
        let inUse = claims[ObjectIdentifier(settings)] ?? [:]
        guard inUse[.primary]?.isEmpty ?? true else {
            automaticScopesIssued += 1
            return PanelScope("\(type(of: handler))#\(automaticScopesIssued)")
        }
        return .primary
    }

    /// Records that `coordinator` uses `scope` of `settings` for as long as it lives.
    static func record(_ coordinator: Coordinator, scope: PanelScope, on settings: SharedSettings<PanelSettings>) {
        claims[ObjectIdentifier(settings), default: [:]][scope, default: []].append(Claim(coordinator))
    }

    private static func prune() {
        for (settings, scopes) in claims {
            let live = scopes.compactMapValues { claims -> [Claim]? in
                let alive = claims.filter { $0.coordinator != nil }
                return alive.isEmpty ? nil : alive
            }
            claims[settings] = live.isEmpty ? nil : live
        }
    }
}
