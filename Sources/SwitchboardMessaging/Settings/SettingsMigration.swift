/// One step in the history of a stored settings layout, applied by the built-in stores when they
/// load data written before `version`.
///
/// Adding a field needs no migration: a missing field takes its default, and an unknown one is
/// kept. A migration is for what a loader cannot guess: a rename, or a field to erase for good.
///
/// <!-- illustrative -->
/// ```swift
/// let store = JSONFileSettingsStore<Appearance>(
///     fileURL: url,
///     migrations: [
///         .renamingField("dark", to: "darkMode", inVersion: 2),
///         .removingField("username", inVersion: 3),
///     ])
/// ```
///
/// A migration runs once: the store writes the migrated value back at load, with the version it
/// reached in the reserved top-level member `"$schemaVersion"`.
public struct SettingsMigration: Sendable {
    /// The schema version this migration produces, counted from 1. Data written at this version
    /// or later is not migrated by it; a migration with a version below 1 never runs.
    public let version: Int
    let migrate: @Sendable (_ fields: inout [String: Any]) -> Void

    /// Creates a migration that edits the stored top-level fields, as `JSONSerialization` reads
    /// them (`String`, `NSNumber`, `[String: Any]`, `[Any]`, `NSNull`).
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// SettingsMigration(toVersion: 3) { fields in
    ///     if let points = fields["fontSize"] as? Double { fields["fontScale"] = points / 12 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - version: The version the data has after this step, counted from 1.
    ///   - migrate: Edits the fields as stored (before defaults are filled in).
    public init(toVersion version: Int, _ migrate: @escaping @Sendable (_ fields: inout [String: Any]) -> Void) {
        self.version = version
        self.migrate = migrate
    }

    /// A migration that moves a field's value to a new name, unless the new name is already used.
    /// Dotted names reach into nested objects: `"window.w"` to `"window.width"`.
    ///
    /// - Parameters:
    ///   - oldName: The field's name (or dotted path) before `version`.
    ///   - newName: Its name from `version` on.
    ///   - version: The version that introduced the new name.
    public static func renamingField(_ oldName: String, to newName: String, inVersion version: Int) -> Self {
        Self(toVersion: version) { fields in
            var tree: Any = fields
            let old = steps(oldName)
            let new = steps(newName)
            guard StoredDocument.value(at: new, in: tree) == nil,
                let value = StoredDocument.value(at: old, in: tree)
            else { return }
            StoredDocument.replace(at: old[...], in: &tree, with: nil)
            StoredDocument.replace(at: new[...], in: &tree, with: value)
            fields = tree as? [String: Any] ?? fields
        }
    }

    /// A migration that erases a field for good (a `username` a release no longer keeps): it is
    /// not kept as an unknown field either. Dotted names reach into nested objects.
    ///
    /// - Parameters:
    ///   - name: The field's name or dotted path.
    ///   - version: The version that dropped it.
    public static func removingField(_ name: String, inVersion version: Int) -> Self {
        Self(toVersion: version) { fields in
            var tree: Any = fields
            StoredDocument.replace(at: steps(name)[...], in: &tree, with: nil)
            fields = tree as? [String: Any] ?? fields
        }
    }

    private static func steps(_ dotted: String) -> [StoredPathStep] {
        dotted.split(separator: ".").map { .field(String($0)) }
    }
}
