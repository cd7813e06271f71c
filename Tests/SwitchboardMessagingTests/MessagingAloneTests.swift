import Foundation
import SwitchboardMessaging
import Testing

/// A user who wants only the messaging tools imports `SwitchboardMessaging` and nothing else:
/// this target depends on that module alone, so it would not build if the layer reached up.
@Suite("Messaging layer, imported alone")
struct MessagingAloneTests {
    struct ThemeChanged: Message { let isDark: Bool }

    struct ReaderSettings: Codable, Sendable, Equatable {
        var fontSize = 14
        var isDark = false
    }

    @MainActor protocol ThemeObserver: AnyObject { func themeDidChange(isDark: Bool) }

    @MainActor final class ThemeLog: ThemeObserver {
        var seen: [Bool] = []
        func themeDidChange(isDark: Bool) { seen.append(isDark) }
    }

    @Test("the bus delivers a message with no UI module in the build")
    func busAlone() {
        let bus = MessageBus(label: "alone")
        let received = Locked<[Bool]>([])
        let token = bus.subscribe(to: ThemeChanged.self) { message in
            received.withLock { $0.append(message.isDark) }
        }
        bus.post(ThemeChanged(isDark: true))
        token.cancel()
        bus.post(ThemeChanged(isDark: false))
        #expect(received.withLock { $0 } == [true])
    }

    @Test("shared settings of the app's own type notify a field's subscribers")
    func settingsAlone() {
        let settings = SharedSettings(ReaderSettings())
        let sizes = Locked<[Int]>([])
        let token = settings.subscribe(\.fontSize) { size in sizes.withLock { $0.append(size) } }
        settings.update { $0.fontSize = 18 }
        settings.update { $0.isDark = true }
        #expect(sizes.withLock { $0 } == [18])
        #expect(settings.value == ReaderSettings(fontSize: 18, isDark: true))
        _ = token
    }

    @MainActor
    @Test("a multicast delegate calls live delegates in the order they were added")
    func multicastAlone() throws {
        let delegates = MulticastDelegate<any ThemeObserver>()
        let first = ThemeLog()
        var second: ThemeLog? = ThemeLog()
        #expect(delegates.add(first))
        #expect(delegates.add(try #require(second)))
        delegates.invoke { $0.themeDidChange(isDark: true) }
        second = nil
        delegates.invoke { $0.themeDidChange(isDark: false) }
        #expect(first.seen == [true, false])
    }
}
