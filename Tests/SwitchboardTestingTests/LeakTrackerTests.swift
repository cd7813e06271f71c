import Switchboard
import SwitchboardTesting
import Testing

@Suite("LeakTracker")
struct LeakTrackerTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("objects that are released leave a clean report")
    func releasedObjectsAreClean() async {
        let tracker = LeakTracker()
        do {
            tracker.track(Leaf())
            tracker.track(DelegateCycleParent.makeWeakPair())
        }
        let report = await tracker.check()
        #expect(report.isClean)
        #expect(report.trackedCount == 2)
        #expect(report.survivors.isEmpty)
        #expect(report.issues.isEmpty)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a strong delegate cycle survives, reported with its type and tracking site")
    func strongDelegateCycleSurvives() async throws {
        let tracker = LeakTracker()
        let trackedLine = #line + 1
        let parent = tracker.track(DelegateCycleParent.makeStrongCycle())
        weak let weakParent = parent
        _ = consume parent

        let report = await tracker.check()
        let survivor = try #require(report.survivors.first)
        #expect(report.survivors.count == 1)
        #expect(survivor.typeName == "DelegateCycleParent")
        #expect(survivor.fileID == #fileID)
        #expect(survivor.line == trackedLine)
        #expect(survivor.description.contains("DelegateCycleParent tracked at \(#fileID):\(trackedLine)"))
        #expect(!report.isClean)

        weakParent?.child = nil
        #expect(await tracker.check().isClean)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("survivors are reported in tracking order, with their names")
    @MainActor
    func survivorsKeepTrackingOrderAndNames() async {
        let tracker = LeakTracker()
        let registry = LongLivedRegistry()
        registry.keep(tracker.track(Leaf(), named: "first"))
        tracker.track(Leaf(), named: "released")
        registry.keep(tracker.track(SelfCapturingHandler()))
        registry.keep(tracker.track(Leaf(), named: "last"))

        let report = await tracker.check()
        #expect(report.survivors.map(\.subject) == ["Leaf \"first\"", "SelfCapturingHandler", "Leaf \"last\""])
        #expect(report.trackedCount == 4)
        registry.releaseEverything()
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a closure kept by a registry is caught through a sentinel it captures")
    @MainActor
    func sentinelCatchesKeptClosure() async throws {
        let tracker = LeakTracker()
        let registry = LongLivedRegistry()
        do {
            let handler = SelfCapturingHandler()
            let sentinel = tracker.makeSentinel(named: "tap handler")
            registry.keep(
                Box { [sentinel] in
                    _ = sentinel; handler.handle()
                })
        }
        let survivor = try #require(await tracker.check().survivors.first)
        #expect(survivor.typeName == "DeinitSentinel")
        #expect(survivor.name == "tap handler")
        registry.releaseEverything()
        #expect(await tracker.check().isClean)
    }

    @Test("a sentinel runs its deinit action when its last owner lets go")
    func sentinelRunsDeinitAction() {
        let fired = Locked(0)
        do {
            let sentinel = DeinitSentinel(named: "owner") { fired.withLock { $0 += 1 } }
            #expect(fired.withLock { $0 } == 0)
            _ = sentinel
        }
        #expect(fired.withLock { $0 } == 1)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("async work that releases within the grace period passes")
    func asyncReleaseWithinGracePeriodPasses() async {
        let tracker = LeakTracker()
        let gate = Gate()
        let holder = Task { [object = tracker.track(Leaf())] in
            await gate.wait()
            _ = object
        }
        #expect(tracker.report().survivors.count == 1)
        gate.open()
        let report = await tracker.check(within: .seconds(30))
        #expect(report.isClean)
        await holder.value
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("async work that outlasts the grace period is reported")
    func asyncWorkOutlastingGracePeriodIsReported() async throws {
        let tracker = LeakTracker()
        let gate = Gate()
        let trackedLine = #line + 1
        let holder = Task { [object = tracker.track(Leaf(), named: "held by a task")] in
            await gate.wait()
            _ = object
        }
        let report = await tracker.check(within: .milliseconds(20))
        let survivor = try #require(report.survivors.first)
        #expect(survivor.subject == "Leaf \"held by a task\"")
        #expect(survivor.line == trackedLine)
        gate.open()
        await holder.value
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a cancelled check stops waiting and reports the current state")
    func cancelledCheckStopsWaiting() async {
        let tracker = LeakTracker()
        let kept = tracker.track(Leaf())
        let check = Task { await tracker.check(within: .seconds(600)) }
        check.cancel()
        let report = await check.value
        #expect(report.survivors.count == 1)
        withExtendedLifetime(kept) {}
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("added lifetime checks are polled with the objects and reported after the survivors")
    func addedChecksArePolled() async throws {
        let tracker = LeakTracker()
        let check = FakeCheck(remainingIssues: 3)
        tracker.addCheck(LifetimeCheck { check.currentIssues() })
        do {
            let kept = tracker.track(Leaf())
            let failing = await tracker.check()
            #expect(failing.checkIssues.map(\.subject) == ["fake"])
            #expect(failing.issues.map(\.kind) == [.objectSurvived, FakeCheck.kind])
            #expect(failing.description.contains("1 other lifetime issue"))
            withExtendedLifetime(kept) {}
        }

        let passing = await tracker.check(within: .seconds(30))
        #expect(passing.isClean)
        #expect(check.polls >= 3)
    }

    @Test("the description summarises the outcome and lists one line per issue")
    @MainActor
    func descriptionListsIssues() async {
        let tracker = LeakTracker()
        let registry = LongLivedRegistry()
        #expect(tracker.report().description.hasPrefix("No leaks"))
        registry.keep(tracker.track(Leaf()))
        tracker.track(Leaf())
        registry.keep(tracker.track(SelfCapturingHandler()))

        let report = tracker.report()
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "Leak check failed: 2 of 3 tracked objects are still alive.")
        #expect(Array(lines.dropFirst()) == report.survivors.map { "  - \($0.description)" })
        registry.releaseEverything()
        #expect(tracker.report().description == "No leaks: all 3 tracked objects were deallocated.")
    }

    @Test(
        "a site becomes a well-formed Swift Testing location",
        arguments: [
            (
                SourceSite(fileID: "Module/File.swift", filePath: "/p/File.swift", line: 7, column: 3),
                "Module/File.swift", 7, 3
            ),
            (
                SourceSite(fileID: "File.swift", filePath: "/p/File.swift", line: 0, column: -2), "unknown/File.swift",
                1, 1
            ),
            (SourceSite(fileID: "", filePath: "", line: 5, column: 1), "unknown/unknown", 5, 1),
        ])
    func siteBecomesSourceLocation(site: SourceSite, fileID: String, line: Int, column: Int) {
        let location = site.sourceLocation
        #expect(location.fileID == fileID)
        #expect(location.line == line)
        #expect(location.column == column)
        #expect(location.filePath == site.filePath)
    }

    @Test("a survivor or an issue made by hand is placed where it was made, or where it is told")
    func handMadeLocations() {
        let (survivor, line) = (Survivor(typeName: "Pane", name: "left"), #line)
        #expect(survivor.fileID == #fileID && survivor.filePath == #filePath && survivor.line == line)
        #expect(survivor.description == "Pane \"left\" tracked at \(#fileID):\(line) is still alive")
        #expect(survivor.truncatedSearchNote == nil)
        #expect(survivor.issue.fileID == #fileID && survivor.issue.line == line)

        let issue = LifetimeIssue(
            kind: .liveSubscription, subject: "pool", message: "pool is still open", fileID: "App/Pool.swift",
            filePath: "/src/App/Pool.swift", line: 12, column: 3)
        #expect(
            [issue.fileID, issue.filePath, "\(issue.line)", "\(issue.column)"] == [
                "App/Pool.swift", "/src/App/Pool.swift", "12", "3",
            ])
        #expect(issue.site.sourceLocation.line == 12 && "\(issue)" == "pool is still open")
    }
}

/// Wraps a closure in an object, so a registry can keep it.
private final class Box {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// A one-shot signal a task can wait on.
final class Gate: Sendable {
    private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// A lifetime check that reports one issue for its first few polls, then none.
private final class FakeCheck: Sendable {
    static let kind = LifetimeIssue.Kind(rawValue: "fake")
    private let remaining: Locked<Int>
    private let pollCount = Locked(0)

    init(remainingIssues: Int) { remaining = Locked(remainingIssues) }

    var polls: Int { pollCount.withLock { $0 } }

    func currentIssues() -> [LifetimeIssue] {
        pollCount.withLock { $0 += 1 }
        let stillFailing = remaining.withLock { count -> Bool in
            guard count > 0 else { return false }
            count -= 1
            return true
        }
        guard stillFailing else { return [] }
        return [LifetimeIssue(kind: Self.kind, subject: "fake", message: "fake is still open")]
    }
}
