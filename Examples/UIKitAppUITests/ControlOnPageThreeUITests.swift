import XCTest

/// A tap on a control on the pager's third page reaches it: the page's content sits two widths
/// into the scroll view's content, where hit testing must still find it.
///
/// Stand-in twin: `PagerDeviceBugTests.tapOnLaterPage` (Tests/SwitchboardUIKitTests), which taps a
/// button on page 3 with `StandIn.tap` through the stand-in's hit testing.
@MainActor
final class ControlOnPageThreeUITests: XCTestCase {
    func testTapOnAButtonOnPageThreeReachesIt() {
        let logged = LoggedApp()
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        let button = logged.app.buttons["Back to feed"]
        XCTAssertTrue(button.isHittable, "the third page's button can be tapped")
        button.tap()
        logged.expectPager("page 1; at rest; 0 waiting; on a page")
        XCTAssertTrue(logged.events.contains("pager didShowPage(from: 2, to: 0)"), "\(logged.events)")
        XCTAssertTrue(logged.app.buttons["Open menu"].isHittable, "the feed is shown")
    }
}
