public import Foundation

/// A ``SettingsStore`` that keeps a `Codable` value in a JSON file, written atomically off the updating thread.
///
/// The rule that matters: older and newer releases' files load without losing what the user saved,
/// and one unreadable field never resets the others (see "Persistence" in <doc:SharingSettings>).
///
/// ```swift
/// let url = folder.appending(path: "reader.json")  // `folder`: e.g. URL.applicationSupportDirectory
/// let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: url))
/// if let issue = settings.loadIssue { log(issue) }
/// ```
public struct JSONFileSettingsStore<Value: Codable & Sendable>: SettingsStore, DocumentSettingsStore {
    /// The file the value lives in.
    public let fileURL: URL
    /// The schema version files are brought up to and written at: the highest migration's, or 0.
    public let schemaVersion: Int
    let migrations: [SettingsMigration]
    let writer: SettingsWriter

    /// Creates a store for a file (and folder) that need not exist yet, with the layout
    /// `migrations` (renamed or erased fields) in any order.
    public init(fileURL: URL, migrations: [SettingsMigration] = []) {
        self.fileURL = fileURL
        // A stable sort: migrations of one version run in the order given.
        self.migrations = migrations.sorted { $0.version < $1.version }
        schemaVersion = max(0, self.migrations.last?.version ?? 0)
        writer = SettingsWriter.shared(for: "file:" + fileURL.standardizedFileURL.resolvingSymlinksInPath().path)
    }

    /// Reads the file: `nil` if there is none; fields that cannot be read take their defaults.
    /// Throws when the path is not a readable regular file, or nothing in it is usable.
    public func load(defaults: Value) throws(SettingsStoreError) -> Value? { try loadStored(defaults: defaults) }

    /// Writes `value` to the file now, atomically, keeping the fields other releases wrote.
    public func save(_ value: Value) throws(SettingsStoreError) { try saveDocument(value) }

    var location: String { fileURL.path }

    func readStored() throws(SettingsStoreError) -> Data? {
        do throws(SettingsFile.Failure) {
            return try SettingsFile.contents(of: fileURL.path)
        } catch {
            throw .unreadable(file: fileURL, reason: SettingsFile.readFailureReason(error.code))
        }
    }

    func writeStored(_ data: Data) throws(SettingsStoreError) {
        do throws(SettingsFile.Failure) {
            try SettingsFile.makeFolders(fileURL.deletingLastPathComponent().path)
            try SettingsFile.replace(fileURL.path, with: data)
        } catch {
            let reason = error.fileInTheWay.map { "\($0) is a file, not a folder" }
            throw .writeFailed(file: fileURL, reason: reason ?? SettingsFile.saveFailureReason(error.code))
        }
    }

    func keepAside(_ read: Data) -> StoredAside {
        // Processes opening one damaged file take turns here: the first moves it, a later one finds
        // it gone or replaced by the first one's save, so one copy is kept and none is overwritten.
        SettingsFile.whileHoldingFolder(of: fileURL.path) {
            let current: Data?
            do { current = try readStored() } catch { return .failed(reason: "\(error)") }
            guard current == read else { return .replaced }
            for number in 1...10_000 {
                // Shortened if needed so that the name fits the file system's 255-byte limit.
                let suffix = ".corrupt-\(number)"
                var name = fileURL.lastPathComponent
                while name.utf8.count + suffix.utf8.count > 255 { name.removeLast() }
                let aside = fileURL.deletingLastPathComponent().appendingPathComponent(name + suffix).path
                // Checked under the folder's lock, so `rename(2)` replaces nothing a cooperating process keeps.
                guard !FileManager.default.fileExists(atPath: aside) else { continue }
                if rename(fileURL.path, aside) == 0 { return .moved(to: aside) }
                return errno == ENOENT ? .replaced : .failed(reason: SettingsFile.saveFailureReason(errno))
            }
            return .failed(reason: "every name for a copy beside it is taken")
        }
    }

    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError? {
        switch aside {
        case .moved(let place): .corrupt(file: fileURL, movedTo: URL(fileURLWithPath: place), problem: problem)
        case .replaced: nil
        case .failed(let reason): .corruptNotMovedAside(file: fileURL, problem: problem, reason: reason)
        }
    }
}
