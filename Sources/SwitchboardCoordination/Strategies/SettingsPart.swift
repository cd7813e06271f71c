import SwitchboardMessaging

/// Where a coordinator's state lives in a settings value: the key path (which the settings
/// observe), how to read it, and how to change it in place.
struct SettingsPart<Root: Sendable, State: CoordinatedState>: Sendable {
    let keyPath: any WritableKeyPath<Root, State> & Sendable
    let read: @Sendable (Root) -> State

    /// One part of a larger value.
    init(_ keyPath: any WritableKeyPath<Root, State> & Sendable) {
        self.keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }

    /// The whole value.
    init() where Root == State {
        keyPath = \State.self
        read = { $0 }
    }

    /// Updates this part of `settings` in one update, comparing only the observers it concerns.
    ///
    /// - Returns: What `body` returns, and the change number the update committed.
    @MainActor
    func update<Output>(
        _ settings: SharedSettings<Root>, writer: ObjectIdentifier? = nil, _ body: (inout State) -> Output
    ) -> (output: Output, number: UInt64) {
        settings.update(numberedAt: keyPath, writer: writer, body)
    }
}
