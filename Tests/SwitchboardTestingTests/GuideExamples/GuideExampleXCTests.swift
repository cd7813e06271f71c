// Mirrors the XCTest samples in Docs/TestingForLeaks.md: if one stops compiling or passing,
// fix the guide too.
import SwitchboardTesting
import XCTest

final class ProfileModelTests: XCTestCase {
    func testModelIsReleased() {
        let model = trackForLeaks(ProfileModel())
        var updates = 0
        model.onChange = { updates += 1 }
        model.update()
        XCTAssertEqual(updates, 1)
    }

    func testModelIsReleasedByPendingWork() {
        let model = trackForLeaks(ProfileModel(), named: "pending", within: .milliseconds(500))
        model.update()
    }
}
