// The `///` examples of Sources/Switchboard/Settings, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file).
import Foundation
import Switchboard
import SwitchboardMessaging
import Testing

@Suite("Docs: shared settings examples")
@MainActor
struct SettingsDocExampleTests {
    @Test("SharedSettings: update, observe, subscribe and stream one value")
    func overview() async {
        let controller = SettingsDocMenuController()
        let (settings, token, pages) = controller.startOverview()
        #expect(settings.value.menuOpen)
        #expect(controller.slides.isEmpty)  // observers hear only later changes

        settings.update { $0.menuOpen = false }
        #expect(controller.slides == [false])
        var seen: [Int] = []
        for await page in pages.prefix(1) { seen.append(page) }
        #expect(seen == [0])
        token.cancel()
    }

    @Test("update: the body mutates in place and can return a result")
    func update() {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.menuOpen.toggle() }
        let page = settings.update { settings in
            settings.page += 1
            return settings.page
        }
        #expect(settings.value.menuOpen)
        #expect(page == 1)
    }

    @Test("subscribe: the handler hears changes of its key path only")
    func subscribe() {
        let settings = SharedSettings(PanelSettings())
        let log = DocExampleLog()
        let token = settings.subscribe(\.profileOpen) { isOpen in log("profile open: \(isOpen)") }
        settings.update { $0.toggleMenu() }
        settings.update { $0.toggleProfile() }
        #expect(log.lines == ["profile open: true"])
        token.cancel()
    }

    @Test("observe: the owner's handler runs on the main actor for each change")
    func observe() {
        let settings = SharedSettings(PanelSettings())
        let controller = SettingsDocMenuController()
        controller.observeMenu(of: settings)
        settings.update { $0.toggleMenu() }
        settings.update { $0.toggleMenu() }
        #expect(controller.slides == [true, false])
    }

    @Test("values(of:): the current value first, then each change")
    func values() async {
        let settings = SharedSettings(PanelSettings())
        var seen: [Bool] = []
        let menuStates = settings.values(of: \.menuOpen)  // registered now: no change is missed
        settings.update { $0.toggleMenu() }
        for await isOpen in menuStates.prefix(2) { print("menu open:", isOpen) }  // false, then true
        for await isOpen in settings.values(of: \.menuOpen).prefix(1) { seen.append(isOpen) }
        #expect(seen == [true])
    }

    @Test("registrations: each observation is described by kind, key path, owner and place")
    func registrations() {
        let settings = SharedSettings(PanelSettings())
        let controller = SettingsDocMenuController()
        controller.observeMenu(of: settings)
        for registration in settings.registrations { print(registration) }
        // \PanelSettings.menuOpen ← observer owner: MyApp.MenuController at MyApp/MenuController.swift:42

        let described = settings.registrations.map(\.description)
        #expect(described.count == 1)
        #expect(described.first?.hasPrefix("\\PanelSettings.menuOpen ← observer owner: ") == true)
        #expect(described.first?.contains("SettingsDocMenuController") == true)
        let registration = settings.registrations.first
        #expect(registration?.topic == "\\PanelSettings.menuOpen" && registration?.messageType == nil)
    }

    @Test("PanelSettings.shared: a task-local instance, replaceable per test")
    func sharedInstance() {
        PanelSettings.$shared.withValue(SharedSettings(PanelSettings())) {
            PanelSettings.shared.update { $0.toggleMenu() }
            print(PanelSettings.shared.value.menuOpen)  // true
            #expect(PanelSettings.shared.value.menuOpen)
        }
    }

    @Test("PanelSettings.$shared: everything inside withValue sees the substitute")
    func substitute() async throws {
        let outside = PanelSettings.shared
        let seen = LockedValue<[ObjectIdentifier]>([])
        func exerciseTheContainer() async throws {
            let instance = PanelSettings.shared
            seen.withLock { $0.append(ObjectIdentifier(instance)) }
            instance.update { $0.page = 3 }
        }

        try await PanelSettings.$shared.withValue(SharedSettings(PanelSettings())) {
            try await exerciseTheContainer()  // everything in here sees the fresh instance
        }
        #expect(seen.withLock { $0 } != [ObjectIdentifier(outside)])
        #expect(seen.withLock { $0.count } == 1)
        #expect(PanelSettings.shared === outside)
    }

    @Test("InMemorySettingsStore: a second instance starts from what the first saved")
    func inMemoryStore() {
        let store = InMemorySettingsStore<PanelSettings>()
        SharedSettings(PanelSettings(), store: store).update { $0.page = 2 }
        print(SharedSettings(PanelSettings(), store: store).value.page)  // 2
        #expect(SharedSettings(PanelSettings(), store: store).value.page == 2)
    }

    @Test("JSONFileSettingsStore: a corrupt file is reported as the load issue")
    func jsonFileStore() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "switchboard-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not json".utf8).write(to: folder.appending(path: "panels.json"))
        let log = DocExampleLog()

        let url = folder.appending(path: "panels.json")  // `folder`: e.g. URL.applicationSupportDirectory
        let settings = SharedSettings(PanelSettings(), store: JSONFileSettingsStore(fileURL: url))
        if let issue = settings.loadIssue { log(issue) }

        #expect(log.lines.count == 1)
        #expect(settings.value == PanelSettings())
    }

    @Test("resumeSaving: after an unreadable load, saving resumes only when asked")
    func resumeSaving() {
        let store = UnreadableOnceStore()
        func userChoseToStartOver() -> Bool { true }

        let settings = SharedSettings(PanelSettings(), store: store)
        if settings.isSavingSuspended, userChoseToStartOver() {
            settings.resumeSaving()
        }
        settings.flush()
        #expect(!settings.isSavingSuspended)
        #expect(store.saved == [PanelSettings()])
    }
}

/// A store whose data cannot be read, so settings on it start with saving suspended.
final class UnreadableOnceStore: SettingsStore {
    private let savedValues = LockedValue<[PanelSettings]>([])

    var saved: [PanelSettings] { savedValues.withLock { $0 } }

    func load(defaults: PanelSettings) throws(SettingsStoreError) -> PanelSettings? {
        throw .unreadable(file: URL(filePath: "/nonexistent/panels.json"), reason: "permission denied")
    }

    func save(_ value: PanelSettings) throws(SettingsStoreError) {
        savedValues.withLock { $0.append(value) }
    }
}

/// A controller whose menu slides when the settings say so.
@MainActor
final class SettingsDocMenuController {
    private(set) var slides: [Bool] = []

    func slideMenu(open: Bool) { slides.append(open) }

    func observeMenu(of settings: SharedSettings<PanelSettings>) {
        settings.observe(\.menuOpen, by: self) { owner, isOpen in
            owner.slideMenu(open: isOpen)
        }
    }

    func startOverview() -> (SharedSettings<PanelSettings>, SubscriptionToken, AsyncStream<Int>) {
        let settings = SharedSettings(PanelSettings())
        settings.update { $0.menuOpen.toggle() }
        settings.observe(\.menuOpen, by: self) { owner, isOpen in owner.slideMenu(open: isOpen) }
        let token = settings.subscribe(\.profileOpen) { isOpen in print("profile:", isOpen) }
        let pages = settings.values(of: \.page)  // the current page, then every change
        return (settings, token, pages)
    }
}
