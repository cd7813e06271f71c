import Foundation

/// A ``SettingsStore`` that keeps a `Codable` value in `UserDefaults`, as JSON data under one key,
/// with the schema evolution and recovery of ``JSONFileSettingsStore`` (unreadable data is kept
/// under `<key>.corrupt-<n>`). A change another process writes is read at the next launch only.
///
/// <!-- illustrative -->
/// ```swift
/// let store = UserDefaultsSettingsStore<ReaderSettings>(suiteName: "group.com.example.reader", key: "reader")
/// let settings = SharedSettings(ReaderSettings(), store: store)
/// ```
public struct UserDefaultsSettingsStore<Value: Codable & Sendable>: SettingsStore, DocumentSettingsStore {
    /// The defaults suite (an app group's identifier, for example), or `nil` for `UserDefaults.standard`.
    public let suiteName: String?
    /// The key the value is stored under.
    public let key: String
    /// The schema version stored values are brought up to: the highest migration's version, or 0.
    public let schemaVersion: Int
    let migrations: [SettingsMigration]
    let writer: SettingsWriter

    /// Creates a store for one key of a defaults suite (`nil`: the standard defaults).
    public init(suiteName: String? = nil, key: String, migrations: [SettingsMigration] = []) {
        self.suiteName = suiteName
        self.key = key
        // A stable sort: migrations of one version run in the order given.
        self.migrations = migrations.sorted { $0.version < $1.version }
        schemaVersion = max(0, self.migrations.last?.version ?? 0)
        writer = SettingsWriter.shared(for: "defaults:\(suiteName ?? ""):\(key)")
    }

    /// Reads the stored value: `nil` if there is none; fields that cannot be read take their defaults.
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? { try loadStored(defaults: defaults) }

    /// Stores `value` now.
    public func save(_ value: Value) throws(SettingsStoreError) { try saveDocument(value) }

    var location: String { "UserDefaults \(suiteName.map { "suite \($0)" } ?? "standard"), key \(key)" }

    /// Made for each use: `UserDefaults` is not declared `Sendable` everywhere, and making one is cheap.
    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    func readStored() throws(SettingsStoreError) -> Data? {
        let stored = defaults.object(forKey: key)
        return (stored as? Data) ?? (stored as? String).map { Data($0.utf8) }
    }

    func writeStored(_ data: Data) throws(SettingsStoreError) {
        defaults.set(data, forKey: key)
    }

    func keepAside(_ read: Data) -> StoredAside {
        let defaults = self.defaults
        guard let stored = defaults.object(forKey: key), (try? readStored()) == read else { return .replaced }
        var number = 1
        while defaults.object(forKey: "\(key).corrupt-\(number)") != nil { number += 1 }
        defaults.set(stored, forKey: "\(key).corrupt-\(number)")
        defaults.removeObject(forKey: key)
        return .moved(to: "\(key).corrupt-\(number)")
    }

    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError? {
        switch aside {
        case .moved(let place): .recovered(location: location, keptAt: place, problems: [problem])
        case .replaced, .failed: nil
        }
    }
}
