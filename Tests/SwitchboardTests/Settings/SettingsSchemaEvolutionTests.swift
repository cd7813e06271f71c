import Foundation
import Switchboard
import Testing

/// Files written by older and newer releases of an app load without losing what the user saved;
/// only data that cannot be the value is set aside, and then the error names the field.
@Suite("Settings schema evolution")
struct SettingsSchemaEvolutionTests {
    @Test("renamed field: a versioned migration moves the value once, and the file records the version")
    func renamedFieldIsMigrated() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("appearance.json", containing: #"{"dark": true, "contrast": 3}"#)
        let store = JSONFileSettingsStore<Appearance>(
            fileURL: url, migrations: [.renamingField("dark", to: "darkMode", inVersion: 2)])
        #expect(store.schemaVersion == 2)

        let settings = SharedSettings(Appearance(), store: store)
        #expect(settings.loadIssue == nil)
        #expect(settings.value == Appearance(darkMode: true, contrast: 3))

        settings.update { $0.contrast = 4 }
        settings.flush()
        let members = try folder.members(of: "appearance.json")
        #expect(members["$schemaVersion"] == .number("2"))
        #expect(members["dark"] == nil, "the old name is gone, not kept as an unknown field")
        #expect(SharedSettings(Appearance(), store: store).value == Appearance(darkMode: true, contrast: 4))
    }

    @Test("a file already at the migration's version is not migrated again; its extra field is kept")
    func migrationRunsOncePerFile() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file(
            "appearance.json", containing: #"{"$schemaVersion": 2, "dark": true, "darkMode": false}"#)
        let store = JSONFileSettingsStore<Appearance>(
            fileURL: url, migrations: [.renamingField("dark", to: "darkMode", inVersion: 2)])

        let settings = SharedSettings(Appearance(), store: store)
        #expect(settings.value.darkMode == false)
        settings.update { $0.contrast = 2 }
        settings.flush()
        #expect(try folder.members(of: "appearance.json")["dark"] == .bool(true))
    }

    @Test("a file from a newer schema version keeps its version when this release saves")
    func newerSchemaVersionIsKept() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file(
            "appearance.json", containing: #"{"$schemaVersion": 7, "darkMode": true, "fontWeight": "bold"}"#)
        let store = JSONFileSettingsStore<Appearance>(
            fileURL: url, migrations: [.renamingField("dark", to: "darkMode", inVersion: 2)])

        let settings = SharedSettings(Appearance(), store: store)
        settings.update { $0.contrast = 5 }
        settings.flush()
        let members = try folder.members(of: "appearance.json")
        #expect(members["$schemaVersion"] == .number("7"), "the newer release must not re-run its migrations")
        #expect(members["fontWeight"] == .string("bold"))
        #expect(members["darkMode"] == .bool(true))
    }

    @Test("a dictionary keeps exactly the user's entries: a removed default entry does not come back")
    func dictionaryEntriesAreData() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("library.json", containing: #"{"counts": {"b": 5}}"#)
        let store = JSONFileSettingsStore<Library>(fileURL: url)

        let settings = SharedSettings(Library(), store: store)
        #expect(settings.value.counts == ["b": 5])
        settings.update { $0.counts["b"] = nil }
        settings.flush()
        #expect(SharedSettings(Library(), store: store).value.counts == [:])
    }

    @Test("negative control: a file whose fields all read reports no recovery and keeps nothing aside")
    func goodFileIsNotRecovered() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: #"{"theme": "dark", "fontSize": 15}"#)
        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))
        #expect(settings.loadIssue == nil)
        #expect(try folder.contents() == ["prefs.json"])
    }

    @Test("a top-level value that is not an object: moved aside whole, defaults used")
    func nonObjectIsMovedAside() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: #"["theme"]"#)
        let settings = SharedSettings(PreferencesV2(fontSize: 9), store: JSONFileSettingsStore(fileURL: url))
        let aside = folder.url.appendingPathComponent("prefs.json.corrupt-1")
        #expect(
            settings.loadIssue
                == .corrupt(
                    file: url, movedTo: aside, problem: .wrongType(field: "", expected: "an object", found: "an array"))
        )
        #expect(settings.value == PreferencesV2(fontSize: 9))
    }

    @Test(
        "a required field inside an array element has no default: that element is dropped, reported with its position")
    func missingFieldInArrayElement() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file(
            "library.json", containing: #"{"bookmarks": [{"title": "a", "pinned": true}, {"title": "b"}]}"#)

        let settings = SharedSettings(Library(), store: JSONFileSettingsStore(fileURL: url))

        guard case .recovered(_, _, let problems)? = settings.loadIssue else {
            Issue.record("expected a recovered load, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(problems == [.missingField(field: "bookmarks[1].pinned")])
        #expect(problems[0].description.contains("\"bookmarks[1].pinned\""))
        #expect(settings.value.bookmarks == [Bookmark(title: "a", pinned: true)])
    }

    @Test(
        "a truncated, empty or non-JSON file is moved aside whole and the defaults are used",
        arguments: [
            (#"{"theme": "dark", "fontS"#, true), (#"{"theme": "dark", "#, true), ("", false), ("  \n\t", false),
            (#"{"theme": dark}"#, false),
        ])
    func unparsableFileIsMovedAside(contents: String, cutOff: Bool) throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: contents)

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        let aside = folder.url.appendingPathComponent("prefs.json.corrupt-1")
        guard case .corrupt(let file, let movedTo, let problem)? = settings.loadIssue else {
            Issue.record("expected a corrupt file, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(file == url && movedTo == aside)
        switch problem {
        case .empty: #expect(contents.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        case .invalidJSON(_, let truncated): #expect(truncated == cutOff)
        default: Issue.record("unexpected problem \(problem)")
        }
        #expect(settings.value == PreferencesV2())
        #expect(try folder.bytes(of: "prefs.json.corrupt-1") == Data(contents.utf8))
        #expect(try folder.contents() == ["prefs.json.corrupt-1"])
        let message = try #require(settings.loadIssue).description
        #expect(!message.contains("NSCocoaErrorDomain"))
        #expect(message.contains("cut off") == cutOff)
    }

    @Test("the path is a folder: reported as unreadable in plain words, saving suspended, the folder untouched")
    func fileIsAFolder() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("prefs.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: url.appendingPathComponent("inside.txt"))

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        #expect(settings.loadIssue == .unreadable(file: url, reason: "the path is a folder, not a settings file"))
        #expect(settings.isSavingSuspended)
        settings.update { $0.fontSize = 20 }
        settings.flush()
        #expect(settings.value.fontSize == 20, "the change lives on in memory")
        #expect(try Data(contentsOf: url.appendingPathComponent("inside.txt")) == Data("keep me".utf8))
        #expect(try folder.contents() == ["prefs.json"])
    }

    @Test("an unwritable folder (a file where a folder must be): the save error says so, the value stays in memory")
    func unwritableFolder() throws {
        let folder = try TemporaryFolder()
        // Root ignores permission bits, so the folder is made impossible rather than forbidden.
        _ = try folder.file("blocker", containing: "a file, not a folder")
        let url = folder.url.appendingPathComponent("blocker/settings/prefs.json")

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))
        #expect(settings.loadIssue == nil, "nothing can be stored there, so nothing is lost by starting over")
        settings.update { $0.theme = "dark" }
        settings.flush()

        let blocker = folder.url.appendingPathComponent("blocker").path
        #expect(
            settings.lastSaveError
                == .writeFailed(file: url, reason: "\(blocker) is a file, not a folder"))
        #expect(settings.value.theme == "dark")
        #expect(try folder.bytes(of: "blocker") == Data("a file, not a folder".utf8), "the blocking file is untouched")
        #expect(try folder.contents() == ["blocker"])
    }

    @Test("unknown fields round-trip by value: strings with escapes, large and fractional numbers")
    func unknownFieldsRoundTrip() throws {
        let folder = try TemporaryFolder()
        let original =
            #"{"theme": "dark", "ratio": 1.50, "big": 9007199254740993, "note": "tab\tquote\" \u00e9 \ud83d\ude00"}"#
        let url = try folder.file("prefs.json", containing: original)

        let settings = SharedSettings(PreferencesV1(), store: JSONFileSettingsStore(fileURL: url))
        settings.update { $0.fontSize = 13 }
        settings.flush()

        let object = try #require(
            try JSONSerialization.jsonObject(with: folder.bytes(of: "prefs.json")) as? [String: Any])
        #expect(object["ratio"] as? Double == 1.5)
        #expect(object["big"] as? Int == 9_007_199_254_740_993, "integers are not rounded through a Double")
        #expect(object["note"] as? String == "tab\tquote\" é 😀")
        #expect(object["fontSize"] as? Int == 13)
    }

    @Test(
        "what the store writes it reads back: Foundation types, integer-keyed dictionaries, nested arrays, panel state")
    func roundTrips() throws {
        let folder = try TemporaryFolder()
        let fieldsStore = JSONFileSettingsStore<FoundationFields>(fileURL: folder.url.appendingPathComponent("f.json"))
        var fields = FoundationFields()
        fields.mode = nil
        fields.lookup[3] = "three"
        let writing = SharedSettings(FoundationFields(), store: fieldsStore)
        writing.update { $0 = fields }
        writing.flush()
        let reloaded = SharedSettings(FoundationFields(), store: fieldsStore)
        #expect(reloaded.loadIssue == nil)
        #expect(reloaded.value == fields)

        let panelsStore = JSONFileSettingsStore<PanelSettings>(fileURL: folder.url.appendingPathComponent("p.json"))
        var panels = PanelSettings(activeChild: "profile", page: 2)
        panels.menuOpen = true
        let writingPanels = SharedSettings(PanelSettings(), store: panelsStore)
        writingPanels.update { $0 = panels }
        writingPanels.flush()
        #expect(SharedSettings(PanelSettings(), store: panelsStore).value == panels)
    }
}
