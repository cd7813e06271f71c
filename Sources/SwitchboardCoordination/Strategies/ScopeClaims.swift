import SwitchboardMessaging
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

    /// The scope a new coordinator should use: `requested` itself unless it is
    /// ``PanelScope/automatic``, which becomes ``PanelScope/primary`` while no live coordinator
    /// uses that, and otherwise the lowest free `Type#n` (n ≥ 2) for the container's type, so
    /// names stay few and stable: the second swap container on an instance is always `…#2`.
    static func claim(
        _ requested: PanelScope, on settings: SharedSettings<PanelSettings>, for handler: any ContainerRequestHandler
    ) -> PanelScope {
        guard requested == .automatic else { return requested }
        prune()
        let inUse = claims[ObjectIdentifier(settings)] ?? [:]
        guard inUse[.primary] != nil else { return .primary }
        let prefix = "\(type(of: handler))#"
        var number = 2
        while inUse[PanelScope(prefix + String(number))] != nil { number += 1 }
        return PanelScope(prefix + String(number))
    }

    /// Records that `coordinator` uses `scope` of `settings` until it dies or is invalidated.
    static func record(_ coordinator: Coordinator, scope: PanelScope, on settings: SharedSettings<PanelSettings>) {
        prune()
        claims[ObjectIdentifier(settings), default: [:]][scope, default: []].append(Claim(coordinator))
    }

    /// Gives up `coordinator`'s claim now, for ``Coordinator/invalidate()``.
    static func release(_ coordinator: Coordinator) {
        for (settings, scopes) in claims {
            for (scope, list) in scopes {
                claims[settings]?[scope] = list.filter { $0.coordinator !== coordinator }
            }
        }
        prune()
    }

    /// Number of live claims on `settings`, for tests.
    static func liveClaimCount(on settings: SharedSettings<PanelSettings>) -> Int {
        prune()
        return claims[ObjectIdentifier(settings)]?.values.reduce(0) { $0 + $1.count } ?? 0
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
