/// Hears about every committed change of a ``SharedSettings``, on the updating thread, right after
/// the lock is released and before the update delivers to observers.
///
/// The settings keep at most one, created on first use by the Observation support (a subclass
/// that needs iOS 17 / macOS 14, which is why the settings hold this ungated base class). An
/// instance that no one tracks costs nothing: the settings copy the new value out of the lock and
/// call ``publish(from:to:of:)`` only once a relay exists.
///
/// Safety of `@unchecked Sendable`: the base class has no state; a subclass must be `Sendable` in
/// its own right (its stored properties immutable or protected by a lock).
@usableFromInline
class SettingsChangeRelay<Value: Sendable>: @unchecked Sendable {
    /// Called once per committed update, outside the settings' lock, on the updating thread.
    ///
    /// - Parameters:
    ///   - old: The value before the update.
    ///   - new: The value the update committed.
    ///   - settings: The settings that changed.
    @usableFromInline
    func publish(from old: Value, to new: Value, of settings: SharedSettings<Value>) {}
}
