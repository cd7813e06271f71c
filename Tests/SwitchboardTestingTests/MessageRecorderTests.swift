import Switchboard
import SwitchboardTesting
import Testing

@Suite("MessageRecorder")
struct MessageRecorderTests {
    // MARK: Recording

    @Test("records the chosen types in post order and ignores the others")
    func recordsChosenTypesInOrder() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, PageShown.self)
        bus.post(MenuToggled(isOpen: true))
        bus.post(Ping(note: "not recorded"))
        bus.post(PageShown(index: 2))
        bus.post(MenuToggled(isOpen: false))
        recorder.expect([MenuToggled(isOpen: true), PageShown(index: 2), MenuToggled(isOpen: false)])
        #expect(recorder.messages(of: MenuToggled.self) == [MenuToggled(isOpen: true), MenuToggled(isOpen: false)])
        #expect(recorder.messages(of: PageShown.self) == [PageShown(index: 2)])
        #expect(recorder.messages(of: Ping.self).isEmpty)
    }

    @Test("the builder form adds types, and adding a type twice records it once")
    func builderAddsTypesOnce() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus)
            .recording(MenuToggled.self)
            .recording(PageShown.self)
            .recording(MenuToggled.self)
        #expect(recorder.recordedTypes.count == 2)
        #expect(bus.registrations.count == 2)
        bus.post(MenuToggled(isOpen: true))
        bus.post(PageShown(index: 1))
        #expect(recorder.expect([MenuToggled(isOpen: true), PageShown(index: 1)]))
    }

    @Test("a recorder scoped to a subject records only the posts about that subject")
    func subjectScoping() {
        let bus = MessageBus()
        let container = ObservingOwner()
        let other = ObservingOwner()
        let recorder = MessageRecorder(bus: bus, subject: container, recording: PageShown.self)
        bus.post(PageShown(index: 1), subject: container)
        bus.post(PageShown(index: 2), subject: other)
        bus.post(PageShown(index: 3))
        recorder.expect([PageShown(index: 1)])
        withExtendedLifetime(other) {}
    }

    @Test("a recorder scoped to a subject stops when the subject goes away")
    func subjectDeallocationStopsRecording() {
        let bus = MessageBus()
        var container: ObservingOwner? = ObservingOwner()
        let recorder = MessageRecorder(bus: bus, subject: container, recording: PageShown.self)
        #expect(recorder.isRecording)
        container = nil
        #expect(!recorder.isRecording)
        recorder.recording(MenuToggled.self)
        bus.post(MenuToggled(isOpen: true))
        #expect(recorder.messages.isEmpty)
        #expect(bus.registrations.isEmpty)
    }

    @Test("clear forgets the messages and keeps recording")
    func clearKeepsRecording() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        bus.post(MenuToggled(isOpen: true))
        recorder.clear()
        #expect(recorder.messages.isEmpty)
        bus.post(MenuToggled(isOpen: false))
        recorder.expect([MenuToggled(isOpen: false)])
    }

    @Test("stop ends the subscriptions and keeps the messages; adding a type afterwards does nothing")
    func stopEndsSubscriptions() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        bus.post(MenuToggled(isOpen: true))
        recorder.stop()
        recorder.stop()
        recorder.recording(PageShown.self)
        bus.post(MenuToggled(isOpen: false))
        bus.post(PageShown(index: 1))
        #expect(!recorder.isRecording)
        #expect(bus.registrations.isEmpty)
        recorder.expect([MenuToggled(isOpen: true)])
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a released recorder is deallocated and leaves nothing registered", .checksLeaks)
    func releasedRecorderLeavesNothing() {
        let bus = MessageBus()
        do {
            let recorder = trackForLeaks(MessageRecorder(bus: bus, recording: MenuToggled.self, PageShown.self))
            bus.post(MenuToggled(isOpen: true))
            #expect(recorder.messages.count == 1)
            #expect(bus.subscriberCount(for: MenuToggled.self) == 1)
        }
        // Checked by hand: the subscription checks leave recorders' registrations out.
        #expect(bus.registrations.isEmpty)
    }

    @Test("its registrations carry its label and the line that created it")
    func registrationsNameTheRecorder() throws {
        let bus = MessageBus()
        let line = #line + 1
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        let registration = try #require(bus.registrations.first)
        #expect(registration.label == MessageRecorder.registrationLabel)
        #expect(registration.file == #fileID)
        #expect(registration.line == line)
        withExtendedLifetime(recorder) {}
    }

    @Test("posts from many tasks at once are all recorded")
    func concurrentPostsAreRecorded() async {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: PageShown.self)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { bus.post(PageShown(index: index)) }
            }
        }
        let indices = recorder.messages(of: PageShown.self).map(\.index)
        #expect(indices.sorted() == Array(0..<200))
    }

    // MARK: Comparing

    @Test("messages that are not Equatable are compared by their printed form")
    func nonEquatableMessages() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: Ping.self)
        bus.post(Ping(note: "hello"))
        #expect(recorder.difference(from: [Ping(note: "hello")]) == nil)
        #expect(recorder.difference(from: [Ping(note: "bye")]) != nil)
    }

    @Test(
        "a mismatch yields a diff listing every expected and recorded message once",
        arguments: [
            ([MenuToggled(isOpen: true)], [MenuToggled(isOpen: true), MenuToggled(isOpen: false)]),
            ([MenuToggled(isOpen: true), MenuToggled(isOpen: false)], [MenuToggled(isOpen: true)]),
            (
                [MenuToggled(isOpen: true), MenuToggled(isOpen: false)],
                [MenuToggled(isOpen: false), MenuToggled(isOpen: true)]
            ),
            ([], [MenuToggled(isOpen: true)]),
            ([MenuToggled(isOpen: false)], []),
        ])
    func mismatchDiffs(expected: [MenuToggled], recorded: [MenuToggled]) throws {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self)
        for message in recorded { bus.post(message) }
        let difference = try #require(recorder.difference(from: expected))
        #expect(difference.expectedCount == expected.count)
        #expect(difference.recordedCount == recorded.count)
        let expectedSide = difference.lines.filter { $0.change != .unexpected }
        let recordedSide = difference.lines.filter { $0.change != .missing }
        #expect(expectedSide.map(\.message) == expected.map { "\($0)" })
        #expect(recordedSide.map(\.message) == recorded.map { "\($0)" })
        #expect(difference.lines.contains { $0.change != .unchanged })
    }

    @Test("expect reports a readable diff at the call when the messages differ")
    func expectReportsDiff() async throws {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, PageShown.self)
        bus.post(MenuToggled(isOpen: true))
        bus.post(PageShown(index: 3))
        let line = #line + 2
        let issues = await capturedIssues("the recorder reports messages that differ from the expected ones") {
            recorder.expect([MenuToggled(isOpen: true), PageShown(index: 2)])
        }
        try #require(issues.count == 1)
        #expect(issues[0].sourceLocation?.line == line)
        let comment = commentText(of: issues[0]).split(separator: "\n").map(String.init)
        #expect(comment.first?.contains("expected 2, recorded 2") == true)
        #expect(
            comment.dropFirst() == [
                "    [0] \(MenuToggled(isOpen: true))", "  - [1] \(PageShown(index: 2))",
                "  + [1] \(PageShown(index: 3))",
            ])
    }

    @Test("a message of the wrong type never matches, even when it prints the same")
    func typesMustMatch() throws {
        struct First: Message { let value = 1 }
        struct Second: Message { let value = 1 }
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: First.self)
        bus.post(First())
        #expect(recorder.difference(from: [Second()]) != nil)
        #expect(recorder.difference(from: [First()]) == nil)
    }

    @Test("clear() releases the recorded messages after unlocking: a message's deinit may post again")
    func clearReleasesOutsideLock() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: Farewell.self, Ping.self)
        bus.post(Farewell(onRelease: FarewellHook { bus.post(Ping(note: "bye")) }))

        recorder.clear()

        #expect(recorder.messages(of: Ping.self).map(\.note) == ["bye"], "posted by the released message's deinit")
        #expect(recorder.messages(of: Farewell.self).isEmpty)
    }
}

/// A message that runs a closure when its last copy is released.
private struct Farewell: Message {
    let onRelease: FarewellHook
}

private final class FarewellHook: Sendable {
    private let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}
