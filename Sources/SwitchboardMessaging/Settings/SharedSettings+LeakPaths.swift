extension SharedSettings: LeakPathReflecting {
    /// The current value, then one record per registered observation, in registration order.
    ///
    /// The save closure is left out: it captures only the store the settings were made with.
    package var leakPathReferences: [LeakPathReference] {
        let (value, observers) = state.withLock { ($0.value, $0.observers) }
        return [LeakPathReference(label: "value", target: .value(value))]
            + observers.map { LeakPathReference(target: .value($0)) }
    }
}

extension SettingsObserver: LeakPathReflecting {
    /// The registration as ``SharedSettings/registrations`` lists it: kind, key path, owner type
    /// and where it was made.
    package var leakPathName: String? {
        "settings registration \(registrationRecord)"
    }

    /// The handler closure. An owner is held weakly; a stream only feeds its continuation; a
    /// coordinator's handler holds its container weakly, so none of them is named.
    package var leakPathReferences: [LeakPathReference] {
        if kind == .values { return [] }
        if let observer = self as? any WeakHandlerObserver, observer.handlerIsWeak { return [] }
        return [LeakPathReference(target: .closure("handler closure"))]
    }
}

/// An observation that can say its handler holds only weak references.
private protocol WeakHandlerObserver {
    var handlerIsWeak: Bool { get }
}

extension OwnerSettingsObserver: WeakHandlerObserver {}
