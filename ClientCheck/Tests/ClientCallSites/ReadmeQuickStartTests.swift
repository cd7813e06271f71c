// README.md's quick start, block by block and in order: Scripts/check-quick-start.py copies those
// blocks from the README into a fresh package that depends on this clone by path and runs
// `swift test` there; Scripts/check-doc-snippets.py checks each block against this file.
import Foundation
import Switchboard
import SwitchboardTesting
import Testing

@Test("a card's link swaps to the other card, and nothing outlives the test", .checksLeaks)
@MainActor
func cardLinkSwapsCards() {
    let window = HeadlessWindow()
    let green = trackForLeaks(HeadlessViewController(title: "green"))
    let blue = trackForLeaks(HeadlessViewController(title: "blue"))
    let cards = trackForLeaks(
        HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)]))
    window.rootViewController = cards
    cards.connect(.delegate)  // the container keeps the coordinator

    #expect(green.containerLink?.send(.swapNext) == .applied)
    #expect(cards.current == "blue")
    let answer = blue.containerLink?.send(.swap(to: "purple"))
    #expect(answer?.rejection(as: ContainerRejection.self) == .unknownChild("purple", known: ["green", "blue"]))
}

@Test("over a bus, the same cards leave no subscription behind", .checksLeaks)
@MainActor
func busLeavesNoSubscription() {
    let bus = trackSubscriptions(on: MessageBus(label: "app"))
    let window = HeadlessWindow()
    let green = HeadlessViewController(title: "green")
    let cards = trackForLeaks(
        HeadlessSwapContainerViewController([
            .instance("green", green), .instance("blue", HeadlessViewController(title: "blue")),
        ]))
    window.rootViewController = cards
    cards.connect(.bus(bus))

    #expect(green.containerLink?.send(.swapNext) == .applied)
    window.rootViewController = nil
}

struct ReaderSettings: Codable, Equatable, Sendable {
    var fontSize = 17
    var isDark = false
}

@Test("reader settings saved to a file load again")
func settingsReloadFromFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }

    let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: file))
    settings.update { $0.fontSize = 20 }
    settings.flush()  // an update never waits for the disk; flush waits for the save

    let relaunched = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: file))
    #expect(relaunched.value.fontSize == 20)
    #expect(relaunched.loadIssue == nil)
}

@Test("a field of the wrong type takes its default; the other fields are kept")
func damagedFieldIsRecovered() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"fontSize": "large", "isDark": true}"#.utf8).write(to: file)

    let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: file))
    #expect(settings.value == ReaderSettings(fontSize: 17, isDark: true))
    guard case .recovered(_, let keptAt, let problems)? = settings.loadIssue else {
        Issue.record("expected a recovered load, got \(String(describing: settings.loadIssue))")
        return
    }
    #expect(problems.map(\.field) == ["fontSize"])
    #expect(keptAt != nil)  // the data as it was, kept beside the file
}

@Test("a file written before a field was added loads, the new field at its default")
func addedFieldTakesItsDefault() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"fontSize": 20}"#.utf8).write(to: file)  // no isDark: the release before it

    let settings = SharedSettings(ReaderSettings(), store: JSONFileSettingsStore(fileURL: file))
    #expect(settings.value == ReaderSettings(fontSize: 20, isDark: false))
    #expect(settings.loadIssue == nil)
}

@Test("the same settings in UserDefaults")
func settingsReloadFromUserDefaults() {
    let suite = "reader-\(UUID())"
    defer { UserDefaults().removePersistentDomain(forName: suite) }

    let settings = SharedSettings(ReaderSettings(), store: UserDefaultsSettingsStore(suiteName: suite, key: "reader"))
    settings.update { $0.isDark = true }
    settings.flush()

    let relaunched = SharedSettings(ReaderSettings(), store: UserDefaultsSettingsStore(suiteName: suite, key: "reader"))
    #expect(relaunched.value.isDark)
}
