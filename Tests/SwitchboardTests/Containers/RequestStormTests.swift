import Foundation
import Switchboard
import Testing

/// A storm of queued requests: each queued plan used to start the next from inside the previous
/// plan's completion, so the stack grew by a few frames per request and 2,000 queued requests
/// crashed an 8 MB stack. The executor now starts them iteratively.
///
/// The suite cannot move the main actor to a thread with a small stack, so it measures the stack
/// instead: the deepest point any announcement is made from, below the test's own frame, must be
/// the same for a queue of 10 and for one of 100,000, and fit in 512 KiB (a secondary thread's
/// default stack on Apple platforms).
@MainActor
@Suite("Request storms: queued plans run iteratively, in order, answered once each")
struct RequestStormTests {
    /// How the requests come to be queued.
    enum Storm: String, CaseIterable, CustomTestStringConvertible {
        /// Sent by an observer from the first *will* announcement; the plans complete at once.
        case fromAnnouncement
        /// Sent while an animated page change waits for its clock; the queued plans complete at once.
        case duringAnimatedChange
        /// Sent while a swipe waits for the finger; the queued plans complete at once.
        case duringInteractiveChange

        var testDescription: String { rawValue }
    }

    /// 10,000 requests (CI runs 100,000), or `SWITCHBOARD_STORM_REQUESTS`; a fifth of that under a
    /// sanitizer (``SanitizedRun``).
    static let stormSize: Int = {
        let environment = ProcessInfo.processInfo.environment
        let size = environment["SWITCHBOARD_STORM_REQUESTS"].flatMap { Int($0) } ?? 10_000
        return SanitizedRun.scaled(size, by: 5)
    }()

    /// What one storm did.
    struct Outcome {
        var answers: [RequestResult] = []
        var shownPages: [Int] = []
        var tally = ContainerRequestTally()
        var stackDepth = 0
        var currentPage = -1
    }

    @Test(
        "Every queued request completes, in order, answered once, at a stack depth the queue does not change",
        arguments: Storm.allCases)
    func storm(_ storm: Storm) throws {
        let small = try run(storm, count: 10)
        let large = try run(storm, count: Self.stormSize)
        for (outcome, count) in [(small, 10), (large, Self.stormSize)] {
            #expect(outcome.answers == (0..<count).map { .queued(position: $0) }, "one answer each, in order")
            #expect(outcome.shownPages == [1] + (1...count).map { Self.page(for: $0) }, "applied in arrival order")
            #expect(outcome.tally.received == count + 1)
            #expect(outcome.tally.started == count + 1 && outcome.tally.everQueued == count)
            #expect(outcome.tally.rejected == 0 && outcome.tally.unchanged == 0 && outcome.tally.coalesced == 0)
            #expect(outcome.currentPage == Self.page(for: count))
        }
        // AddressSanitizer moves locals to a heap-allocated "fake stack" (its use-after-return
        // check), so their addresses say nothing about depth there; the plain and ThreadSanitizer
        // runs check it.
        guard !Self.locatesLocalsOffTheStack else { return }
        #expect(
            Self.stackIsFlat(small: small.stackDepth, large: large.stackDepth),
            "the stack does not grow with the queue: \(small.stackDepth) bytes for 10, \(large.stackDepth) for more")
    }

    @Test("Negative control: a queue that starts each plan from the previous one's completion fails the stack check")
    func recursiveQueueIsCaught() {
        guard !Self.locatesLocalsOffTheStack else { return }
        let small = RecursiveQueue.stackDepth(draining: 10)
        let large = RecursiveQueue.stackDepth(draining: 5_000)
        #expect(!Self.stackIsFlat(small: small, large: large), "\(small) bytes for 10, \(large) for 5,000")
    }

    /// The storm's rule for the deepest stack: the long queue within 16 KiB of the short one, and
    /// under 512 KiB (a secondary thread's default stack on Apple platforms).
    static func stackIsFlat(small: Int, large: Int) -> Bool {
        large <= small + 16 * 1024 && large < 512 * 1024
    }

    /// Whether this is an AddressSanitizer run (CI sets `ASAN_OPTIONS` for it), where a local's
    /// address may be on the sanitizer's fake stack instead of the thread's.
    static let locatesLocalsOffTheStack = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil

    /// The page the `index`-th queued request shows: 2, 0, 1, 2, … (never the page before it, so
    /// none is unchanged or coalesced).
    static func page(for index: Int) -> Int { (index + 1) % 3 }

    private func run(_ storm: Storm, count: Int) throws -> Outcome {
        let paging = HeadlessPagingContainerViewController(
            pages: ["zero", "one", "two"].map { [.instance(ChildID($0), HeadlessViewController(title: $0))] },
            pageAnimation: .slide(duration: 0.3), title: "storm", trace: nil)
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = paging
        defer { withExtendedLifetime(window) {} }
        let clock = ManualAnimator()
        let log = AnnouncementLog()
        paging.observers.add(log)
        var outcome = Outcome()
        let base = stackAddress()
        var deepest = base
        let queueAll = {
            for index in 1...count {
                outcome.answers.append(try paging.submit(.showPage(Self.page(for: index))))
            }
        }
        var queueError: (any Error)?
        var queuedFromAnnouncement = false
        log.onAnnouncement = { announcement in
            deepest = min(deepest, stackAddress())
            guard storm == .fromAnnouncement, !queuedFromAnnouncement else { return }
            queuedFromAnnouncement = true
            do { try queueAll() } catch { queueError = error }
        }
        switch storm {
        case .fromAnnouncement:
            try paging.showPage(1)
        case .duringAnimatedChange:
            paging.animator = clock
            try paging.showPage(1)
            try queueAll()
            paging.animator = nil
            clock.finishAll()
        case .duringInteractiveChange:
            #expect(try paging.beginInteractiveScroll(to: 1))
            try queueAll()
            paging.finishInteractiveChange()
        }
        if let queueError { throw queueError }
        outcome.shownPages = log.announcements.compactMap { announcement in
            if case .didShowPage(_, let page) = announcement { return page }
            return nil
        }
        outcome.tally = paging.requestTally
        outcome.stackDepth = Int(base - deepest)
        outcome.currentPage = paging.currentPage
        #expect(!paging.isTransitioning && paging.pendingRequests.isEmpty)
        return outcome
    }
}

/// The address of a local variable of a frame called from here: where the stack is (it grows
/// down on every platform Swift runs on). Only compared, never dereferenced.
@inline(never)
private func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// The executor's drain before it was made iterative, in miniature: each plan completes at once
/// (as with an immediate animator) and its completion starts the next, one frame deeper each time.
@MainActor
private final class RecursiveQueue {
    private var remaining: Int
    private var deepest: UInt

    private init(_ count: Int, base: UInt) {
        remaining = count
        deepest = base
    }

    /// How far below the caller's frame the stack went while draining `count` plans.
    static func stackDepth(draining count: Int) -> Int {
        let base = stackAddress()
        let queue = RecursiveQueue(count, base: base)
        queue.startNext()
        return Int(base - queue.deepest)
    }

    private func startNext() {
        deepest = min(deepest, stackAddress())
        guard remaining > 0 else { return }
        remaining -= 1
        complete { self.startNext() }
    }

    @inline(never)
    private func complete(_ completion: () -> Void) {
        completion()
    }
}
