// Mirrors the XCTest samples in Docs/TestingForLeaks.md: if one stops compiling or passing,
// fix the guide too.
import Switchboard
import SwitchboardTesting
import XCTest

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
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

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class ProfileEditorTests: XCTestCase {
    func testRenamingPostsRenameThenSave() {
        let bus = trackSubscriptions(on: MessageBus())
        let recorder = MessageRecorder(bus: bus, recording: ProfileRenamed.self, ProfileSaved.self)
        ProfileEditor(bus: bus).rename(to: "Ada")
        recorder.assertRecorded([ProfileRenamed(name: "Ada"), ProfileSaved()])
        assertNoLiveSubscriptions(on: bus)
    }

    func testProfileIsAddedByTheBook() async {
        await assertNoContainmentViolations { @MainActor in
            let container = HeadlessViewController(title: "container")
            let profile = HeadlessViewController(title: "profile")
            container.addChild(profile)
            container.view.addSubview(profile.view)
            profile.didMove(toParent: container)
        }
    }
}
