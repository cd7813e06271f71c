import XCTest

/// A page swipe and its cancel, by a finger on UIKit's own scroll view: the pages' appearance
/// callbacks begin as the content moves and end after it settles, the page the change started
/// from ending first.
///
/// Stand-in twins: `PagerSwipeAppearanceTests.swipeOntoTheNeighbour` and
/// `PagerSwipeAppearanceTests.glideBack` (Tests/SwitchboardUIKitTests), which drive the stand-in's
/// scroll view with `StandIn.beginDrag`/`moveDrag`/`endDrag` and compare with the headless pager.
@MainActor
final class PageSwipeUITests: XCTestCase {
    func testSwipeOntoTheNextPageBeginsBothThenEndsTheStartingPageFirst() {
        let logged = LoggedApp()
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        let launch = logged.appearance.count
        logged.point(0.8, 0.5).press(forDuration: 0.05, thenDragTo: logged.point(0.1, 0.5))
        logged.expectPager("page 4; at rest; 0 waiting; on a page")
        XCTAssertEqual(
            Array(logged.appearance.dropFirst(launch)),
            [
                "story 1 viewWillDisappear", "story 2 viewWillAppear", "story 1 viewDidDisappear",
                "story 2 viewDidAppear",
            ])
        XCTAssertTrue(logged.events.contains("pager didShowPage(from: 2, to: 3)"), "\(logged.events)")
    }

    func testSwipeLetGoEarlyReversesThePagesAndCancelsTheChange() {
        let logged = LoggedApp()
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        let launch = logged.appearance.count
        // A tenth of the way, then held still: the finger lifts with no speed, and the pager glides back.
        logged.point(0.6, 0.5).press(
            forDuration: 0.05, thenDragTo: logged.point(0.5, 0.5), withVelocity: .slow, thenHoldForDuration: 0.5)
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        XCTAssertEqual(
            Array(logged.appearance.dropFirst(launch)),
            [
                "story 1 viewWillDisappear", "story 2 viewWillAppear", "story 1 viewWillAppear",
                "story 2 viewWillDisappear", "story 1 viewDidAppear", "story 2 viewDidDisappear",
            ])
        XCTAssertTrue(logged.events.contains { $0.hasPrefix("pager cancelled(") }, "\(logged.events)")
    }
}
