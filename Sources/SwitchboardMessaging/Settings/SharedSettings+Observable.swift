public import Observation

/// Shared settings take part in Observation field by field: see ``SharedSettings/subscript(observing:)``.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SharedSettings: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SharedSettings {
    /// The current value at `keyPath`, read so that Observation (and so SwiftUI) tracks this field
    /// alone: only an update that changes it (`!=`) invalidates the reader. Reading ``value`` is not
    /// tracked. Example and rules: <doc:ObservationAndSwiftUI>.
    public subscript<Field: Equatable & Sendable>(observing keyPath: any KeyPath<Value, Field> & Sendable) -> Field {
        observationRelay().access(keyPath, of: self)
        return value[keyPath: keyPath]
    }

    /// The settings' relay to Observation, created on first use.
    private func observationRelay() -> SettingsObservationRelay<Value> {
        state.withLock { state in
            if let existing = state.observationRelay?.relay as? SettingsObservationRelay<Value> { return existing }
            let created = SettingsObservationRelay<Value>()
            state.observationRelay = (created, created.publish)
            return created
        }
    }
}

/// Connects a ``SharedSettings`` to Observation: a read records an access to a key path of the settings that
/// stands for that field alone; ``publish(from:to:of:)`` announces a change only for the remembered fields that
/// one commit changed. It hears about every committed change, with the value before and after it, on the
/// updating thread, after the lock is released and before observers run: each writer invalidates the readers of
/// the fields it changed itself, so a reader is invalidated before that writer's update returns, whatever other
/// threads do.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class SettingsObservationRelay<Value: Sendable>: Sendable {
    private let registrar = ObservationRegistrar()
    /// Every field read through Observation so far (one per key path in the app's source), with
    /// whether it differs between two values.
    private let fields = Locked<[AnyKeyPath: @Sendable (_ old: Value, _ new: Value) -> Bool]>([:])

    /// Records that the caller read `keyPath` of `settings`. Call it before reading the value, so a
    /// change committed in between is published to the tracker.
    func access<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        of settings: SharedSettings<Value>
    ) {
        let key = keyPath as AnyKeyPath
        fields.withLock { fields in
            if fields[key] == nil {
                fields[key] = { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
            }
        }
        registrar.access(settings, keyPath: \.[observationField: key])
    }

    /// Invalidates the readers of every remembered field that differs between `old` and `new`.
    func publish(from old: Value, to new: Value, of settings: SharedSettings<Value>) {
        let fields = self.fields.withLock { $0 }
        // The comparisons run the fields' `==`, user code, so never under the lock.
        for (key, changed) in fields where changed(old, new) {
            registrar.willSet(settings, keyPath: \.[observationField: key])
            registrar.didSet(settings, keyPath: \.[observationField: key])
        }
    }
}

extension SharedSettings {
    /// Gives each observed field a distinct key path of the settings for Observation; only an identity, never
    /// applied.
    subscript(observationField key: AnyKeyPath) -> AnyKeyPath { key }
}
