// The XCTest examples of SwitchboardTesting's `///` comments and DocC articles, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears here or in another compiled file).
// If one stops compiling or passing, fix the documentation with it.
import Switchboard
import SwitchboardTesting
import XCTest

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class SwapContainerLeakTests: XCTestCase {
    @MainActor
    func testSwappedOutChildIsReleased() async {
        let window = HeadlessWindow()
        let container = trackForLeaks(
            HeadlessSwapContainerViewController(
                [
                    .factory("first") { self.trackForLeaks(HeadlessViewController(title: "first"), named: "first") },
                    .factory("second") { HeadlessViewController(title: "second") },
                ],
                retention: .releaseWhenHidden))
        window.rootViewController = container
        container.swapNext()
        XCTAssertEqual(container.current, "second")
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class NewsScreenTests: XCTestCase {
    @MainActor
    func testClosedScreenStopsListening() async {
        let bus = MessageBus()
        do {
            let screen = NewsScreen(bus: bus)
            screen.start()
        }
        assertNoLiveSubscriptions(on: bus)
    }

    @MainActor
    func testScreenStopsListeningWhenReleased() async {
        let bus = trackSubscriptions(on: MessageBus())
        NewsScreen(bus: bus).start()
    }

    @MainActor
    func testMenuButtonPostsOneToggle() async {
        let bus = MessageBus()
        let menuButton = MenuButton(bus: bus)
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        menuButton.tap()
        recorder.assertRecorded([MenuToggled(isOpen: true)])
    }

    @MainActor
    func testMenuModelStopsObserving() async {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        do {
            let menu = MenuModel(settings: settings)
            menu.open()
        }
        assertNoLiveSubscriptions(on: settings)
    }

    func testSwapIsClean() async {
        await assertNoContainmentViolations { @MainActor in
            let container = HeadlessViewController(title: "container")
            let child = HeadlessViewController(title: "child")
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class ProfileCacheTests: XCTestCase {
    func testEvictedModelIsReleased() {
        let cache = ProfileCache()
        cache.insert(trackForLeaks(ProfileModel(), roots: [cache]))
        cache.removeAll()
        XCTAssertTrue(cache.isEmpty)
    }
}
