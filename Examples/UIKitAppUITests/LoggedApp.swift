// The example app as its UI tests see it: launched with `--ui-test-log`, it writes what a touch
// contract is judged on into two labels (Examples/UIKitApp/UITestLog.swift), the only way into the
// app's process that XCUITest has. Linux cannot build or run these tests (no XCTest UI testing, no
// simulator); the Apple workflow runs them (Scripts/apple-ci.sh simulator). UITestLogTests, in
// Tests/SwitchboardUIKitTests, checks against the UIKit stand-in that the log reads as these tests
// expect.
import XCTest

/// The app, launched on its third page (the first story) with its UI-test log.
@MainActor
struct LoggedApp {
    let app = XCUIApplication()

    init() {
        app.launchArguments = ["--ui-test-log"]
        app.launch()
    }

    /// The log's events so far, one a line: the stories' appearance callbacks (`story 1
    /// viewWillAppear`) and the containers' announcements (`pager didShowPage(from: 2, to: 3)`).
    var events: [String] {
        app.staticTexts["ui-test-log.events"].label.split(separator: "\n").map(String.init)
    }

    /// The stories' appearance callbacks among ``events``, in order.
    var appearance: [String] {
        events.filter { $0.hasPrefix("story ") }
    }

    /// The pager's state label: `page 3; at rest; 0 waiting; on a page`.
    var pagerState: XCUIElement {
        app.staticTexts["ui-test-log.pager"]
    }

    /// A point on the window, as fractions of its width and height.
    func point(_ x: CGFloat, _ y: CGFloat) -> XCUICoordinate {
        app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: x, dy: y))
    }

    /// Waits until the pager reads `state` (a change ends on a later turn of the run loop).
    func expectPager(
        _ state: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line
    ) {
        let settled = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "label == %@", state), object: pagerState)
        let result = XCTWaiter.wait(for: [settled], timeout: timeout)
        XCTAssertEqual(
            result, .completed, "the pager reads \"\(pagerState.label)\", not \"\(state)\"", file: file, line: line)
    }
}
