public import Foundation

/// A ``SettingsStore`` that keeps a `Codable` value in a JSON file, and loads files written by
/// older and newer versions of the value without losing what the user saved.
///
/// - **Missing file:** the settings start from their defaults. The first save creates the file
///   (its folder too).
/// - **Older file** (fewer fields): each missing field takes its value from the defaults the
///   settings were created with, at any depth; a synthesized `Decodable` needs no custom code.
/// - **Newer file** (fields this version does not know): they are kept and written back
///   unchanged by every save.
/// - **Renamed fields:** describe them as ``SettingsMigration``s; each runs once per file.
/// - **A field the user cleared** (a `nil` optional, which synthesized `Encodable` leaves out) is
///   written as `null`, so it loads as cleared rather than as its default.
/// - **Unusable file** (not JSON, or a known field holds the wrong kind of value): it is renamed to
///   `<name>.corrupt-<n>` (never overwritten, never deleted) and ``load(defaults:)`` throws
///   ``SettingsStoreError/corrupt(file:movedTo:problem:)``, whose ``SettingsDataProblem`` names
///   the field; ``SharedSettings`` reports it in ``SharedSettings/loadIssue`` and starts from its
///   defaults.
/// - **Unreadable path, or a file that cannot be moved aside:** ``SharedSettings`` suspends
///   saving so the data is not overwritten, until ``SharedSettings/resumeSaving(isolation:)``.
/// - **Atomic saves:** each save writes a hidden temporary file in the same folder, flushes it to
///   disk, then renames it over the target. A crash mid-save leaves the previous file intact.
///
/// ```swift
/// let url = folder.appending(path: "reader.json")  // `folder`: e.g. URL.applicationSupportDirectory
/// let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: url))
/// if let issue = settings.loadIssue { log(issue) }
/// ```
///
/// Files are pretty-printed with sorted keys so they diff well. Unknown fields are kept at every
/// level the value reads as named fields, but not inside array elements, which are replaced
/// whole; dictionaries keep exactly the entries the value has.
public struct JSONFileSettingsStore<Value: Codable & Sendable>: SettingsStore {
    /// The file the value lives in.
    public let fileURL: URL
    /// The schema version files are brought up to and written at: the highest migration's
    /// version, or 0 without migrations.
    public let schemaVersion: Int
    /// Sorted by version, keeping the given order among equal versions.
    let migrations: [SettingsMigration]

    /// Creates a store for a file, which need not exist yet.
    ///
    /// - Parameters:
    ///   - fileURL: A `file:` URL. Its folder is created on first save if needed.
    ///   - migrations: The layout changes that need more than defaults and kept fields, such as
    ///     renames; see ``SettingsMigration``.
    public init(fileURL: URL, migrations: [SettingsMigration] = []) {
        self.fileURL = fileURL
        self.migrations = migrations.enumerated()
            .sorted { ($0.element.version, $0.offset) < ($1.element.version, $1.offset) }
            .map(\.element)
        schemaVersion = max(0, migrations.map(\.version).max() ?? 0)
    }

    /// Reads the file, migrates it, and decodes it, taking missing fields from `defaults`.
    ///
    /// - Parameter defaults: The value whose fields fill in what the file lacks.
    /// - Returns: The decoded value, or `nil` when the file does not exist.
    /// - Throws: ``SettingsStoreError/unreadable(file:reason:)`` when the path exists but cannot
    ///   be read; ``SettingsStoreError/corrupt(file:movedTo:problem:)`` when it cannot be decoded
    ///   (after moving it aside), or ``SettingsStoreError/corruptNotMovedAside(file:problem:reason:)``
    ///   when moving it failed too.
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? {
        guard let bytes = try readFile() else { return nil }
        let document: StoredDocument
        do {
            document = try StoredDocument(bytes: bytes, migrations: migrations)
        } catch {
            throw moveAside(because: error)
        }
        // Defaults that cannot be encoded (a NaN, say) fill nothing in: missing fields then fail.
        let defaultsTree = try? Self.encodeTree(defaults)
        do {
            return try StoredValueDecoder.decode(Value.self, from: document.content, defaults: defaultsTree).0
        } catch {
            throw moveAside(because: SettingsDataProblem(decodingError: error, in: document.content))
        }
    }

    /// Encodes `value` and atomically replaces the file with it, keeping the fields of the file
    /// being replaced that `Value` does not know.
    ///
    /// - Parameter value: The value to write.
    /// - Throws: ``SettingsStoreError/encodingFailed(reason:)`` (nothing written) or
    ///   ``SettingsStoreError/writeFailed(file:reason:)`` (the previous file is intact).
    public func save(_ value: Value) throws(SettingsStoreError) {
        var tree = try Self.encodeTree(value)
        var version = schemaVersion
        // What the type reads, learned by decoding what it just wrote. A type whose encoding does
        // not decode back is written as encoded.
        if case .object = tree, let shape = try? StoredValueDecoder.decode(Value.self, from: tree, defaults: nil).1 {
            shape.writeClearedOptionals(into: &tree)
            // The file being replaced may have been written by a newer version of the app.
            if let bytes = try? readFile(), let current = try? StoredDocument(bytes: bytes, migrations: migrations) {
                shape.remainder(of: current.content)?.restore(into: &tree)
                version = max(version, current.version)
            }
        }
        if version > 0, case .object(var fields) = tree {
            fields[StoredDocument.versionKey] = .number("\(version)")
            tree = .object(fields)
        }
        try writeAtomically(Array(tree.prettyPrinted.utf8))
    }

    /// `value` as `JSONEncoder` writes it, parsed.
    static func encodeTree(_ value: Value) throws(SettingsStoreError) -> StoredJSON {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let EncodingError.invalidValue(invalid, context) {
            let field = SettingsDataProblem.path(context.codingPath)
            throw .encodingFailed(
                reason:
                    "\(field.isEmpty ? "the value" : "the field \"\(field)\"") holds \(invalid), which JSON cannot represent"
            )
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
        do {
            return try StoredJSON.parse(Array(data))
        } catch {
            throw .encodingFailed(reason: "the encoder produced invalid JSON (\(error.problem))")
        }
    }
}
