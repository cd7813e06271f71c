import Foundation

/// Where a ``SharedSettings`` keeps its value between launches: ``InMemorySettingsStore``,
/// ``JSONFileSettingsStore``, ``UserDefaultsSettingsStore``, or your own.
///
/// The rule that matters: several settings instances may share a store, so implementations must
/// be thread-safe (see "Persistence" in <doc:SharingSettings>).
public protocol SettingsStore<Value>: Sendable {
    /// The type of value stored.
    associatedtype Value: Sendable

    /// The stored value (`nil` when none), fields older data lacks from `defaults`; throws when unusable.
    func load(defaults: Value) throws(SettingsStoreError) -> Value?

    /// Replaces the stored value; when it throws, what was stored before must be intact.
    func save(_ value: Value) throws(SettingsStoreError)
}

/// A ``SettingsStore`` in memory, for tests and previews: settings made one after another on it act as two launches.
///
/// ```swift
/// let store = InMemorySettingsStore<ReaderSettings>()
/// SharedSettings(ReaderSettings(), store: store).update { $0.fontSize = 18 }
/// print(SharedSettings(ReaderSettings(), store: store).value.fontSize)  // 18
/// ```
public final class InMemorySettingsStore<Value: Sendable>: SettingsStore, BuiltInSettingsStore {
    private let stored: Locked<Value?>
    let writer = SettingsWriter()

    /// Creates a store, empty or holding `storedValue` as if saved by an earlier launch.
    public init(_ storedValue: Value? = nil) {
        stored = Locked(storedValue)
    }

    /// The last saved value, or `nil`, once the saves of the settings using this store are done.
    public var storedValue: Value? {
        writer.flush()
        return stored.withLock { $0 }
    }

    /// Returns the last saved value (`defaults` is not used). Never throws.
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? {
        storedValue
    }

    /// Keeps `value`. Never throws.
    public func save(_ value: Value) throws(SettingsStoreError) {
        _ = stored.exchange(value)
    }

    /// None: ``load(defaults:)`` reports nothing beside the value.
    func loadBuiltIn<V>(defaults: V) -> (V, SettingsStoreError?)? { nil }
}

/// What the built-in stores share: the JSON form, one writer per place, field-by-field repair.
protocol DocumentSettingsStore<Value>: SettingsStore, BuiltInSettingsStore where Value: Codable {
    var migrations: [SettingsMigration] { get }
    var schemaVersion: Int { get }
    /// The place, as reports name it.
    var location: String { get }
    /// The stored bytes, or `nil` when nothing is stored.
    func readStored() throws(SettingsStoreError) -> Data?
    func writeStored(_ data: Data) throws(SettingsStoreError)
    /// Moves the stored bytes aside, under a new name, for recovery — only while they are still
    /// `read`, so what is kept is what was found unusable, never a file another process saved since.
    func keepAside(_ read: Data) -> StoredAside
    /// The error for unusable stored data, once `aside` handled it.
    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError?
}

/// What moving unusable stored data aside did. `replaced`: the stored bytes are gone or no longer
/// those read (another instance or process kept them aside first, and may have saved since), so a
/// new load finds what is there now.
enum StoredAside {
    case moved(to: String), replaced, failed(reason: String)
}

extension DocumentSettingsStore {
    /// Loads, reporting repairs beside the value; a write in flight at the same place is the newest value.
    func loadReporting(defaults: Value) -> (value: Value?, issue: SettingsStoreError?) {
        if let latest = writer.state.withLock({ $0.latest }) as? Value { return (latest, nil) }
        var attempt = 0
        while true {
            attempt += 1
            if let loaded = load(defaults: defaults, checksChange: attempt < 3) { return loaded }
        }
    }

    /// ``SettingsStore/load(defaults:)`` of a built-in store: the value, repaired, or `nil` when nothing is
    /// stored; throws only when nothing stored could be used.
    func loadStored(defaults: Value) throws(SettingsStoreError) -> Value? {
        let (value, issue) = loadReporting(defaults: defaults)
        if let issue, value == nil { throw issue }
        return value
    }

    /// One load; `nil` (with `checksChange`) when unusable bytes changed or went before they were kept
    /// aside, as when another process kept them aside (and saved) first: only what was read is moved.
    private func load(defaults: Value, checksChange: Bool) -> (value: Value?, issue: SettingsStoreError?)? {
        let data: Data?
        do { data = try readStored() } catch { return (nil, error) }
        guard let data else {
            let known = StoredDocument.paths(of: try? StoredDocument.encodeObject(defaults))
            writer.state.withLock { $0.document.knownPaths.formUnion(known) }
            return (nil, nil)
        }
        var document = StoredDocument()
        let loaded: StoredDocument.Loaded<Value>
        do {
            loaded = try document.load(data, defaults: defaults, migrations: migrations)
        } catch {
            let aside = keepAside(data)
            if checksChange, case .replaced = aside { return nil }
            return (nil, unusable(error, aside: aside))
        }
        writer.state.withLock { $0.document = document }
        var issue: SettingsStoreError?
        if !loaded.problems.isEmpty {
            let aside = keepAside(data)
            if checksChange, case .replaced = aside { return nil }
            let keptAt: String? = if case .moved(let place) = aside { place } else { nil }
            // Writing the repair back would destroy the only copy: defaults, saving suspended.
            if case .failed = aside { return (nil, unusable(loaded.problems[0], aside: aside)) }
            issue = .recovered(location: location, keptAt: keptAt, problems: loaded.problems)
        }
        if loaded.mustWriteBack {
            let value = loaded.value
            writer.submit(value) { try save(value) }
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

    func loadBuiltIn<V>(defaults: V) -> (V, SettingsStoreError?)? {
        guard let own = defaults as? Value else { return nil }
        let (value, issue) = loadReporting(defaults: own)
        guard let loaded = (value ?? own) as? V else { return nil }
        return (loaded, issue)
    }
}

/// A built-in store as `SharedSettings` reaches it: a plain existential, because a cast to
/// `any DocumentSettingsStore<Value>` needs the iOS 16 runtime and the package supports iOS 15.
protocol BuiltInSettingsStore {
    /// The writer every ``SharedSettings`` on the store saves through, so reading the store can wait for it.
    var writer: SettingsWriter { get }
    /// Loads with per-field recovery, the repairs reported beside the value; `nil` when `V` is not
    /// the store's value type or the store's ``SettingsStore/load(defaults:)`` says all.
    func loadBuiltIn<V>(defaults: V) -> (V, SettingsStoreError?)?
}
