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
        let relay = state.withLock { state in
            if let existing = state.changeRelay { return existing }
            let created = SettingsObservationRelay<Value>()
            state.changeRelay = created
            return created
        }
        // Safety: only this function sets `changeRelay`, and always to a `SettingsObservationRelay`.
        return unsafeDowncast(relay, to: SettingsObservationRelay<Value>.self)
    }
}
