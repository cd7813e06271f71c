// The Switchboard side of the migration guides (SwitchboardUIKit.docc: Pageboy or Parchment and
// SideMenu; SwitchboardMessaging.docc: NotificationCenter or Combine and swift-sharing), verbatim;
// Scripts/check-doc-snippets.py checks each block appears here, and ClientCheck compiles this file
// with public access only. The UIKit blocks of the guides are backed by Examples/UIKitApp and
// Tests/SwitchboardUIKitTests/MigrationGuideUIKitTests.swift.
import Foundation
import Switchboard
import SwitchboardTesting
import Testing

/// Pageboy's `didScrollTo position` and `didScrollToPageAt index`, as one observer.
final class PageTracker: ContainerObserver {
    private(set) var position = 0.0
    private(set) var landedPages: [Int] = []

    func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
        position = progress.position  // 1.5: half way from page 1 to page 2
    }

    func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
        if case .didShowPage(_, let page) = announcement { landedPages.append(page) }
    }
}

/// A child that moves a `NotificationCenter` observer to the bus.
struct CartChangedMessage: Message {
    let itemCount: Int
}

@MainActor
final class CartBadgeScreen {
    private(set) var shownCount = 0

    init(bus: MessageBus) {
        bus.observe(CartChangedMessage.self, by: self) { screen, message in
            screen.shownCount = message.itemCount
        }
    }
}

struct ReaderPreferences: Codable, Equatable, Sendable {
    var soundsOn = true
    var sortOrder = "name"
}

@Suite("Docs: migration guides")
@MainActor
struct MigrationGuideExampleTests {
    @Test("Pageboy and Parchment: a source of pages, a request and its answer, progress and landing")
    func pagerFromPageboy() throws {
        let window = HeadlessWindow()
        let pager = HeadlessPagingContainerViewController(pageCount: 10) { index, _ in
            HeadlessViewController(title: "page \(index)")
        }
        window.rootViewController = pager
        pager.connect(.delegate)
        let tracker = PageTracker()
        pager.observers.add(tracker)

        #expect(try pager.showPage(1) == .applied)
        #expect(throws: ContainerRejection.pageOutOfRange(42, pageCount: 10)) { try pager.showPage(42) }
        #expect(tracker.position == 1 && tracker.landedPages == [1])
    }

    @Test("NotificationCenter: a message type, an owner-bound observer, and nothing left registered", .checksLeaks)
    func busFromNotificationCenter() {
        let bus = trackSubscriptions(on: MessageBus(label: "app"))
        var screen: CartBadgeScreen? = trackForLeaks(CartBadgeScreen(bus: bus))
        bus.post(CartChangedMessage(itemCount: 3))
        #expect(screen?.shownCount == 3)
        screen = nil  // the observation ends with its owner: no removeObserver
    }

    @Test("swift-sharing: a file store, an observer owned by the screen, per-field recovery")
    func settingsFromShared() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"soundsOn": "yes", "sortOrder": "date"}"#.utf8).write(to: file)

        let preferences = SharedSettings(ReaderPreferences(), store: JSONFileSettingsStore(fileURL: file))
        #expect(preferences.value == ReaderPreferences(soundsOn: true, sortOrder: "date"))
        if case .recovered(_, _, let problems)? = preferences.loadIssue {
            print("reset to their defaults:", problems.compactMap(\.field))  // ["soundsOn"]
        }
        #expect(preferences.loadIssue != nil)
    }
}
