public import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A ``SettingsStore`` that keeps a `Codable` value in a JSON file.
///
/// - **Missing file:** ``load()`` returns `nil` and the settings start from their defaults. The
///   file is created by the first save (its folder too).
/// - **Corrupt file:** it is renamed to `<name>.corrupt-<n>` next to the original (never
///   overwritten, never deleted) and ``load()`` throws ``SettingsStoreError/corrupt(file:movedTo:reason:)``;
///   ``SharedSettings`` reports that in ``SharedSettings/loadIssue`` and starts from defaults.
/// - **Unusable file left in place:** when the file cannot be read, or is corrupt and cannot be
///   moved aside, ``SharedSettings`` suspends saving so the file is not overwritten, until
///   ``SharedSettings/resumeSaving(isolation:)``. (Calling ``save(_:)`` directly does overwrite it.)
/// - **Atomic saves:** each save writes a hidden temporary file in the same folder, flushes it to
///   disk, then renames it over the target. A crash mid-save leaves the previous file intact.
///
/// ```swift
/// let url = folder.appending(path: "panels.json")  // `folder`: e.g. URL.applicationSupportDirectory
/// let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: url))
/// if let issue = settings.loadIssue { log(issue) }
/// ```
///
/// Files are pretty-printed with sorted keys so they diff well.
public struct JSONFileSettingsStore<Value: Codable & Sendable>: SettingsStore {
    /// The file the value lives in.
    public let fileURL: URL

    /// Creates a store for a file, which need not exist yet.
    ///
    /// - Parameter fileURL: A `file:` URL. Its folder is created on first save if needed.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Reads and decodes the file.
    ///
    /// - Returns: The decoded value, or `nil` when the file does not exist.
    /// - Throws: ``SettingsStoreError/unreadable(file:reason:)`` when the file exists but cannot
    ///   be read; ``SettingsStoreError/corrupt(file:movedTo:reason:)`` when it cannot be decoded
    ///   (after moving it aside), or ``SettingsStoreError/corruptNotMovedAside(file:reason:)``
    ///   when moving it failed too.
    public func load() throws(SettingsStoreError) -> Value? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
            throw .unreadable(file: fileURL, reason: "\(error)")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw moveAside(because: "\(error)")
        }
    }

    /// Encodes `value` and atomically replaces the file with it.
    ///
    /// - Parameter value: The value to write.
    /// - Throws: ``SettingsStoreError/encodingFailed(reason:)`` (nothing written) or
    ///   ``SettingsStoreError/writeFailed(file:reason:)`` (the previous file is intact).
    public func save(_ value: Value) throws(SettingsStoreError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            data = try encoder.encode(value)
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
        let folder = fileURL.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).tmp-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try writeDurably(data, to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(file: fileURL, reason: "\(error)")
        }
        // `rename` replaces the destination atomically; Foundation's `moveItem` refuses to.
        guard rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(file: fileURL, reason: "rename failed: \(reason)")
        }
    }

    /// Writes `data` to a new file and flushes it, so the rename never exposes a half-written file.
    private func writeDurably(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Renames the unreadable file to the first free `<name>.corrupt-<n>` and describes what happened.
    private func moveAside(because reason: String) -> SettingsStoreError {
        let folder = fileURL.deletingLastPathComponent()
        var attempt = 1
        var aside = folder.appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(attempt)")
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = folder.appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
        } catch {
            return .corruptNotMovedAside(file: fileURL, reason: "\(reason); moving it aside failed: \(error)")
        }
        return .corrupt(file: fileURL, movedTo: aside, reason: reason)
    }
}
