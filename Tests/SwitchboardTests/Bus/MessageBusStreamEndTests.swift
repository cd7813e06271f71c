import Testing

@testable import SwitchboardMessaging

/// How a bus gets the chance to notice that a stream's subject deallocated.
enum SubjectDeathNotice: String, CaseIterable, CustomTestStringConvertible {
    case postForAnotherSubject
    case postWithoutSubject
    case subscriberCount
    case registrations

    var testDescription: String { rawValue }

    func give(_ bus: MessageBus) {
        switch self {
        case .postForAnotherSubject: bus.post(Ping(value: 99), subject: SubjectDouble())
        case .postWithoutSubject: bus.post(Ping(value: 99))
        case .subscriberCount: _ = bus.subscriberCount(for: Ping.self)
        case .registrations: _ = bus.registrations
        }
    }
}

@Suite("MessageBus stream endings")
struct MessageBusStreamEndTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test(
        "a subject-scoped stream finishes once the bus notices its subject is gone",
        arguments: SubjectDeathNotice.allCases)
    func finishesAfterSubjectDeath(notice: SubjectDeathNotice) async throws {
        let bus = MessageBus()
        var subject: SubjectDouble? = SubjectDouble()
        let stream = try #require(subject.map { bus.messages(of: Ping.self, subject: $0) })
        bus.post(Ping(value: 1), subject: subject)
        subject = nil
        notice.give(bus)
        let outcome = await drain(stream, within: .seconds(60))
        #expect(outcome.finished)
        #expect(outcome.values.map(\.value) == [1])
        #expect(bus.subscriberCount(for: Ping.self) == 0)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("negative control: the bounded drain reports a stream that never finishes instead of hanging")
    func drainCatchesHang() async throws {
        let bus = MessageBus()
        var subject: SubjectDouble? = SubjectDouble()
        let stream = try #require(subject.map { bus.messages(of: Ping.self, subject: $0) })
        subject = nil
        // Nothing gives the bus a chance to notice, which is the documented limit.
        let outcome = await drain(stream, within: .milliseconds(50))
        #expect(!outcome.finished)
        withExtendedLifetime(bus) {}
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a stream whose subject is alive keeps running when other subjects' posts go by")
    func liveSubjectKeepsStream() async {
        let bus = MessageBus()
        let subject = SubjectDouble()
        let stream = bus.messages(of: Ping.self, subject: subject)
        bus.post(Ping(value: 1), subject: SubjectDouble())
        bus.post(Ping(value: 2), subject: subject)
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        let iteration = Task {
            var values: [Int] = []
            for await ping in stream { values.append(ping.value) }
            return values
        }
        // A consumer waits only once it has taken everything buffered and the stream goes on: a
        // finished stream would have ended its loop instead.
        #expect(await waitForWaitingConsumers(on: bus))
        #expect(bus.subscriberCount(for: Ping.self) == 1)
        iteration.cancel()
        #expect(await iteration.value == [2])
        withExtendedLifetime(subject) {}
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a stream finishes when the bus deallocates, whether or not it has a subject", arguments: [false, true])
    func finishesWithBus(scoped: Bool) async throws {
        let subject = SubjectDouble()
        var bus: MessageBus? = MessageBus()
        let stream = try #require(bus?.messages(of: Ping.self, subject: scoped ? subject : nil))
        bus?.post(Ping(value: 1), subject: subject)
        bus = nil
        let outcome = await drain(stream, within: .seconds(60))
        #expect(outcome.finished)
        #expect(outcome.values.map(\.value) == [1])
    }

    @Test("a stream's label shows in registrations, like every other registration's")
    func streamLabel() throws {
        let bus = MessageBus()
        let line = #line + 1
        let stream = bus.messages(of: Ping.self, label: "page changes")
        let registration = try #require(bus.registrations.first)
        #expect(registration.kind == .stream)
        #expect(registration.label == "page changes")
        #expect(registration.line == line)
        #expect(registration.description.contains("\"page changes\""))
        withExtendedLifetime(stream) {}
    }

    @Test("a stream made without a label has none")
    func streamWithoutLabel() throws {
        let bus = MessageBus()
        let stream = bus.messages(of: Ping.self)
        #expect(try #require(bus.registrations.first).label == nil)
        withExtendedLifetime(stream) {}
    }
}

/// Iterates `stream` until it finishes by itself or `timeout` passes, so a stream that never
/// finishes fails a test instead of hanging the suite.
///
/// - Returns: What arrived, and whether the stream finished by itself.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func drain<M: Message>(
    _ stream: AsyncStream<M>,
    within timeout: Duration
) async -> (values: [M], finished: Bool) {
    let iteration = Task {
        var values: [M] = []
        for await value in stream { values.append(value) }
        return (values, !Task.isCancelled)
    }
    let watchdog = Task {
        // Counted in polls, as `holdsSoon` counts: a starved pool stretches the bound instead of
        // cancelling an iteration that had no thread to run on.
        _ = await holdsSoon(within: timeout) { Task.isCancelled }
        iteration.cancel()
    }
    let outcome = await iteration.value
    watchdog.cancel()
    return outcome
}
