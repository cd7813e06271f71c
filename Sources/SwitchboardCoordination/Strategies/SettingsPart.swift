import SwitchboardMessaging

/// Where a coordinator's state lives in a settings value: the key path (which the settings
/// observe), how to read it, and how to change it in place.
///
/// The whole value reads and writes directly instead of through `\.self`: projecting a large
/// value through a key path allocates a buffer at every read.
struct SettingsPart<Root: Sendable, State: CoordinatedState>: Sendable {
    let keyPath: any WritableKeyPath<Root, State> & Sendable
    let read: @Sendable (Root) -> State
    /// Runs a body on the state in place and returns what it returns: one projection, where a
    /// read and a write would copy the state out and back.
    let modify: @Sendable (inout Root, (inout State) -> Bool) -> Bool
    /// Whether this is the whole value, updated without a key path: comparing a key path with
    /// `\.self` in generic code builds that key path at every call (about 6,000 instructions, most
    /// of what the `e2e.swap.shared-settings` row costs over `e2e.swap.direct`).
    let isWhole: Bool

    /// One part of a larger value.
    init(_ keyPath: any WritableKeyPath<Root, State> & Sendable) {
        self.keyPath = keyPath
        read = { $0[keyPath: keyPath] }
        modify = { root, body in body(&root[keyPath: keyPath]) }
        isWhole = false
    }

    /// The whole value.
    init() where Root == State {
        keyPath = \State.self
        read = { $0 }
        modify = { root, body in body(&root) }
        isWhole = true
    }

    /// Updates this part of `settings` in one update, comparing only the observers it concerns; `writer`, the
    /// coordinator's observation of the part, is spared the notification of a change it knows already
    /// (`writerKnows()`, asked after `body`).
    ///
    /// - Returns: What `body` returns.
    @MainActor
    func update(
        _ settings: SharedSettings<Root>, sparing writer: AnyObject? = nil, writerKnows: () -> Bool = { false },
        _ body: (inout State) -> Bool
    ) -> Bool {
        settings.update(at: isWhole ? nil : keyPath, sparing: writer, writerKnows: writerKnows) { modify(&$0, body) }
    }
}
