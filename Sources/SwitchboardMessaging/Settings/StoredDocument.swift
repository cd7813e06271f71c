/// A settings file's content, parsed and brought up to the current schema version.
struct StoredDocument {
    /// The reserved top-level member holding the schema version a file was written at.
    static let versionKey = "$schemaVersion"

    /// The stored value, migrated, without the version member.
    let content: StoredJSON
    /// The version the file was written at; 0 when it has none.
    let version: Int

    /// Parses `bytes` and applies the `migrations` newer than the file's version, in order.
    ///
    /// - Parameter migrations: Sorted by version.
    /// - Throws: Why the bytes are not a usable settings document.
    init(bytes: [UInt8], migrations: [SettingsMigration]) throws(SettingsDataProblem) {
        guard bytes.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
            throw .empty
        }
        var tree: StoredJSON
        do {
            tree = try StoredJSON.parse(bytes)
        } catch {
            throw .invalidJSON(
                detail: "line \(error.line), column \(error.column): \(error.problem)", truncated: error.endedEarly)
        }
        guard case .object(var fields) = tree else {
            content = tree
            version = 0
            return
        }
        var version = 0
        if let stored = fields.removeValue(forKey: Self.versionKey) {
            guard case .number(let literal) = stored, let number = Int(literal), number >= 0 else {
                throw .wrongType(
                    field: Self.versionKey, expected: "a non-negative whole number", found: stored.kindDescription)
            }
            version = number
        }
        for migration in migrations where migration.version > version {
            migration.migrate(&fields)
        }
        tree = .object(fields)
        content = tree
        self.version = version
    }
}
