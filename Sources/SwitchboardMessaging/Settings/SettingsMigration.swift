/// One step in the history of a settings file's layout, applied by ``JSONFileSettingsStore`` when
/// it loads a file written before `version`.
///
/// Adding or removing a field needs no migration: a missing field takes its default and an unknown
/// one is kept. A migration is for changes a loader cannot guess, such as a rename:
///
/// ```swift
/// let store = JSONFileSettingsStore<Appearance>(
///     fileURL: url,
///     migrations: [.renamingField("dark", to: "darkMode", inVersion: 2)])
/// ```
///
/// The store writes the version it reached into the file (the reserved top-level member
/// `"$schemaVersion"`), so each migration runs once per file. Migrations only apply to values
/// stored as JSON objects.
public struct SettingsMigration: Sendable {
    /// The schema version this migration produces, counted from 1. A file written at this
    /// version or later is not migrated by it; a migration with a version below 1 never runs.
    public let version: Int
    let migrate: @Sendable (_ fields: inout [String: StoredJSON]) -> Void

    /// Creates a migration that edits the stored top-level fields.
    ///
    /// - Parameters:
    ///   - version: The version the file has after this step, counted from 1.
    ///   - migrate: Edits the fields as stored (before defaults are filled in).
    public init(toVersion version: Int, _ migrate: @escaping @Sendable (_ fields: inout [String: StoredJSON]) -> Void) {
        self.version = version
        self.migrate = migrate
    }

    /// A migration that renames a top-level field, keeping its stored value.
    ///
    /// If the file already has a field named `newName`, both are left as they are (the old one is
    /// then kept as an unknown field), so nothing stored is overwritten.
    ///
    /// - Parameters:
    ///   - oldName: The field's name before `version`.
    ///   - newName: Its name from `version` on.
    ///   - version: The schema version that introduced the new name.
    public static func renamingField(_ oldName: String, to newName: String, inVersion version: Int) -> Self {
        Self(toVersion: version) { fields in
            guard fields[newName] == nil, let value = fields.removeValue(forKey: oldName) else { return }
            fields[newName] = value
        }
    }
}
