import Foundation
import Switchboard
import Testing

/// Type sizes stored as a scale after a release that stored points.
struct Typography: Codable, Sendable, Equatable {
    var fontScale = 1.0
}

/// Backs the `///` examples of ``SettingsMigration``, ``StoredJSON`` and ``SettingsDataProblem``.
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

    @Test("StoredJSON: a custom migration converts a stored number")
    func customMigration() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("typography.json", containing: #"{"fontSize": 18}"#)

        let migration = SettingsMigration(toVersion: 3) { fields in
            if case .number(let points)? = fields["fontSize"], let size = Double(points) {
                fields["fontScale"] = .number(String(size / 12))
            }
            fields["fontSize"] = nil
        }

        let settings = SharedSettings(
            Typography(), store: JSONFileSettingsStore(fileURL: url, migrations: [migration]))
        #expect(settings.value.fontScale == 1.5)
        settings.update { $0.fontScale = 2 }
        #expect(try folder.members(of: "typography.json")["fontSize"] == nil)
    }

    @Test("SettingsDataProblem: the field of a corrupt file is available to the app")
    func problemField() throws {
        let folder = try TemporaryFolder()
        let url = try folder.file("prefs.json", containing: #"{"fontSize": "huge"}"#)
        let settings = SharedSettings(PreferencesV2(), store: JSONFileSettingsStore(fileURL: url))

        if case .corrupt(_, _, let problem)? = settings.loadIssue, let field = problem.field {
            print("the saved \(field) was unusable; everything else was reset too")
        }

        guard case .corrupt(_, _, let problem)? = settings.loadIssue else {
            Issue.record("expected a corrupt-file issue, got \(String(describing: settings.loadIssue))")
            return
        }
        #expect(problem.field == "fontSize")
    }
}
