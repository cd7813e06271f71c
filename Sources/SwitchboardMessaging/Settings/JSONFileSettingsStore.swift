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
        let path = fileURL.resolvingSymlinksInPath().path
        // Nothing there, or a file where a folder should be above it: nothing to lose.
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let kind: String
        do {
            // Checked before reading: opening a named pipe would block, a device never end.
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type == .typeRegular { return try Data(contentsOf: URL(fileURLWithPath: path)) }
            kind = type == .typeDirectory ? "a folder" : "not a regular file"
        } catch {
            if Self.isMissing(error) { return nil }
            throw .unreadable(file: fileURL, reason: Self.describe(error))
        }
        throw .unreadable(file: fileURL, reason: "the path is \(kind), not a settings file")
    }

    func writeStored(_ data: Data) throws(SettingsStoreError) {
        let folder = fileURL.deletingLastPathComponent()
        var above = folder
        while above.path != "/", !FileManager.default.fileExists(atPath: above.path) {
            above.deleteLastPathComponent()
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: above.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .writeFailed(file: fileURL, reason: "\(above.path) is a file, not a folder")
        }
        do throws(SettingsFile.Failure) {
            try SettingsFile.makeFolders(folder.path)
            try SettingsFile.replace(fileURL.path, with: data)
        } catch {
            throw .writeFailed(file: fileURL, reason: SettingsFile.saveFailureReason(error.code))
        }
    }

    func keepAside(_ read: Data) -> StoredAside {
        // Processes opening one damaged file take turns here: the first moves it, a later one finds
        // it gone or replaced by the first one's save, so one copy is kept and none is overwritten.
        SettingsFile.whileHoldingFolder(of: fileURL.path) {
            let current: Data?
            do { current = try readStored() } catch { return .failed(reason: "\(error)") }
            guard let current else { return .gone }
            guard current == read else { return .changed }
            let manager = FileManager.default
            for number in 1...10_000 {
                // Shortened if needed so that the name fits the file system's 255-byte limit.
                let suffix = ".corrupt-\(number)"
                var name = fileURL.lastPathComponent
                while name.utf8.count + suffix.utf8.count > 255 { name.removeLast() }
                let aside = fileURL.deletingLastPathComponent().appendingPathComponent(name + suffix)
                guard !manager.fileExists(atPath: aside.path) else { continue }
                do {
                    try manager.moveItem(at: fileURL, to: aside)
                    return .moved(to: aside.path)
                } catch {
                    if !manager.fileExists(atPath: fileURL.path) { return .gone }
                    if manager.fileExists(atPath: aside.path) { continue }
                    return .failed(reason: Self.describe(error))
                }
            }
            return .failed(reason: "every name for a copy beside it is taken")
        }
    }

    func unusable(_ problem: SettingsDataProblem, aside: StoredAside) -> SettingsStoreError? {
        switch aside {
        case .moved(let place): .corrupt(file: fileURL, movedTo: URL(fileURLWithPath: place), problem: problem)
        case .gone, .changed: nil
        case .failed(let reason): .corruptNotMovedAside(file: fileURL, problem: problem, reason: reason)
        }
    }

    /// Whether a file operation failed because nothing is there.
    static func isMissing(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSCocoaErrorDomain,
            [CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue].contains(error.code)
        {
            return true
        }
        let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError) ?? error
        return posix.domain == NSPOSIXErrorDomain && [Int(ENOENT), Int(ENOTDIR)].contains(posix.code)
    }

    /// A failed file operation in plain words (Foundation's own read "NSCocoaErrorDomain Code=…").
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}
