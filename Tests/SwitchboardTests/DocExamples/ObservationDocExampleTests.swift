// The examples of the Observation article and of the `///` comments on the Observation and
// main-actor APIs, verbatim (Scripts/check-doc-snippets.py checks that each one appears here).
import Observation
import Switchboard
import Testing

/// Plain settings with two independent fields, for the Observation examples (and the
/// Observation tests of this module).
struct ReaderSettings: Sendable, Equatable {
    var fontSize = 14
    var isDark = false
}

/// The message of the main-actor subscription examples.
struct DownloadFinished: Message {
    let name: String
}

/// Main-actor state the bus examples update.
@MainActor
final class DownloadsModel {
    var finished: [String] = []
}

/// Main-actor state the settings examples update.
@MainActor
final class ReaderModel {
    var fontSize = 14
}

@Suite("Docs: Observation and main-actor subscription examples")
@MainActor
struct ObservationDocExampleTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("subscript(observing:): a tracked field is invalidated by its own changes only")
    func observingSubscript() {
        let settings = SharedSettings(ReaderSettings())
        let lines = DocExampleLog()
        // Records the value at the time of each call, which tells which update caused it.
        let log = { @Sendable (line: String) in lines("\(line) at \(settings.value)") }
        withObservationTracking {
            _ = settings[observing: \.fontSize]
        } onChange: {
            log("font size changed")
        }
        settings.update { $0.isDark = true }  // nothing: only `fontSize` is tracked
        settings.update { $0.fontSize = 18 }  // logs "font size changed"
        #expect(lines.lines == ["font size changed at \(ReaderSettings(fontSize: 18, isDark: true))"])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test("Observation article: the tracking SwiftUI performs for SampleText")
    func articleTracking() {
        let settings = SharedSettings(ReaderSettings())
        let lines = DocExampleLog()
        // Records the value at the time of each call, which tells which update caused it.
        let log = { @Sendable (line: String) in lines("\(line) at \(settings.value)") }
        withObservationTracking {
            _ = settings[observing: \.fontSize]  // what SampleText's body reads
        } onChange: {
            log("SampleText invalidated")
        }
        settings.update { $0.isDark = true }  // SampleText is left alone
        settings.update { $0.fontSize = 18 }  // logs "SampleText invalidated"
        #expect(lines.lines == ["SampleText invalidated at \(ReaderSettings(fontSize: 18, isDark: true))"])
    }

    @Test("subscribeOnMainActor on the bus: the handler updates a main-actor model")
    func busMainActorSubscription() async {
        let bus = MessageBus(label: "docs.mainActor")
        let model = DownloadsModel()  // a @MainActor class
        let token = bus.subscribeOnMainActor(to: DownloadFinished.self) { event in
            model.finished.append(event.name)
        }
        bus.post(DownloadFinished(name: "report.pdf"))
        #expect(model.finished == ["report.pdf"])
        await Task.detached { bus.post(DownloadFinished(name: "photo.jpg")) }.value
        await waitUntil { model.finished.count == 2 }
        #expect(model.finished == ["report.pdf", "photo.jpg"])
        token.cancel()
    }

    @Test("subscribeOnMainActor on the settings: the handler updates a main-actor model")
    func settingsMainActorSubscription() {
        let settings = SharedSettings(ReaderSettings())
        let model = ReaderModel()  // a @MainActor class
        let token = settings.subscribeOnMainActor(\.fontSize) { size in model.fontSize = size }
        settings.update { $0.fontSize = 20 }
        #expect(model.fontSize == 20)
        token.cancel()
    }
}
