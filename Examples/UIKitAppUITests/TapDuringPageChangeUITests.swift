import XCTest

/// A tap on the pager while its own animated page change runs leaves no change half-way and no
/// request waiting: the content comes to rest on a page.
///
/// Stand-in twin: `PagerTouchDuringScrollTests.tapDuringThePagersOwnScroll`
/// (Tests/SwitchboardUIKitTests), which taps half-way through the stand-in's scroll animation,
/// both with and without the scroll view's end call (which UIKit leaves undocumented).
///
/// XCUITest waits for the app to be idle before each action; if it waits for the scroll to end,
/// the tap lands after it and this test proves less than its twin. Only a device run tells.
@MainActor
final class TapDuringPageChangeUITests: XCTestCase {
    func testTapDuringAnAnimatedPageChangeLeavesNothingHalfWayOrWaiting() {
        let logged = LoggedApp()
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        // Two pages back, animated: the longest change the app makes from here.
        logged.app.buttons["Back to feed"].tap()
        logged.point(0.5, 0.5).tap()
        logged.expectPager("page 1; at rest; 0 waiting; on a page")
        XCTAssertTrue(logged.events.contains("pager didShowPage(from: 2, to: 0)"), "\(logged.events)")
    }
}
