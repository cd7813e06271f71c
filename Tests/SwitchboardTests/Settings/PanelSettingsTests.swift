import Foundation
import Switchboard
import Testing

@Suite("PanelSettings")
struct PanelSettingsTests {
    @Test("defaults: everything closed, no child, first page")
    func defaults() {
        let settings = PanelSettings()
        #expect(!settings.menuOpen)
        #expect(!settings.profileOpen)
        #expect(settings.activeChild == nil)
        #expect(settings.page == 0)
        #expect(settings.hasAtMostOnePanelOpen)
    }

    @Test("toggling one panel open closes the other; toggling it again closes it")
    func togglesKeepOnePanelOpen() {
        var settings = PanelSettings()
        settings.toggleMenu()
        #expect(settings.menuOpen && !settings.profileOpen)
        settings.toggleProfile()
        #expect(!settings.menuOpen && settings.profileOpen)
        settings.toggleProfile()
        #expect(!settings.menuOpen && !settings.profileOpen)
        settings.toggleMenu()
        settings.toggleMenu()
        #expect(settings == PanelSettings())
    }

    @Test("closePanels closes both; the invariant check flags two open panels (negative control)")
    func closePanelsAndInvariant() {
        var settings = PanelSettings(menuOpen: true, profileOpen: true)
        #expect(!settings.hasAtMostOnePanelOpen)
        settings.closePanels()
        #expect(settings.hasAtMostOnePanelOpen)
        #expect(!settings.menuOpen && !settings.profileOpen)
    }

    @Test("round-trips through JSON")
    func codableRoundTrip() throws {
        let settings = PanelSettings(menuOpen: true, activeChild: "profile", page: 4)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(PanelSettings.self, from: data) == settings)
    }

    @Test(
        "missing keys take their defaults, so older files still load",
        arguments: [
            (#"{}"#, PanelSettings()),
            (#"{"page": 2}"#, PanelSettings(page: 2)),
            (#"{"menuOpen": true, "activeChild": "menu"}"#, PanelSettings(menuOpen: true, activeChild: "menu")),
        ])
    func missingKeysTakeDefaults(json: String, expected: PanelSettings) throws {
        #expect(try JSONDecoder().decode(PanelSettings.self, from: Data(json.utf8)) == expected)
    }

    @Test("a key of the wrong type is still an error")
    func wrongTypeIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PanelSettings.self, from: Data(#"{"page": "two"}"#.utf8))
        }
    }
}

@Suite("PanelSettings.shared and scoped overrides")
struct SharedOverrideTests {
    /// Code under test that, like app code, reaches for the singleton rather than taking a parameter.
    private static func openMenuViaSingleton() {
        PanelSettings.shared.update { $0.toggleMenu() }
    }

    @Test("outside any override, every read returns the one process-wide instance")
    func sharedIsOneInstance() {
        #expect(PanelSettings.shared === PanelSettings.shared)
    }

    @Test("an override replaces the instance for code inside the scope, and only there")
    func overrideIsScoped() {
        let global = PanelSettings.shared
        let fresh = SharedSettings(PanelSettings())
        PanelSettings.$shared.withValue(fresh) {
            #expect(PanelSettings.shared === fresh)
            Self.openMenuViaSingleton()
        }
        #expect(fresh.value.menuOpen)
        #expect(PanelSettings.shared === global)
    }

    @Test("two overridden scopes running concurrently never see each other's state")
    func concurrentScopesAreIsolated() async {
        let scopes = 2
        let updatesPerScope = 200
        let results = await withTaskGroup(of: (Int, Int, Int).self) { group in
            for scope in 0..<scopes {
                group.addTask {
                    let mine = SharedSettings(PanelSettings(page: scope * 1_000))
                    return await PanelSettings.$shared.withValue(mine) {
                        for _ in 0..<updatesPerScope {
                            PanelSettings.shared.update { $0.page += 1 }
                            await Task.yield()
                        }
                        // A child task inherits the override too.
                        let seenByChild = await Task { PanelSettings.shared.value.page }.value
                        return (scope, PanelSettings.shared.value.page, seenByChild)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == scopes)
        for (scope, page, seenByChild) in results {
            #expect(page == scope * 1_000 + updatesPerScope)
            #expect(seenByChild == page)
        }
    }

    @Test("users declare their own overridable singleton in one line")
    func userDeclaredSingleton() {
        let fresh = SharedSettings(Preferences())
        Preferences.$shared.withValue(fresh) {
            Preferences.shared.update { $0.volume = 3 }
        }
        #expect(fresh.value.volume == 3)
        #expect(Preferences.shared !== fresh)
    }
}

/// A user's own settings type, to show the one-line singleton declaration.
private struct Preferences: Sendable, Equatable {
    var volume = 0
}

extension Preferences { @TaskLocal static var shared = SharedSettings(Preferences()) }
