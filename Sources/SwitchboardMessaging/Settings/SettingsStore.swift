import Foundation

/// Where a ``SharedSettings`` keeps its value between launches.
///
/// A store only moves whole values: ``load(defaults:)`` once, when the settings are created, and
/// ``save(_:)`` after updates, on a background queue, newest value first and coalesced (a burst
/// of updates saves once or twice). Both are called outside the settings' lock. One settings
/// instance never runs two saves at once, but several instances may share a store, so
/// implementations must be thread-safe.
///
/// The package ships ``InMemorySettingsStore``, ``JSONFileSettingsStore`` and
/// ``UserDefaultsSettingsStore``.
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
public final class InMemorySettingsStore<Value: Sendable>: SettingsStore, SettingsWriterSharing {
    private let stored: Locked<Value?>
    let writer = SettingsWriter(label: "in memory")

    /// Creates a store, empty or holding a value as if saved by an earlier launch.
    ///
    /// - Parameter storedValue: What ``load(defaults:)`` returns until the first save.
    public init(_ storedValue: Value? = nil) {
        stored = Locked(storedValue)
    }

    /// The last saved value, or `nil` if nothing was ever saved. Waits for the saves of the
    /// settings using this store first, so it reads what their last update left.
    public var storedValue: Value? {
        writer.flush()
        return stored.withLock { $0 }
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

/// A store whose settings save through its own writer, shared by every ``SharedSettings`` on it.
protocol SettingsWriterSharing {
    var writer: SettingsWriter { get }
}

/// What the built-in stores share: the JSON form (``StoredDocument``), one ``SettingsWriter`` per
/// place, loading that repairs field by field and writes migrations back once.
protocol DocumentSettingsStore<Value>: SettingsStore, BuiltInSettingsStore where Value: Codable {
    var migrations: [SettingsMigration] { get }
    var schemaVersion: Int { get }
    /// The place, as reports name it.
    var location: String { get }
    /// The stored bytes, or `nil` when nothing is stored.
    func readStored() throws(SettingsStoreError) -> Data?
    /// Replaces the stored bytes.
    func writeStored(_ data: Data) throws(SettingsStoreError)
    /// Moves the stored bytes aside, under a new name, for recovery.
    func keepAside() -> StoredAside
    /// The error for stored data nothing of which could be used, once it was handled by `aside`.
    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError?
}

/// What moving unusable stored data aside did.
enum StoredAside {
    case moved(to: String)
    /// Another instance (an app extension, another process) moved it first.
    case gone
    case failed(reason: String)
}

extension DocumentSettingsStore {
    /// Loads, reporting what was repaired beside the value.
    ///
    /// A store opened while another store on the same place has a write in flight reads that
    /// newest value. Repairs and migrations are written back once, through the writer.
    func loadReporting(defaults: Value) -> (value: Value?, issue: SettingsStoreError?) {
        if let latest = writer.state.withLock({ $0.latest }) as? Value {
            return (latest, nil)
        }
        let data: Data?
        do {
            data = try readStored()
        } catch {
            return (nil, error)
        }
        guard let data else {
            var learned = StoredDocument()
            learned.learn(defaults)
            writer.state.withLock { $0.document.knownPaths.formUnion(learned.knownPaths) }
            return (nil, nil)
        }
        var document = StoredDocument()
        let loaded: StoredDocument.Loaded<Value>
        do {
            loaded = try document.load(data, defaults: defaults, migrations: migrations, schemaVersion: schemaVersion)
        } catch {
            return (nil, unusable(error, aside: keepAside()))
        }
        writer.state.withLock { $0.document = document }
        var issue: SettingsStoreError?
        if !loaded.problems.isEmpty {
            switch keepAside() {
            case .moved(let place):
                issue = .recovered(location: location, keptAt: place, problems: loaded.problems)
            case .gone:
                issue = .recovered(location: location, keptAt: nil, problems: loaded.problems)
            case .failed(let reason):
                // Writing the repair back would destroy the only copy: defaults, saving suspended.
                return (nil, unusable(loaded.problems[0], aside: .failed(reason: reason)))
            }
        }
        if loaded.mustWriteBack {
            let value = loaded.value
            writer.submit(value) { () throws(SettingsStoreError) in try save(value) }
        }
        return (loaded.value, issue)
    }

    /// Encodes `value` over the stored document (kept fields, schema version) and writes it.
    func saveDocument(_ value: Value) throws(SettingsStoreError) {
        // Encoding runs the value's own `encode(to:)`: never under the writer's lock.
        var document = writer.state.withLock { $0.document }
        let data = try document.encode(value, schemaVersion: schemaVersion)
        try writeStored(data)
        writer.state.withLock { $0.document = document }
    }

    /// Sorted by version, keeping the given order among equal versions.
    static func ordered(_ migrations: [SettingsMigration]) -> (migrations: [SettingsMigration], version: Int) {
        let sorted = migrations.enumerated()
            .sorted { ($0.element.version, $0.offset) < ($1.element.version, $1.offset) }
            .map(\.element)
        return (sorted, max(0, migrations.map(\.version).max() ?? 0))
    }
}

/// A built-in store as `SharedSettings` reaches it: a plain existential, because a cast to
/// `any DocumentSettingsStore<Value>` needs the iOS 16 runtime and the package supports iOS 15.
protocol BuiltInSettingsStore: SettingsWriterSharing {
    /// Loads with per-field recovery; `nil` when `V` is not the store's value type.
    func loadBuiltIn<V>(defaults: V) -> (V, SettingsStoreError?)?
}

extension DocumentSettingsStore {
    func loadBuiltIn<V>(defaults: V) -> (V, SettingsStoreError?)? {
        guard let own = defaults as? Value else { return nil }
        let (value, issue) = loadReporting(defaults: own)
        guard let loaded = (value ?? own) as? V else { return nil }
        return (loaded, issue)
    }
}
