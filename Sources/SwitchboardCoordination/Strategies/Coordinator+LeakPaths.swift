package import SwitchboardMessaging

extension Coordinator: LeakPathReflecting {
    /// The strategy (its bus or settings), without the handler closure: it holds the container
    /// weakly, so a leak report never names it as what may keep the container alive.
    nonisolated package var leakPathReferences: [LeakPathReference] {
        [LeakPathReference(label: "strategy", target: .value(strategy))]
    }
}

extension SettingsBinding: LeakPathReflecting {
    /// The settings, without the closure that starts a lane: it captures only them and the part's
    /// key path, and the lane's observation holds the container weakly.
    package var leakPathReferences: [LeakPathReference] {
        [LeakPathReference(label: "settings", target: .value(settings))]
    }
}
