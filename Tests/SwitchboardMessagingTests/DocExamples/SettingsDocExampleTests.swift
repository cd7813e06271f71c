import Foundation
import SwitchboardMessaging
import Testing

/// Lines a doc example logs, for the test to read back.
/// Public API only (`NSLock`, not the package's lock): ClientCheck compiles this file as an app would.
// Safety: `storage` is read and written only while `lock` is held.
final class ExampleLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func callAsFunction(_ line: String) { lock.withLock { storage.append(line) } }
    func callAsFunction(_ problem: any Error) { self("\(problem)") }
    var lines: [String] { lock.withLock { storage } }
}

/// A screen that redraws in the theme the settings say, as the `SharedSettings` examples do.
@MainActor
final class ThemedScreen {
    let settings: SharedSettings<ReaderSettings>
    private(set) var isDark = false
    private(set) var sizes: AsyncStream<Int>?
    private(set) var token: SubscriptionToken?

    init(settings: SharedSettings<ReaderSettings>) { self.settings = settings }

    func applyTheme(dark: Bool) { isDark = dark }

    /// The type documentation's overview.
    func overview() {
        let settings = SharedSettings(ReaderSettings())
        settings.update { $0.isDark.toggle() }
        settings.observe(\.isDark, by: self) { owner, isDark in owner.applyTheme(dark: isDark) }
        let token = settings.subscribe(\.fontSize) { size in print("font size:", size) }
        let sizes = settings.values(of: \.fontSize)  // the current size, then every change
        settings.update { $0.isDark.toggle() }
        self.token = token
        self.sizes = sizes
    }

    /// `observe(_:by:)`'s example.
    func startObserving() {
        settings.observe(\.isDark, by: self) { owner, isDark in
            owner.applyTheme(dark: isDark)
        }
    }
}

/// The `///` examples of the settings types, with app-neutral settings, compiled and run.
@MainActor
@Suite("Docs: settings type examples")
struct SettingsDocExampleTests {
    @Test("SharedSettings: the overview updates, observes, subscribes and streams")
    func overview() {
        let screen = ThemedScreen(settings: SharedSettings(ReaderSettings()))
        screen.overview()
        #expect(screen.isDark == false)  // toggled on before observing, then off
        #expect(screen.token != nil && screen.sizes != nil)
    }

    @Test("update: one atomic read-modify-write, returning what the body returns")
    func update() {
        let settings = SharedSettings(ReaderSettings())
        settings.update { $0.isDark.toggle() }
        let size = settings.update { settings in
            settings.fontSize += 1
            return settings.fontSize
        }
        #expect(size == 15)
        #expect(settings.value == ReaderSettings(fontSize: 15, isDark: true))
    }

    @Test("subscribe: the handler hears each change of its field")
    func subscribe() {
        let settings = SharedSettings(ReaderSettings())
        let log = ExampleLog()
        let token = settings.subscribe(\.isDark) { isDark in log("dark: \(isDark)") }
        settings.update { $0.fontSize = 20 }
        settings.update { $0.isDark = true }
        #expect(log.lines == ["dark: true"])
        token.cancel()
    }

    @Test("observe: the owner's handler runs on the main actor")
    func observe() {
        let screen = ThemedScreen(settings: SharedSettings(ReaderSettings()))
        screen.startObserving()
        screen.settings.update { $0.isDark = true }
        #expect(screen.isDark)
    }

    @Test("values(of:): registered at once, so no change is missed")
    func values() async {
        let settings = SharedSettings(ReaderSettings())
        var seen: [Bool] = []
        let themes = settings.values(of: \.isDark)  // registered now: no change is missed
        settings.update { $0.isDark.toggle() }
        for await isDark in themes.prefix(2) { print("dark:", isDark) }  // false, then true
        for await isDark in settings.values(of: \.isDark).prefix(1) { seen.append(isDark) }
        #expect(seen == [true])
    }

    @Test("InMemorySettingsStore: a second instance on the same store reads what the first saved")
    func inMemoryStore() {
        let store = InMemorySettingsStore<ReaderSettings>()
        SharedSettings(ReaderSettings(), store: store).update { $0.fontSize = 18 }
        print(SharedSettings(ReaderSettings(), store: store).value.fontSize)  // 18
        #expect(SharedSettings(ReaderSettings(), store: store).value.fontSize == 18)
    }

    @Test("JSONFileSettingsStore: a missing file means defaults and no issue")
    func jsonFileStore() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("settings-doc-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = ExampleLog()
        let url = folder.appending(path: "reader.json")  // `folder`: e.g. URL.applicationSupportDirectory
        let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: url))
        if let issue = settings.loadIssue { log(issue) }
        #expect(log.lines.isEmpty)
        #expect(settings.value == ReaderSettings())
    }

    @Test("resumeSaving: nothing to resume while saving was never suspended")
    func resumeSaving() {
        let store = InMemorySettingsStore<ReaderSettings>()
        var asked = false
        func userChoseToStartOver() -> Bool {
            asked = true
            return true
        }
        let settings = SharedSettings(ReaderSettings(), store: store)
        if settings.isSavingSuspended, userChoseToStartOver() {
            settings.resumeSaving()
        }
        #expect(!asked)
        #expect(!settings.isSavingSuspended)
    }

    @Test("Registration: the bus and the settings list their live registrations in one type, described alike")
    @MainActor
    func registrations() {
        let bus = MessageBus(label: "docs.registrations")
        let settings = SharedSettings(ReaderSettings())
        let view = ArticleView()
        let token = bus.subscribe(to: CartChanged.self, label: "badge") { _ in }
        settings.observe(\.isDark, by: view) { view, isDark in view.applyTheme(dark: isDark) }
        for registration in bus.registrations { print(registration) }
        // MyApp.CartChanged ← subscription "badge" at MyApp/CartBadge.swift:42
        for registration in settings.registrations { print(registration) }
        // \ReaderSettings.isDark ← observer owner: MyApp.ArticleViewController at MyApp/ArticleViewController.swift:42
        let described = (bus.registrations + settings.registrations).map(\.description)
        #expect(described.count == 2)
        let (message, owner) = (String(reflecting: CartChanged.self), String(reflecting: ArticleView.self))
        #expect(described.first?.hasPrefix("\(message) ← subscription \"badge\" at ") == true)
        #expect(described.last?.hasPrefix("\\ReaderSettings.isDark ← observer owner: \(owner) at ") == true)
        token.cancel()
    }

    @Test("JSONFileSettingsStore on a typed store: the documented pairing compiles and loads")
    func typedStore() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).json")
        let store = JSONFileSettingsStore<ReaderSettings>(fileURL: url)
        let settings = SharedSettings(ReaderSettings(), store: store)
        #expect(settings.value == ReaderSettings())
    }
}
