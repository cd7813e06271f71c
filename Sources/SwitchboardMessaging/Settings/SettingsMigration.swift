/// One step in the history of a stored settings layout, applied once by the built-in stores to
/// data written before `version`: for what a loader cannot guess, a rename or a field to erase.
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
public struct SettingsMigration: Sendable {
    /// The schema version this migration produces, counted from 1. Data written at this version
    /// or later is not migrated by it; a migration with a version below 1 never runs.
    public let version: Int
    let migrate: @Sendable (_ fields: inout [String: Any]) -> Void

    /// Creates a migration to `version` (counted from 1) that edits the stored top-level fields, as
    /// `JSONSerialization` reads them, before defaults are filled in.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// SettingsMigration(toVersion: 3) { fields in
    ///     if let points = fields["fontSize"] as? Double { fields["fontScale"] = points / 12 }
    /// }
    /// ```
    public init(toVersion version: Int, _ migrate: @escaping @Sendable (_ fields: inout [String: Any]) -> Void) {
        self.version = version
        self.migrate = migrate
    }

    /// A migration that moves a field's value to a new name in `version`, unless the new name is
    /// already used. Dotted names reach into nested objects: `"window.w"` to `"window.width"`.
    public static func renamingField(_ oldName: String, to newName: String, inVersion version: Int) -> Self {
        Self(toVersion: version) { fields in
            let (old, new) = (JSONPath(dotted: oldName), JSONPath(dotted: newName))
            guard new.value(in: fields) == nil, let value = old.value(in: fields) else { return }
            old.set(nil, in: &fields)
            new.set(value, in: &fields)
        }
    }

    /// A migration that erases a field (or dotted path) in `version` for good, not kept as an unknown field.
    public static func removingField(_ name: String, inVersion version: Int) -> Self {
        Self(toVersion: version) { fields in
            JSONPath(dotted: name).set(nil, in: &fields)
        }
    }
}
