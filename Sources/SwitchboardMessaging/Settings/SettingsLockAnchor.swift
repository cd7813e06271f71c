/// What observations and tokens hold weakly to reach their settings' lock: an object that only
/// the settings hold strongly, so it goes away with them.
///
/// The lock is not referenced weakly itself: a weak reference gives an object a side table, and
/// then every retain and release of that object takes the runtime's slow path, while the lock
/// is retained and released on every update. Nothing retains or releases the anchor there.
final class SettingsLockAnchor<Value: Sendable>: Sendable {
    let lock: SettingsLock<Value>

    init(_ lock: SettingsLock<Value>) {
        self.lock = lock
    }
}
