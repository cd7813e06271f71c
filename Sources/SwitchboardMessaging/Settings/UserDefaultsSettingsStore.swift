import Foundation

/// A ``SettingsStore`` that keeps a `Codable` value in `UserDefaults`, as JSON data under one key:
/// what iOS apps use for settings, with the same schema evolution, per-field recovery and
/// migrations as ``JSONFileSettingsStore``.
///
/// A field that cannot be read takes its default and the stored data as it was is kept under
/// `<key>.corrupt-<n>` in the same suite; ``SharedSettings/loadIssue`` names the field. Saves run on
/// a background queue, coalesced; stores on one suite and key in one process share one writer.
/// A change another process writes to the suite is read at the next launch; the settings do not
/// observe it while running.
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

    /// Creates a store for one key of a defaults suite.
    ///
    /// - Parameters:
    ///   - suiteName: The suite, or `nil` for the standard defaults.
    ///   - key: The key the value is stored under.
    ///   - migrations: The layout changes that need more than defaults and kept fields.
    public init(suiteName: String? = nil, key: String, migrations: [SettingsMigration] = []) {
        self.suiteName = suiteName
        self.key = key
        (self.migrations, schemaVersion) = Self.ordered(migrations)
        writer = SettingsWriter.shared(for: "defaults:\(suiteName ?? ""):\(key)")
    }

    /// Reads the stored value: `nil` if there is none; fields that cannot be read take their defaults.
    ///
    /// - Throws: ``SettingsStoreError`` when nothing stored is usable (it was kept aside).
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? {
        let (value, issue) = loadReporting(defaults: defaults)
        if let issue, value == nil { throw issue }
        return value
    }

    /// Stores `value` now. ``SharedSettings`` calls it on its background queue.
    public func save(_ value: Value) throws(SettingsStoreError) {
        try saveDocument(value)
    }

    var location: String { "UserDefaults \(suiteName.map { "suite \($0)" } ?? "standard"), key \(key)" }

    /// The suite, made for each use: `UserDefaults` is thread-safe but not declared `Sendable`
    /// everywhere, and making one for a suite is cheap.
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

    func keepAside() -> StoredAside {
        let defaults = self.defaults
        guard let stored = defaults.object(forKey: key) else { return .gone }
        var number = 1
        while defaults.object(forKey: "\(key).corrupt-\(number)") != nil { number += 1 }
        defaults.set(stored, forKey: "\(key).corrupt-\(number)")
        defaults.removeObject(forKey: key)
        return .moved(to: "\(key).corrupt-\(number)")
    }

    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError? {
        switch aside {
        case .moved(let place): .recovered(location: location, keptAt: place, problems: [problem])
        case .gone, .failed: nil
        }
    }
}
