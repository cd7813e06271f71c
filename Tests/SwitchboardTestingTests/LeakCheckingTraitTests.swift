import Switchboard
import SwitchboardTesting
import Testing

@Suite("The .checksLeaks trait")
struct LeakCheckingTraitTests {
    // MARK: Positive side: these tests run under the real trait and must pass.

    @Test("a test whose tracked objects are released passes", .checksLeaks)
    func releasedObjectsPass() {
        let parent = trackForLeaks(DelegateCycleParent.makeWeakPair())
        trackForLeaks(Leaf(), named: "temporary")
        #expect(parent.child?.weakDelegate === parent)
    }

    @Test("the trait hands the test a fresh tracker", .checksLeaks)
    func traitProvidesTracker() throws {
        let tracker = try #require(LeakTracker.current)
        #expect(tracker.report().trackedCount == 0)
        trackForLeaks(Leaf())
        #expect(tracker.report().trackedCount == 1)
    }

    @Test("each argument of a parameterized test gets its own tracker", .checksLeaks, arguments: [1, 2, 3])
    func parameterizedCasesHaveOwnTrackers(count: Int) throws {
        let tracker = try #require(LeakTracker.current)
        #expect(tracker.report().trackedCount == 0)
        for _ in 0..<count { trackForLeaks(Leaf()) }
        #expect(tracker.report().trackedCount == count)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("async work that releases within the grace period passes", .checksLeaks(within: .seconds(30)))
    func asyncReleaseWithinGracePeriodPasses() throws {
        let tracker = try #require(LeakTracker.current)
        let gate = Gate()
        Task { [object = trackForLeaks(Leaf(), named: "held until the gate opens")] in
            await gate.wait()
            _ = object
        }
        // Still alive when the test body returns: only the grace period lets this test pass.
        #expect(tracker.report().survivors.count == 1)
        gate.open()
    }

    @Suite("on a suite", .checksLeaks)
    struct OnASuite {
        @Test("every test in the suite gets its own tracker", arguments: [1, 2])
        func everyTestHasATracker(count: Int) throws {
            let tracker = try #require(LeakTracker.current)
            #expect(tracker.report().trackedCount == 0)
            for _ in 0..<count { trackForLeaks(Leaf()) }
            #expect(tracker.report().trackedCount == count)
        }
    }

    // MARK: Negative controls: the trait's scope run by hand, inside `withKnownIssue`.

    @Test("a strong delegate cycle is reported with its type and tracking site")
    @MainActor
    func reportsDelegateCycle() async throws {
        let leak = try await onlyLeakIssue { registry, trackedLine in
            trackedLine.withLock { $0 = #line + 1 }
            let parent = trackForLeaks(DelegateCycleParent.makeStrongCycle())
            registry.remember(parent)
        }
        expectLeak(leak.issue, typeName: "DelegateCycleParent", fileID: #fileID, line: leak.trackedLine)
    }

    @Test("a child kept by a forgotten array is reported, and its released sibling is not")
    @MainActor
    func reportsChildInForgottenArray() async throws {
        let leak = try await onlyLeakIssue { registry, trackedLine in
            trackForLeaks(Leaf(), named: "released sibling")
            trackedLine.withLock { $0 = #line + 1 }
            registry.keep(trackForLeaks(Leaf(), named: "forgotten child"))
        }
        expectLeak(leak.issue, typeName: "Leaf \"forgotten child\"", fileID: #fileID, line: leak.trackedLine)
    }

    @Test("an object captured by a closure stored in a long-lived registry is reported")
    @MainActor
    func reportsClosureCapturingSelf() async throws {
        let leak = try await onlyLeakIssue { registry, trackedLine in
            trackedLine.withLock { $0 = #line + 1 }
            let handler = trackForLeaks(SelfCapturingHandler())
            registry.register(handler)
        }
        expectLeak(leak.issue, typeName: "SelfCapturingHandler", fileID: #fileID, line: leak.trackedLine)
    }

    @Test("several survivors give one issue each")
    @MainActor
    func oneIssuePerSurvivor() async throws {
        let registry = LongLivedRegistry()
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait.checksLeaks) { @MainActor in
            registry.keep(trackForLeaks(Leaf(), named: "one"))
            registry.keep(trackForLeaks(Leaf(), named: "two"))
            registry.register(trackForLeaks(SelfCapturingHandler()))
        }
        registry.releaseEverything()
        let comments = issues.map(commentText(of:))
        #expect(comments.count == 3)
        for subject in ["Leaf \"one\"", "Leaf \"two\"", "SelfCapturingHandler"] {
            #expect(comments.contains { $0.hasPrefix("\(subject) tracked at") })
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("async work that outlasts the grace period is reported")
    func reportsAsyncWorkOutlastingGracePeriod() async throws {
        let gate = Gate()
        let trackedLine = Locked(0)
        let holder = Locked<Task<Void, Never>?>(nil)
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait.checksLeaks(within: .milliseconds(20))) {
            trackedLine.withLock { $0 = #line + 1 }
            let task = Task { [object = trackForLeaks(Leaf(), named: "held by a task")] in
                await gate.wait()
                _ = object
            }
            holder.withLock { $0 = task }
        }
        gate.open()
        await holder.withLock { $0 }?.value
        try #require(issues.count == 1)
        expectLeak(issues[0], typeName: "Leaf \"held by a task\"", fileID: #fileID, line: trackedLine.withLock { $0 })
    }

    @Test("leaks are still reported when the test throws, and the error is rethrown")
    @MainActor
    func reportsLeaksWhenTestThrows() async throws {
        struct Failure: Error {}
        let registry = LongLivedRegistry()
        let thrown = Locked(false)
        let trackedLine = Locked(0)
        let issues = await capturedIssues("the trait reports a leak when the test throws") {
            do {
                try await LeakCheckingTrait().provideScope(
                    for: try #require(Test.current), testCase: Test.Case.current
                ) { @MainActor in
                    trackedLine.withLock { $0 = #line + 1 }
                    registry.keep(trackForLeaks(Leaf()))
                    throw Failure()
                }
            } catch is Failure {
                thrown.withLock { $0 = true }
            }
        }
        registry.releaseEverything()
        #expect(thrown.withLock { $0 })
        try #require(issues.count == 1)
        let headline = commentText(of: issues[0]).split(separator: "\n").first.map(String.init)
        #expect(headline?.hasPrefix("Leaf tracked at \(#fileID):\(trackedLine.withLock { $0 }) is still alive") == true)
    }

    @Test("trackForLeaks outside a .checksLeaks test records an issue at the call")
    func trackForLeaksWithoutTraitRecordsIssue() async throws {
        let line = #line + 2
        let issues = await capturedIssues("trackForLeaks without the trait says so") {
            trackForLeaks(Leaf())
        }
        try #require(issues.count == 1)
        #expect(issues[0].sourceLocation?.line == line)
        #expect(issues[0].comments.map(\.rawValue).joined().contains(".checksLeaks"))
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a negative grace period counts as zero")
    func negativeGracePeriodIsZero() {
        #expect(LeakCheckingTrait(gracePeriod: .seconds(-1)).gracePeriod == .zero)
    }
}
