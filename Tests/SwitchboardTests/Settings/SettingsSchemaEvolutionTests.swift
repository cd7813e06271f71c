import Foundation
import Switchboard
import Testing

/// Files written by older and newer releases of an app load without losing what the user saved;
/// only data that cannot be the value is set aside, and then the error names the field.
@Suite("Settings schema evolution")
struct SettingsSchemaEvolutionTests {
    @Test("older file: the user's fields are kept and each missing field takes its default, nested ones too")
    func olderFileTakesDefaults() throws {
        let folder = try TemporaryFolder()
        let original = #"{"theme": "dark", "fontSize": 15, "window": {"width": 1024}}"#
        let url = try folder.file("prefs.json", containing: original)

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        #expect(settings.loadIssue == nil)
        var expected = PreferencesV2(theme: "dark", fontSize: 15)
        expected.window.width = 1024
        #expect(settings.value == expected, "the user's values survive; new fields have their defaults")
        #expect(try folder.bytes(of: "prefs.json") == Data(original.utf8), "loading never rewrites the file")
        #expect(try folder.contents() == ["prefs.json"], "nothing was moved aside")

        settings.update { $0.showsToolbar = false }
        var saved = expected
        saved.showsToolbar = false
        #expect(try folder.decoded(PreferencesV2.self, from: "prefs.json") == saved)
    }

    @Test("newer file: fields this release does not know are kept and written back unchanged, nested ones too")
    func newerFileKeepsUnknownFields() throws {
        let folder = try TemporaryFolder()
        var written = PreferencesV3(theme: "dark", accentColor: "teal")
        written.window.isFullScreen = true
        let url = folder.url.appendingPathComponent("prefs.json")
        try JSONEncoder().encode(written).write(to: url)

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))
        #expect(settings.loadIssue == nil)
        #expect(settings.value == PreferencesV2(theme: "dark"))

        settings.update { $0.fontSize = 18 }
        #expect(settings.lastSaveError == nil)
        var expected = written
        expected.fontSize = 18
        #expect(
            try folder.decoded(PreferencesV3.self, from: "prefs.json") == expected,
            "the newer release finds its own fields again, and the older release's change")
    }

    @Test("a field the user cleared stays cleared: it does not come back from the kept fields or the defaults")
    func clearedOptionalStaysCleared() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("prefs.json")
        try JSONEncoder().encode(PreferencesV3(nickname: "Ann", accentColor: "teal")).write(to: url)
        let store = JSONFileSettingsStore<PreferencesV2>(fileURL: url)

        let settings = SharedSettings(PreferencesV2(), store: store)
        #expect(settings.value.nickname == "Ann")
        #expect(settings.value.signature == "Sent with Switchboard")
        settings.update { preferences in
            preferences.nickname = nil
            preferences.signature = nil
        }

        let relaunched = SharedSettings(PreferencesV2(), store: store)
        #expect(relaunched.loadIssue == nil)
        #expect(relaunched.value.nickname == nil, "the kept copy of the file does not resurrect it")
        #expect(relaunched.value.signature == nil, "a cleared optional does not fall back to its default")
        let members = try folder.members(of: "prefs.json")
        #expect(members["nickname"] == .null)
        #expect(members["accentColor"] == .string("teal"), "unknown fields are still kept")
    }

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
        #expect(SharedSettings(Library(), store: store).value.counts == [:])
    }

    @Test(
        "a known field of the wrong type: the file is moved aside untouched and the error names the field",
        arguments: [
            (
                #"{"theme": 42, "fontSize": 15}"#,
                SettingsDataProblem.wrongType(
                    field: "theme", expected: "a String", found: "a number")
            ),
            (
                #"{"theme": "dark", "window": {"width": "wide"}}"#,
                .wrongType(
                    field: "window.width", expected: "an Int", found: "a string")
            ),
            (#"{"fontSize": null}"#, .wrongType(field: "fontSize", expected: "an Int", found: "null")),
            (#"{"fontSize": 1e40}"#, .invalidValue(field: "fontSize", detail: "1e40 is out of range for Int")),
            (
                #"{"fontSize": 1.5}"#,
                .invalidValue(field: "fontSize", detail: "1.5 is not a whole number, as Int requires")
            ),
            (#"["theme"]"#, .wrongType(field: "", expected: "an object", found: "an array")),
        ])
    func wrongTypeIsReportedByField(contents: String, problem: SettingsDataProblem) throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: contents)

        let settings = SharedSettings(PreferencesV2(fontSize: 9), store: JSONFileSettingsStore(fileURL: url))

        let aside = folder.url.appendingPathComponent("prefs.json.corrupt-1")
        #expect(settings.loadIssue == .corrupt(file: url, movedTo: aside, problem: problem))
        #expect(settings.value == PreferencesV2(fontSize: 9), "the user sees the defaults")
        #expect(try folder.bytes(of: "prefs.json.corrupt-1") == Data(contents.utf8), "the data is kept as it was")
        let message = try #require(settings.loadIssue).description
        if let field = problem.field, !field.isEmpty {
            #expect(message.contains("\"\(field)\""))
        }
        #expect(!message.contains("NSCocoaErrorDomain") && !message.contains("DecodingError"))

        settings.update { $0.fontSize = 10 }
        #expect(
            try folder.bytes(of: "prefs.json.corrupt-1") == Data(contents.utf8), "the aside copy is never overwritten")
        #expect(try folder.decoded(PreferencesV2.self, from: "prefs.json").fontSize == 10)
    }

    @Test("a required field inside an array element has no default: reported with its position")
    func missingFieldInArrayElement() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file(
            "library.json", containing: #"{"bookmarks": [{"title": "a", "pinned": true}, {"title": "b"}]}"#)

        let settings = SharedSettings(Library(), store: JSONFileSettingsStore(fileURL: url))

        guard case .corrupt(_, _, let problem)? = settings.loadIssue else {
            Issue.record("expected a corrupt-file issue, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(problem == .missingField(field: "bookmarks[1].pinned"))
        #expect(problem.description.contains("\"bookmarks[1].pinned\""))
    }

    @Test(
        "a truncated, empty or non-JSON file is moved aside with a description in the library's words",
        arguments: [
            (
                #"{"theme": "dark", "fontS"#,
                SettingsDataProblem.invalidJSON(
                    detail: "line 1, column 25: a string is not closed", truncated: true)
            ),
            (
                #"{"theme": "dark", "#,
                .invalidJSON(
                    detail: "line 1, column 19: expected a quoted object key, found the end of the file",
                    truncated: true)
            ),
            ("", .empty),
            ("  \n\t", .empty),
            (
                #"{"theme": dark}"#,
                .invalidJSON(detail: "line 1, column 11: expected a value, found 'd'", truncated: false)
            ),
        ])
    func unparsableFileIsMovedAside(contents: String, problem: SettingsDataProblem) throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: contents)

        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        let aside = folder.url.appendingPathComponent("prefs.json.corrupt-1")
        #expect(settings.loadIssue == .corrupt(file: url, movedTo: aside, problem: problem))
        #expect(settings.value == PreferencesV2())
        #expect(try folder.bytes(of: "prefs.json.corrupt-1") == Data(contents.utf8))
        #expect(try folder.contents() == ["prefs.json.corrupt-1"])
        let message = try #require(settings.loadIssue).description
        #expect(!message.contains("NSCocoaErrorDomain"))
        if case .invalidJSON(_, true) = problem {
            #expect(message.contains("cut off"))
        }
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

        let blocker = folder.url.appendingPathComponent("blocker").path
        #expect(
            settings.lastSaveError
                == .writeFailed(file: url, reason: "\(blocker) is a file, not a folder"))
        #expect(settings.value.theme == "dark")
        #expect(try folder.bytes(of: "blocker") == Data("a file, not a folder".utf8), "the blocking file is untouched")
        #expect(try folder.contents() == ["blocker"])
    }

    @Test("a parsed file round-trips: strings with escapes and numbers keep their exact text")
    func unknownFieldsRoundTripExactly() throws {
        let folder = try TemporaryFolder()
        let original =
            #"{"theme": "dark", "ratio": 1.50, "big": 18446744073709551615, "note": "tab\tquote\" \u00e9 \ud83d\ude00"}"#
        let url = try folder.file("prefs.json", containing: original)

        let settings = SharedSettings(PreferencesV1(), store: JSONFileSettingsStore(fileURL: url))
        settings.update { $0.fontSize = 13 }

        let text = String(decoding: try folder.bytes(of: "prefs.json"), as: UTF8.self)
        #expect(text.contains(#""ratio" : 1.50"#), "not rewritten as 1.5")
        #expect(text.contains(#""big" : 18446744073709551615"#), "not rounded through a Double")
        #expect(text.contains(#""note" : "tab\tquote\" é 😀""#))
    }

    @Test(
        "what the store writes it reads back: Foundation types, integer-keyed dictionaries, nested arrays, panel state")
    func roundTrips() throws {
        let folder = try TemporaryFolder()
        let fieldsStore = JSONFileSettingsStore<FoundationFields>(fileURL: folder.url.appendingPathComponent("f.json"))
        var fields = FoundationFields()
        fields.mode = nil
        fields.lookup[3] = "three"
        SharedSettings(FoundationFields(), store: fieldsStore).update { $0 = fields }
        let reloaded = SharedSettings(FoundationFields(), store: fieldsStore)
        #expect(reloaded.loadIssue == nil)
        #expect(reloaded.value == fields)

        let panelsStore = JSONFileSettingsStore<PanelSettings>(fileURL: folder.url.appendingPathComponent("p.json"))
        var panels = PanelSettings(activeChild: "profile", page: 2)
        panels.menuOpen = true
        SharedSettings(PanelSettings(), store: panelsStore).update { $0 = panels }
        #expect(SharedSettings(PanelSettings(), store: panelsStore).value == panels)
    }
}
