import Foundation
import Switchboard
import Testing

/// A value JSON cannot encode when `ratio` is not finite.
private struct Measurements: Codable, Sendable, Equatable {
    var ratio = 1.0
}

/// A store whose load fails as scripted and which records every save.
private final class ScriptedStore: SettingsStore {
    private let loadIssue: SettingsStoreError?
    private let saves = Locked<[PanelSettings]>([])

    init(failingLoadWith loadIssue: SettingsStoreError?) {
        self.loadIssue = loadIssue
    }

    var saved: [PanelSettings] {
        saves.withLock { $0 }
    }

    func load(defaults: PanelSettings) throws(SettingsStoreError) -> PanelSettings? {
        if let loadIssue { throw loadIssue }
        return nil
    }

    func save(_ value: PanelSettings) throws(SettingsStoreError) {
        saves.withLock { $0.append(value) }
    }
}

@Suite("Settings persistence")
struct SettingsStoreTests {
    @Test("missing file: defaults, no issue, and the first update creates the file (and its folder)")
    func missingFileStartsFromDefaults() throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("nested/panels.json")
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: fileURL)
        let settings = SharedSettings(PanelSettings(page: 1), store: store)
        #expect(settings.value == PanelSettings(page: 1))
        #expect(settings.loadIssue == nil)
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))

        settings.update { $0.activeChild = "profile" }
        settings.flush()
        #expect(settings.lastSaveError == nil)
        let saved = try JSONDecoder().decode(PanelSettings.self, from: Data(contentsOf: fileURL))
        #expect(saved == PanelSettings(activeChild: "profile", page: 1))
    }

    @Test("valid file: a second instance (a relaunch) starts from what the first saved")
    func savedValueIsReloaded() throws {
        let folder = try TemporaryFolder()
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: folder.url.appendingPathComponent("panels.json"))
        SharedSettings(PanelSettings(), store: store).update { settings in
            settings.toggleMenu()
            settings.page = 3
        }
        let relaunched = SharedSettings(PanelSettings(), store: store)
        #expect(relaunched.value == PanelSettings(menuOpen: true, page: 3))
        #expect(relaunched.loadIssue == nil)
    }

    @Test("saves leave no temporary files behind", arguments: [1, 5])
    func noTemporaryFilesLeft(updates: Int) throws {
        let folder = try TemporaryFolder()
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: folder.url.appendingPathComponent("panels.json"))
        let settings = SharedSettings(PanelSettings(), store: store)
        for _ in 0..<updates {
            settings.update { $0.page += 1 }
            settings.flush()
        }
        #expect(try folder.contents() == ["panels.json"])
        #expect(try store.load(defaults: PanelSettings()) == PanelSettings(page: updates))
    }

    @Test(
        "corrupt file: moved aside untouched, reported as a typed error, defaults used",
        arguments: [
            "{ not json", "[1, 2]", "",
        ])
    func corruptFileIsMovedAside(contents: String) throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("panels.json")
        try Data(contents.utf8).write(to: fileURL)
        let settings = SharedSettings(PanelSettings(page: 9), store: JSONFileSettingsStore(fileURL: fileURL))

        #expect(settings.value == PanelSettings(page: 9))
        let asideURL = folder.url.appendingPathComponent("panels.json.corrupt-1")
        guard case .corrupt(let file, let movedTo, _)? = settings.loadIssue else {
            Issue.record("expected a corrupt-file issue, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(file == fileURL)
        #expect(movedTo.standardizedFileURL == asideURL.standardizedFileURL)
        #expect(try Data(contentsOf: asideURL) == Data(contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))

        settings.update { $0.page = 10 }
        settings.flush()
        #expect(try Data(contentsOf: asideURL) == Data(contents.utf8), "the corrupt copy is never overwritten")
        #expect(
            try JSONFileSettingsStore<PanelSettings>(fileURL: fileURL).load(defaults: PanelSettings())
                == PanelSettings(page: 10))
    }

    @Test("a second corrupt file gets the next free aside name")
    func secondCorruptFileGetsNewName() throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("panels.json")
        let store = JSONFileSettingsStore<PanelSettings>(fileURL: fileURL)
        for attempt in 1...2 {
            try Data("garbage \(attempt)".utf8).write(to: fileURL)
            #expect(SharedSettings(PanelSettings(), store: store).loadIssue != nil)
        }
        #expect(try folder.contents() == ["panels.json.corrupt-1", "panels.json.corrupt-2"])
        let second = folder.url.appendingPathComponent("panels.json.corrupt-2")
        #expect(try Data(contentsOf: second) == Data("garbage 2".utf8))
    }

    @Test("unreadable path (a folder where the file should be): typed error, defaults, folder untouched")
    func unreadableFile() throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("panels.json")
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: false)
        let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: fileURL))
        guard case .unreadable(let file, _)? = settings.loadIssue else {
            Issue.record("expected an unreadable-file issue, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(file == fileURL)
        #expect(settings.value == PanelSettings())
    }

    @Test(
        "a load that left unusable data in the store suspends saving until resumeSaving()",
        arguments: [
            SettingsStoreError.unreadable(file: URL(fileURLWithPath: "/tmp/panels.json"), reason: "denied"),
            .corruptNotMovedAside(
                file: URL(fileURLWithPath: "/tmp/panels.json"), problem: .empty, reason: "permission denied"),
        ])
    func unusableStoredDataIsNotOverwritten(loadIssue: SettingsStoreError) throws {
        let store = ScriptedStore(failingLoadWith: loadIssue)
        let settings = SharedSettings(PanelSettings(), store: store)
        #expect(settings.isSavingSuspended)

        settings.update { $0.page = 1 }
        settings.flush()
        #expect(store.saved.isEmpty, "nothing may replace data that was never read")
        #expect(settings.value.page == 1)
        guard case .savingSuspended(let file, _)? = settings.lastSaveError else {
            Issue.record("expected a suspended save, got \(String(describing: settings.lastSaveError))")
            return
        }
        #expect(file == URL(fileURLWithPath: "/tmp/panels.json"))

        settings.resumeSaving()
        settings.flush()
        #expect(!settings.isSavingSuspended)
        #expect(store.saved == [PanelSettings(page: 1)], "resuming saves the current value at once")
        #expect(settings.lastSaveError == nil)
        settings.update { $0.page = 2 }
        settings.resumeSaving()
        settings.flush()
        #expect(store.saved == [PanelSettings(page: 1), PanelSettings(page: 2)], "a second resume does nothing")
    }

    @Test(
        "a load that moved the bad data aside, or found nothing, saves from the first update (negative control)",
        arguments: [
            SettingsStoreError.corrupt(
                file: URL(fileURLWithPath: "/tmp/panels.json"),
                movedTo: URL(fileURLWithPath: "/tmp/panels.json.corrupt-1"), problem: .empty),
            nil,
        ])
    func preservedOrMissingDataDoesNotSuspendSaving(loadIssue: SettingsStoreError?) {
        let store = ScriptedStore(failingLoadWith: loadIssue)
        let settings = SharedSettings(PanelSettings(), store: store)
        #expect(!settings.isSavingSuspended)
        settings.update { $0.page = 1 }
        settings.flush()
        #expect(store.saved == [PanelSettings(page: 1)])
        #expect(settings.lastSaveError == nil)
    }

    @Test("an unreadable settings file is kept: updates report a suspended save, not a write attempt")
    func unreadableFileIsKept() throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("panels.json")
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: false)
        let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: fileURL))
        settings.update { $0.page = 4 }
        settings.flush()
        guard case .savingSuspended? = settings.lastSaveError else {
            Issue.record("expected a suspended save, got \(String(describing: settings.lastSaveError))")
            return
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try folder.contents() == ["panels.json"], "no temporary file was even written")
    }

    @Test("a failed write is reported typed, keeps the new value in memory and the last good file on disk")
    func failedWriteIsReported() throws {
        let folder = try TemporaryFolder()
        let subfolder = folder.url.appendingPathComponent("sub")
        let fileURL = subfolder.appendingPathComponent("panels.json")
        let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: fileURL))
        settings.update { $0.page = 1 }
        settings.flush()
        let lastGood = try Data(contentsOf: fileURL)

        // Make the folder unwritable even for root: move it away and put a plain file in its place.
        let parked = folder.url.appendingPathComponent("parked")
        try FileManager.default.moveItem(at: subfolder, to: parked)
        try Data().write(to: subfolder)
        settings.update { $0.page = 2 }
        settings.flush()
        guard case .writeFailed(let file, _)? = settings.lastSaveError else {
            Issue.record("expected a write failure, got \(String(describing: settings.lastSaveError))")
            return
        }
        #expect(file == fileURL)
        #expect(settings.value.page == 2)

        try FileManager.default.removeItem(at: subfolder)
        try FileManager.default.moveItem(at: parked, to: subfolder)
        #expect(try Data(contentsOf: fileURL) == lastGood)
        settings.update { $0.page = 3 }
        settings.flush()
        #expect(settings.lastSaveError == nil, "a later successful save clears the error")
        #expect(try JSONFileSettingsStore<PanelSettings>(fileURL: fileURL).load(defaults: PanelSettings())?.page == 3)
    }

    @Test("a value that cannot be encoded is reported and nothing is written")
    func encodingFailure() throws {
        let folder = try TemporaryFolder()
        let fileURL = folder.url.appendingPathComponent("measurements.json")
        let settings = SharedSettings(Measurements(), store: JSONFileSettingsStore(fileURL: fileURL))
        settings.update { $0.ratio = 2 }
        settings.flush()
        settings.update { $0.ratio = .nan }
        settings.flush()
        guard case .encodingFailed? = settings.lastSaveError else {
            Issue.record("expected an encoding failure, got \(String(describing: settings.lastSaveError))")
            return
        }
        #expect(settings.value.ratio.isNaN)
        #expect(
            try JSONFileSettingsStore<Measurements>(fileURL: fileURL).load(defaults: Measurements())
                == Measurements(ratio: 2))
        #expect(try folder.contents() == ["measurements.json"])
    }

    @Test("a value whose JSON is no object (a bare number) is refused with that reason, and nothing is written")
    func nonObjectValueIsRefused() throws {
        let folder = try TemporaryFolder()
        let settings = SharedSettings(
            7, store: JSONFileSettingsStore<Int>(fileURL: folder.url.appendingPathComponent("n.json")))
        settings.update { $0 = 8 }
        settings.flush()
        #expect(settings.lastSaveError == .encodingFailed(reason: "the value does not encode as a JSON object"))
        #expect(try folder.contents().isEmpty)
    }

    @Test("errors describe the problem and the file")
    func errorDescriptions() {
        let file = URL(fileURLWithPath: "/tmp/panels.json")
        let aside = URL(fileURLWithPath: "/tmp/panels.json.corrupt-1")
        let errors: [SettingsStoreError] = [
            .unreadable(file: file, reason: "r"), .corrupt(file: file, movedTo: aside, problem: .empty),
            .corruptNotMovedAside(file: file, problem: .empty, reason: "r"), .writeFailed(file: file, reason: "r"),
            .savingSuspended(file: file, reason: "r"),
        ]
        for error in errors {
            #expect(error.description.contains("/tmp/panels.json"))
        }
        #expect(
            SettingsStoreError.corrupt(file: file, movedTo: aside, problem: .empty).description.contains("corrupt-1"))
        #expect(SettingsStoreError.encodingFailed(reason: "NaN").description.contains("NaN"))
    }

    @Test("the in-memory store hands a saved value to the next instance")
    func inMemoryStore() {
        let store = InMemorySettingsStore<PanelSettings>()
        #expect(store.storedValue == nil)
        let first = SharedSettings(PanelSettings(), store: store)
        #expect(first.value == PanelSettings())
        first.update { $0.page = 2 }
        first.flush()
        #expect(store.storedValue == PanelSettings(page: 2))
        #expect(SharedSettings(PanelSettings(), store: store).value == PanelSettings(page: 2))
        let seeded = InMemorySettingsStore(PanelSettings(menuOpen: true))
        #expect(SharedSettings(PanelSettings(), store: seeded).value.menuOpen)
    }

    @Test("in-memory settings without a store report no issues")
    func noStoreNoIssues() {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.page = 1 }
        settings.flush()
        #expect(settings.loadIssue == nil)
        #expect(settings.lastSaveError == nil)
    }
}
