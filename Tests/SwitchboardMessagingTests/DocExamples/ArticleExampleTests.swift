import Foundation
import SwitchboardMessaging
import Testing

/// The examples of the SwitchboardMessaging articles, compiled and run.
@MainActor
@Suite("Docs: messaging articles")
struct ArticleExampleTests {
    @Test("Message bus: subscribe and post")
    func subscribeAndPost() {
        struct CartChanged: Message {}

        let bus = MessageBus(label: "app")
        let token = bus.subscribe(to: CartChanged.self) { _ in print("cart changed") }
        bus.post(CartChanged())
        #expect(bus.subscriberCount(for: CartChanged.self) == 1)
        token.cancel()
    }

    @Test("Message bus: an observation owned by a view model ends with it")
    func observationOwnedByAnObject() {
        do {
            let badge = CartBadge()
            badge.startObserving()
            MessageBus.app.post(CartChanged())
            #expect(badge.refreshCount == 1)
        }
        MessageBus.app.post(CartChanged())
        #expect(MessageBus.app.subscriberCount(for: CartChanged.self) == 0)
    }

    @Test("Message bus: only the subscriber for the posted subject hears")
    func scopedBySubject() {
        let bus = MessageBus(label: "app")
        let cart = Cart()
        let other = Cart()
        let heard = Recorded()
        let counter = bus.subscribe(to: ItemAdded.self, subject: cart) { message in heard.add(message.count) }
        let token = bus.subscribe(to: ItemAdded.self, subject: cart) { message in print("added \(message.count)") }
        bus.post(ItemAdded(count: 2), subject: cart)
        bus.post(ItemAdded(count: 5), subject: other)
        #expect(heard.values == [2])
        token.cancel()
        counter.cancel()
    }

    @Test("Shared settings: update, read and observe")
    func updateReadObserve() {
        let article = ArticleView()
        let settings = SharedSettings(ReaderSettings())
        settings.update { $0.fontSize += 2 }  // atomic read-modify-write
        let size = settings.value.fontSize  // consistent snapshot
        settings.observe(\.isDark, by: article) { article, isDark in article.applyTheme(dark: isDark) }
        settings.update { $0.isDark = true }
        #expect(size == 16)
        #expect(article.isDark)
    }

    @Test("the larger-text button grows the shared font size")
    func largerTextButtonGrowsTheFont() async {
        await ReaderSettings.$shared.withValue(SharedSettings(ReaderSettings(fontSize: 20))) {
            await ReaderScreen().largerTextTapped()  // updates ReaderSettings.shared
            #expect(ReaderSettings.shared.value.fontSize == 22)
        }
    }

    @Test("outside the test's scope the shared reader settings keep their default")
    func sharedDefaultUntouched() {
        #expect(ReaderSettings.shared.value.fontSize == 14)
    }

    @Test("Shared settings: persisted in a JSON file")
    func persistedInAJSONFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("messaging-article-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("reader.json")

        let store = JSONFileSettingsStore<ReaderSettings>(fileURL: url)
        let settings = SharedSettings(ReaderSettings(), store: store)
        if let issue = settings.loadIssue { print("settings not loaded: \(issue)") }
        settings.update { $0.isDark = true }

        let reloaded = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore<ReaderSettings>(fileURL: url))
        #expect(settings.loadIssue == nil)
        #expect(reloaded.value.isDark)
    }
}

/// Values a `@Sendable` handler records. Public API only (`NSLock`, not the package's lock):
/// ClientCheck compiles this file as an app would.
// Safety: `storage` is read and written only while `lock` is held.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int] = []
    func add(_ value: Int) { lock.withLock { storage.append(value) } }
    var values: [Int] { lock.withLock { storage } }
}
