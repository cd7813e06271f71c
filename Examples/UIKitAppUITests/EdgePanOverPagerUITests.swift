import XCTest

/// A pan from the screen's left edge over the pager opens the slide menu; the pager, whose scroll
/// view is under the same finger, stays on its page.
///
/// Stand-in twins: `ExampleAppTests.swipesAndPanels` (the app's tree, an edge pan with `StandIn.pan`)
/// and `SlideMenuGestureTests.edgePanOpensMenu` (Tests/SwitchboardUIKitTests).
@MainActor
final class EdgePanOverPagerUITests: XCTestCase {
    func testEdgePanOverThePagerOpensTheMenuAndLeavesThePage() {
        let logged = LoggedApp()
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
        let edge = logged.app.windows.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5))
            .withOffset(CGVector(dx: 1, dy: 0))
        edge.press(forDuration: 0.05, thenDragTo: logged.point(0.7, 0.5))
        let opened = XCTNSPredicateExpectation(
            predicate: NSPredicate(format: "label CONTAINS %@", "slide menu didOpen(menu)"),
            object: logged.app.staticTexts["ui-test-log.events"])
        XCTAssertEqual(XCTWaiter.wait(for: [opened], timeout: 10), .completed, "\(logged.events)")
        XCTAssertFalse(logged.events.contains { $0.hasPrefix("pager willShowPage") }, "\(logged.events)")
        logged.expectPager("page 3; at rest; 0 waiting; on a page")
    }
}
