import Switchboard
import SwitchboardTesting
import XCTest

/// The positive side of the XCTest subscription, recorder and containment assertions.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class SubscriptionAssertionXCTests: XCTestCase {
    func testEndedRegistrationsPass() {
        let bus = MessageBus()
        let settings = SharedSettings(PanelSettings())
        for registration in EndedRegistration.allCases { registration.makeAndEnd(on: bus) }
        settings.subscribe(\.menuOpen) { _ in }.cancel()
        XCTAssertTrue(assertNoLiveSubscriptions(on: bus))
        XCTAssertTrue(assertNoLiveSubscriptions(on: settings))
    }

    func testTrackedBusWithWellBehavedListenerPasses() {
        let bus = trackSubscriptions(on: MessageBus())
        let listener = trackForLeaks(WellBehavedListener())
        listener.listen(on: bus)
        bus.post(MenuToggled(isOpen: true))
        XCTAssertEqual(listener.toggles.withLock { $0 }, 1)
    }

    func testMatchingRecordingPasses() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        bus.post(MenuToggled(isOpen: true))
        XCTAssertTrue(recorder.assertRecorded([MenuToggled(isOpen: true)]))
    }

    func testCorrectContainmentPasses() async {
        let childCount = await assertNoContainmentViolations { @MainActor in
            let container = HeadlessViewController(title: "container")
            let child = HeadlessViewController(title: "child")
            container.addChild(child)
            child.didMove(toParent: container)
            return container.children.count
        }
        XCTAssertEqual(childCount, 1)
    }
}

/// Negative controls for the XCTest assertions: each test fails on purpose, captures the
/// failures instead of reporting them, then checks them.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
final class SubscriptionAssertionFailureXCTests: FailureCapturingTestCase {
    func testTokenNeverCancelledIsReported() async {
        let bus = MessageBus(label: "app")
        let registrationLine = #line + 1
        let token = bus.subscribe(to: MenuToggled.self, label: "kept") { _ in }
        let line = #line + 1
        let failures = await failures { assertNoLiveSubscriptions(on: bus) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("subscription \"kept\""), description)
        XCTAssertTrue(description.contains("\(#fileID):\(registrationLine)"), description)
        withExtendedLifetime(token) {}
    }

    func testSettingsObserverLeftLiveIsReported() async {
        let settings = SharedSettings(PanelSettings())
        let owner = ObservingOwner()
        let registrationLine = #line + 1
        settings.observe(\.page, by: owner) { _, _ in }
        let failures = await failures { assertNoLiveSubscriptions(on: settings) }
        XCTAssertEqual(failures.count, 1)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("\\PanelSettings.page ← observer owner:"), description)
        XCTAssertTrue(description.contains("ObservingOwner at \(#fileID):\(registrationLine)"), description)
        withExtendedLifetime(owner) {}
    }

    func testRecordingMismatchReportsDiff() async {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        bus.post(MenuToggled(isOpen: false))
        let line = #line + 1
        let failures = await failures { recorder.assertRecorded([MenuToggled(isOpen: true)]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("  - [0] \(MenuToggled(isOpen: true))"), description)
        XCTAssertTrue(description.contains("  + [0] \(MenuToggled(isOpen: false))"), description)
    }

    func testContainmentViolationIsReported() async {
        let line = #line + 2
        let failures = await failures {
            await assertNoContainmentViolations { @MainActor in
                let container = HeadlessViewController(title: "container")
                container.addChild(container)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("Containment violation: container cannot add") == true)
    }

    func testClosureCapturingSelfOnTrackedBusIsReportedAtTeardown() {
        let bus = MessageBus(label: "app")
        let lines = Locked((tracking: 0, registration: 0))
        // Added first so that it runs last, after the kit's own teardown block.
        addTeardownBlock {
            let failures = self.capturedFailures()
            XCTAssertEqual(failures.count, 1, "failures: \(failures.map(\.description))")
            guard let failure = failures.first else { return }
            let (trackingLine, registrationLine) = lines.withLock { ($0.tracking, $0.registration) }
            XCTAssertEqual(failure.line, trackingLine)
            XCTAssertTrue(failure.description.contains("subscription \"listener\""), failure.description)
            XCTAssertTrue(failure.description.contains("\(#fileID):\(registrationLine)"), failure.description)
            // The leak is real until the bus goes: the teardown blocks own it and are released after the test.
            XCTAssertEqual(bus.registrations.count, 1)
        }
        startCapturing()
        let listener = SelfCapturingListener()
        lines.withLock { $0.tracking = #line + 1 }
        trackSubscriptions(on: bus)
        lines.withLock { $0.registration = #line + 1 }
        listener.listen(on: bus)
    }
}
