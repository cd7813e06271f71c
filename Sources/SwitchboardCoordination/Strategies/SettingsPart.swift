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

    /// One part of a larger value.
    init(_ keyPath: any WritableKeyPath<Root, State> & Sendable) {
        self.keyPath = keyPath
        read = { $0[keyPath: keyPath] }
        modify = { root, body in body(&root[keyPath: keyPath]) }
    }

    /// The whole value.
    init() where Root == State {
        keyPath = \State.self
        read = { $0 }
        modify = { root, body in body(&root) }
    }
}
