public import Observation

/// Shared settings take part in Observation (iOS 17, macOS 14, tvOS 17, watchOS 10), field by
/// field: read a field with ``SharedSettings/subscript(observing:)`` and only that field's changes
/// invalidate the reader.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SharedSettings: Observable {}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SharedSettings {
    /// The current value at `keyPath`, read so that Observation tracks this field alone.
    ///
    /// Inside `withObservationTracking`, which is how SwiftUI tracks what it renders, the reader is
    /// invalidated when an update changes this field (`!=` before and after it), and not when it
    /// changes only other fields. With `settings` holding a `ReaderSettings` value:
    ///
    /// ```swift
    /// withObservationTracking {
    ///     _ = settings[observing: \.fontSize]
    /// } onChange: {
    ///     log("font size changed")
    /// }
    /// settings.update { $0.isDark = true }  // nothing: only `fontSize` is tracked
    /// settings.update { $0.fontSize = 18 }  // logs "font size changed"
    /// ```
    ///
    /// Reading ``value`` is not tracked. Track the whole value with `settings[observing: \.self]`
    /// when `Value` is `Equatable`.
    ///
    /// The invalidation (`onChange`) runs synchronously on the thread that made the update, right
    /// after the change is committed and before the update's observers run, so the settings
    /// already hold the new value when it runs. Updates may come from any thread; as with any
    /// `@Observable` type, SwiftUI re-renders on the main actor whichever thread made the
    /// change, and when two threads change the field at once, `onChange` may be called by both
    /// (Observation ends a tracking only after calling it). Code that must react on the main
    /// actor rather than re-render should use ``subscribeOnMainActor(_:file:line:handler:)`` or
    /// ``observe(_:by:file:line:handler:)``.
    ///
    /// - Parameter keyPath: The field to read and track.
    /// - Returns: The field's current value.
    public subscript<Field: Equatable & Sendable>(observing keyPath: any KeyPath<Value, Field> & Sendable) -> Field {
        observationRelay().access(keyPath, of: self)
        return value[keyPath: keyPath]
    }

    /// The settings' relay to Observation, created on first use.
    private func observationRelay() -> SettingsObservationRelay<Value> {
        state.withLock { state in
            if let existing = state.observationRelay as? SettingsObservationRelay<Value> { return existing }
            let created = SettingsObservationRelay<Value>()
            state.observationRelay = created
            return created
        }
    }
}

/// Hears about every committed change, on the updating thread, right after the lock is released
/// and before observers run. The settings hold one only once Observation tracks them: this
/// ungated base class, since its one subclass needs iOS 17 / macOS 14.
///
/// Safety of `@unchecked Sendable`: the base class has no state; the subclass is `Sendable` in its
/// own right.
@usableFromInline
class SettingsChangeRelay<Value: Sendable>: @unchecked Sendable {
    /// Called once per committed update, outside the lock.
    @usableFromInline
    func publish(from old: Value, to new: Value, of settings: SharedSettings<Value>) {}
}

/// Connects a ``SharedSettings`` to Observation, one tracked key path per field.
///
/// Reading a field through ``SharedSettings/subscript(observing:)`` records an access to a key
/// path of the settings that stands for that field alone, and remembers how to compare the field.
/// After each committed update, ``publish(from:to:of:)`` compares every remembered field and
/// announces a change (`willSet` then `didSet`) only for those that differ, so a tracker of one
/// field is never invalidated by a change to another.
///
/// Safety of `@unchecked Sendable`: `registrar` is `Sendable` (Observation locks it internally) and
/// never reassigned; `fields` is a ``Locked``.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class SettingsObservationRelay<Value: Sendable>: SettingsChangeRelay<Value>, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// Every field read through Observation so far, in the order first read. It only grows, by at
    /// most one entry per distinct key path, which an app spells in its source: few, so they are
    /// looked up by a linear search.
    private let fields = Locked<[ObservedField<Value>]>([])

    /// Records that the caller read `keyPath` of `settings`, for whatever Observation tracking is
    /// in progress on this thread or task.
    ///
    /// Call it before reading the value: a change committed after this call is then published to
    /// the tracker, and one committed before it is already in the value read.
    func access<Field: Equatable & Sendable>(
        _ keyPath: any KeyPath<Value, Field> & Sendable,
        of settings: SharedSettings<Value>
    ) {
        let key = ObservedFieldKey(keyPath)
        let field = fields.withLock { fields in
            if let known = fields.first(where: { $0.key == key }) { return known }
            fields.append(ObservedField(key: key, keyPath: keyPath))
            return fields[fields.count - 1]
        }
        registrar.access(settings, keyPath: field.trackedKeyPath)
    }

    override func publish(from old: Value, to new: Value, of settings: SharedSettings<Value>) {
        let fields = self.fields.withLock { $0 }
        // The comparisons run the fields' `==`, user code, so never under the lock.
        for field in fields where field.changed(old, new) {
            registrar.willSet(settings, keyPath: field.trackedKeyPath)
            registrar.didSet(settings, keyPath: field.trackedKeyPath)
        }
    }
}

/// One field of the settings' value that Observation tracks.
///
/// Safety of `@unchecked Sendable`: both key paths are immutable objects; the field's key path was
/// `Sendable` when handed in, and the tracked one captures only the `Sendable` key.
struct ObservedField<Value: Sendable>: @unchecked Sendable {
    let key: ObservedFieldKey
    /// The key path of the settings that stands for this field in Observation. Observation only
    /// uses it as an identity; it is never applied.
    let trackedKeyPath: KeyPath<SharedSettings<Value>, ObservedFieldKey>
    /// Whether the field differs between two values.
    let changed: @Sendable (_ old: Value, _ new: Value) -> Bool

    init<Field: Equatable & Sendable>(key: ObservedFieldKey, keyPath: any KeyPath<Value, Field> & Sendable) {
        self.key = key
        trackedKeyPath = \SharedSettings<Value>.[observationField: key]
        changed = { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
    }
}

/// A field's key path as a hashable identity: equal key paths name the same field.
///
/// Safety of `@unchecked Sendable`: a key path is an immutable object, and the one stored here was
/// `Sendable` when handed in (``SettingsObservationRelay/access(_:of:)`` requires it).
struct ObservedFieldKey: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath

    init<Value, Field>(_ keyPath: any KeyPath<Value, Field> & Sendable) {
        self.keyPath = keyPath
    }
}

extension SharedSettings {
    /// Gives each observed field a distinct key path of the settings for Observation to track;
    /// see ``ObservedField/trackedKeyPath``.
    subscript(observationField key: ObservedFieldKey) -> ObservedFieldKey { key }
}
