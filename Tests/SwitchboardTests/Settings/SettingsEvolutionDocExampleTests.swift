// The `///` examples of `SettingsMigration` and `SettingsDataProblem`, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file). They stand on
// this folder's settings fixtures (TemporaryFolder, the preference versions), so they are here
// rather than in DocExamples/, which ClientCheck compiles on its own as an app would.
import Foundation
import Switchboard
import Testing

/// Type sizes stored as a scale after a release that stored points.
struct Typography: Codable, Sendable, Equatable {
    var fontScale = 1.0
}

/// Backs the `///` examples of ``SettingsMigration`` and ``SettingsDataProblem``.
@Suite("Doc examples: settings schema evolution")
struct SettingsEvolutionDocExampleTests {
    @Test("SettingsMigration: a rename declared once is applied to an old file")
    func renameMigration() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("appearance.json", containing: #"{"dark": true}"#)

        let store = JSONFileSettingsStore<Appearance>(
            fileURL: url,
            migrations: [.renamingField("dark", to: "darkMode", inVersion: 2)])

        #expect(SharedSettings(Appearance(), store: store).value.darkMode)
    }

    @Test("SettingsMigration: a custom migration converts a stored number")
    func customMigration() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("typography.json", containing: #"{"fontSize": 18}"#)

        let migration = SettingsMigration(toVersion: 3) { fields in
            if let points = fields["fontSize"] as? Double { fields["fontScale"] = points / 12 }
            fields["fontSize"] = nil
        }

        let settings = SharedSettings(
            Typography(), store: JSONFileSettingsStore(fileURL: url, migrations: [migration]))
        #expect(settings.value.fontScale == 1.5)
        settings.update { $0.fontScale = 2 }
        settings.flush()
        #expect(try folder.members(of: "typography.json")["fontSize"] == nil)
    }

    @Test("SettingsDataProblem: the fields a load reset are available to the app")
    func problemField() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: #"{"fontSize": "huge", "theme": "dark"}"#)
        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        if case .recovered(_, _, let problems)? = settings.loadIssue {
            print("reset to their defaults:", problems.compactMap(\.field))
        }

        guard case .recovered(_, _, let problems)? = settings.loadIssue else {
            Issue.record("expected a recovered load, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(problems.map(\.field) == ["fontSize"])
        #expect(settings.value.theme == "dark")
    }
}
