/// What a ``SharedSettings/subscribe(_:file:line:handler:)`` token holds: the observation's id
/// and, weakly, the settings' state, so the token neither keeps the settings alive nor needs a
/// closure to end the observation.
final class SettingsObservationLink<Value: Sendable>: ObservationLink {
    private let id: UInt64
    private weak let state: SettingsLock<Value>?

    init(id: UInt64, state: SettingsLock<Value>) {
        self.id = id
        self.state = state
    }

    func cancel() {
        SharedSettings<Value>.removeObserver(id: id, from: state)
    }

    /// The settings' record of the observation, which leak reports name.
    var registration: AnyObject? {
        state?.withLock { state in state.observers.first { $0.id == id } }
    }
}
