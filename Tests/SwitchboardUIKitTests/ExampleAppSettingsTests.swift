#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// A folder of its own for one test's settings file, removed when the test ends.
    private final class SettingsFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("app-settings-\(UUID().uuidString)")
        var file: URL { url.appendingPathComponent("panels.json") }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }
    }

    @Suite("Example app: the profile panel shows and changes the settings saved between launches")
    @MainActor
    struct ExampleAppSettingsTests {
        /// Opens the profile with a swipe from the right edge, whatever page shows, and returns it.
        private func openProfile(_ launched: LaunchedApp) throws -> ProfileViewController {
            launched.swipe(fromLeftEdge: false)
            #expect(launched.app.slideMenu.openPanel == .profile)
            return try #require(launched.app.slideMenu.controller(for: "profile") as? ProfileViewController)
        }

        @Test("The profile's button saves the start page to the file, and the next launch over that file opens there")
        func startPageIsSavedAndReloaded() throws {
            let folder = SettingsFolder()
            do {
                let first = try LaunchedApp(settingsFile: folder.file)
                #expect(first.app.pager.currentPage == 0, "no file yet: the defaults")
                let profile = try openProfile(first)
                #expect(profile.startPageLine?.text == "Next launch opens on page 1")
                #expect(try first.tap("Open on the next page"))
                #expect(try first.tap("Open on the next page"))
                #expect(first.delegate.saved.value.page == 2)
                #expect(profile.startPageLine?.text == "Next launch opens on page 3", "the line follows the setting")
                #expect(first.app.pager.currentPage == 0, "the pager shown keeps its page")
                first.delegate.saved.flush()
                let stored = try JSONDecoder().decode(PanelSettings.self, from: Data(contentsOf: folder.file))
                #expect(stored.page == 2, "the file holds the setting")
            }
            let second = try LaunchedApp(settingsFile: folder.file)
            #expect(second.delegate.saved.loadIssue == nil)
            #expect(second.app.pager.currentPage == 2 && second.app.pageIndicator.position == 2)
            let profile = try openProfile(second)
            #expect(profile.startPageLine?.text == "Next launch opens on page 3")
        }

        @Test("The start page stays saved when the menu's button rebuilds the app on another strategy")
        func startPageSurvivesAStrategySwitch() throws {
            let folder = SettingsFolder()
            let launched = try LaunchedApp(settingsFile: folder.file)
            _ = try openProfile(launched)
            #expect(try launched.tap("Open on the next page"))
            #expect(try launched.tap("Close"))
            try launched.chooseNextStrategy(times: 1)
            #expect(try launched.shown.pager.currentPage == 1, "the new tree opens on the saved page")
            #expect(try launched.shown.saved === launched.delegate.saved)
        }

        @Test("Negative control: a launch over another file, or with none, opens on the feed and saves nothing there")
        func anotherFileStartsFromDefaults() throws {
            let folder = SettingsFolder()
            let other = SettingsFolder()
            do {
                let first = try LaunchedApp(settingsFile: folder.file)
                _ = try openProfile(first)
                #expect(try first.tap("Open on the next page"))
                first.delegate.saved.flush()
            }
            let elsewhere = try LaunchedApp(settingsFile: other.file)
            #expect(elsewhere.app.pager.currentPage == 0 && elsewhere.delegate.saved.value.page == 0)
            #expect(!FileManager.default.fileExists(atPath: other.file.path), "nothing changed: nothing written")
            let inMemory = try LaunchedApp()
            #expect(inMemory.app.pager.currentPage == 0, "no file: the defaults")
        }
    }
#endif
