/// Where a coordinator's state lives in a settings value: the key path (which the settings
/// observe), and how to read and write through it.
///
/// The whole value reads and writes directly instead of through `\.self`: projecting a large
/// value through a key path allocates a buffer at every read.
struct SettingsPart<Root: Sendable, State: CoordinatedState>: Sendable {
    let keyPath: any WritableKeyPath<Root, State> & Sendable
    let read: @Sendable (Root) -> State
    let write: @Sendable (inout Root, State) -> Void

    /// One part of a larger value.
    init(_ keyPath: any WritableKeyPath<Root, State> & Sendable) {
        self.keyPath = keyPath
        read = { $0[keyPath: keyPath] }
        write = { $0[keyPath: keyPath] = $1 }
    }

    /// The whole value.
    init() where Root == State {
        keyPath = \State.self
        read = { $0 }
        write = { $0 = $1 }
    }
}
