extension BusEntry: LeakPathReflecting {
    /// The registration as ``MessageBus/registrations`` lists it: kind, message type, label,
    /// subject and owner types, and where it was made.
    package var leakPathName: String? {
        let state = isActive ? "" : " (ended, not yet removed)"
        return "bus registration \(MessageBus.Registration(self))\(state)"
    }

    /// The handler closure; subject and owner are weak and keep nothing alive. A stream's
    /// handler only feeds its continuation, which holds nothing of the app's.
    package var leakPathReferences: [LeakPathReference] {
        kind == .stream ? [] : [LeakPathReference(target: .closure("handler closure"))]
    }
}
