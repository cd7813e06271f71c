extension SubscriptionToken: LeakPathReflecting {
    /// The registration the token keeps: a bus entry it holds, or the settings' record of the
    /// observation it keeps registered. Nothing once cancelled.
    package var leakPathReferences: [LeakPathReference] {
        // Copied out under the lock; the lookups below run outside it.
        switch storage {
        case .bus:
            guard let entry = registeredEntry() else { return [] }
            return [LeakPathReference(target: .value(entry))]
        case .backend(let backend):
            switch backend.withLock({ $0 }) {
            case nil:
                return []
            case .observation(let link):
                guard let record = link.registration else { return [] }
                return [LeakPathReference(target: .value(record))]
            case .closure:
                return [LeakPathReference(target: .closure("cancellation closure"))]
            }
        }
    }
}
