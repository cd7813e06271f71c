/// Where a ``SharedSettings`` keeps its value between launches.
///
/// A store only moves whole values: ``load(defaults:)`` once, when the settings are created, and
/// ``save(_:)`` after updates (see ``SharedSettings`` for when exactly). Both are called outside
/// the settings' lock. One settings instance never runs two saves at once, but several instances
/// may share a store, so implementations must be thread-safe.
///
/// The package ships ``InMemorySettingsStore`` and ``JSONFileSettingsStore``.
public protocol SettingsStore<Value>: Sendable {
    /// The type of value stored.
    associatedtype Value: Sendable

    /// Reads the stored value.
    ///
    /// - Parameter defaults: The value the settings start from when nothing is stored. A store
    ///   whose data may lack fields (written by an older version of the app) takes them from here.
    /// - Returns: The value, or `nil` when nothing has been stored yet (the settings then use
    ///   their defaults).
    /// - Throws: A ``SettingsStoreError`` when something is stored but cannot be used.
    func load(defaults: Value) throws(SettingsStoreError) -> Value?

    /// Replaces the stored value.
    ///
    /// - Parameter value: The value to keep.
    /// - Throws: A ``SettingsStoreError`` when the value could not be stored; what was stored
    ///   before must still be intact.
    func save(_ value: Value) throws(SettingsStoreError)
}

/// A ``SettingsStore`` that keeps the value in memory, for tests and previews.
///
/// Two ``SharedSettings`` created one after the other on the same store behave like two launches
/// of an app: the second starts from what the first saved.
///
/// ```swift
/// let store = InMemorySettingsStore<ReaderSettings>()
/// SharedSettings(ReaderSettings(), store: store).update { $0.fontSize = 18 }
/// print(SharedSettings(ReaderSettings(), store: store).value.fontSize)  // 18
/// ```
public final class InMemorySettingsStore<Value: Sendable>: SettingsStore {
    private let stored: Locked<Value?>

    /// Creates a store, empty or holding a value as if saved by an earlier launch.
    ///
    /// - Parameter storedValue: What ``load(defaults:)`` returns until the first save.
    public init(_ storedValue: Value? = nil) {
        stored = Locked(storedValue)
    }

    /// The last saved value, or `nil` if nothing was ever saved.
    public var storedValue: Value? {
        stored.withLock { $0 }
    }

    /// Returns the last saved value. Never throws.
    ///
    /// - Parameter defaults: Not used: an in-memory value always has every field.
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? {
        storedValue
    }

    /// Keeps `value`. Never throws.
    ///
    /// - Parameter value: The value to keep.
    public func save(_ value: Value) throws(SettingsStoreError) {
        // The replaced value is released after unlocking: a deinit it triggers may read the store.
        let replaced = stored.withLock { stored in
            defer { stored = value }
            return stored
        }
        withExtendedLifetime(replaced) {}
    }
}
