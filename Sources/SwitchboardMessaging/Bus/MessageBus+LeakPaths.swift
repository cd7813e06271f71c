extension MessageBus: LeakPathReflecting {
    /// `MessageBus "label"`.
    package var leakPathName: String? { "MessageBus \"\(label)\"" }

    /// Every entry the bus holds, in registration order, ended ones not yet purged included
    /// (they still hold their handlers), then the diagnostic hook.
    package var leakPathReferences: [LeakPathReference] {
        let entries = state.withLock { $0.channels.allEntries }.sorted { $0.sequence < $1.sequence }
        var references = entries.map { LeakPathReference(target: .value($0)) }
        if diagnosticHook.withLock({ $0 }) != nil {
            references.append(LeakPathReference(label: "onDiagnostic", target: .closure("closure")))
        }
        return references
    }
}
