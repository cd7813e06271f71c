extension ObserverHandle: LeakPathReflecting {
    /// Nothing: the handle references the observation, its token and its owner weakly.
    package var leakPathReferences: [LeakPathReference] { [] }
}
