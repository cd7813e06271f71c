#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// The request storm of `RequestStormTests` on both pager hosts, the UIKit one over the stand-in:
    /// 100,000 requests (`SWITCHBOARD_STORM_REQUESTS`; 500 in a plain unit run, a fifth under a
    /// sanitizer) queued from an announcement, during an animated change and during an interactive
    /// one, all complete, in order, answered once; the deepest announcement of the long queue is as
    /// deep as that of a queue of 10, and within 512 KiB.
    @MainActor
    @Suite("Request storms on the headless and the UIKit pager: in order, answered once, at a flat stack depth")
    struct RequestStormHostTests {
        enum Host: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case headless, uikit
            var testDescription: String { rawValue }
        }

        enum Storm: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case fromAnnouncement, duringAnimatedChange, duringInteractiveChange
            var testDescription: String { rawValue }
        }

        static let stormSize: Int = {
            let environment = ProcessInfo.processInfo.environment
            let size = environment["SWITCHBOARD_STORM_REQUESTS"].flatMap { Int($0) } ?? 500
            let sanitized = environment["TSAN_OPTIONS"] != nil || environment["ASAN_OPTIONS"] != nil
            return sanitized ? max(size / 5, 10) : size
        }()

        /// The page the `index`-th queued request shows: 2, 0, 1, 2, … (never the one before it).
        nonisolated static func page(for index: Int) -> Int { (index + 1) % 3 }

        @Test(
            "Every queued request completes, in order, answered once, at a stack depth the queue does not change, on both hosts",
            arguments: Host.allCases, Storm.allCases)
        func storm(host: Host, storm: Storm) throws {
            let small = try StormRun(host).run(storm, count: 10)
            let large = try StormRun(host).run(storm, count: Self.stormSize)
            try small.check(count: 10)
            try large.check(count: Self.stormSize)
            guard !Self.locatesLocalsOffTheStack else { return }
            #expect(
                Self.stackIsFlat(small: small.stackDepth, large: large.stackDepth),
                "\(small.stackDepth) bytes for 10, \(large.stackDepth) for \(Self.stormSize)")
        }

        @Test("Negative control: a queue that starts each plan from the last one's completion fails the depth check")
        func recursionIsCaught() {
            guard !Self.locatesLocalsOffTheStack else { return }
            let small = RecursingDrain.depth(draining: 10)
            let large = RecursingDrain.depth(draining: 2_000)
            #expect(!Self.stackIsFlat(small: small, large: large), "\(small) bytes for 10, \(large) for 2,000")
        }

        /// The rule for the deepest stack an announcement is made from: the long queue's within
        /// 16 KiB of the short one's, and within 512 KiB (a secondary thread's default stack on
        /// Apple platforms). Main-actor code cannot be moved to a thread with a small stack to try
        /// it: Swift 6's dynamic isolation checks stop it off the main thread.
        static func stackIsFlat(small: Int, large: Int) -> Bool {
            large <= small + 16 * 1024 && large < 512 * 1024
        }

        /// Whether this is an AddressSanitizer run, where locals may live on its heap "fake stack".
        static let locatesLocalsOffTheStack = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
    }

    /// Completes every animation at once, inside `animate`: the completion that starts the next
    /// queued plan runs on the stack of the one before, the way a zero-length UIKit animation does.
    @MainActor
    final class ImmediateAnimator: ContainmentAnimator {
        func animate(
            withDuration duration: Double, animations: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            animations()
            completion(true)
        }
    }

    /// What one storm did.
    struct StormOutcome {
        var answers: [RequestResult] = []
        var shownPages: [Int] = []
        var tally = ContainerRequestTally()
        var currentPage = -1
        var settled = false
        /// How far below the run's first frame the deepest announcement was made, in bytes.
        var stackDepth = 0

        func check(count: Int) throws {
            #expect(answers == (0..<count).map { .queued(position: $0) }, "one answer each, in order")
            #expect(shownPages == [1] + (1...count).map { RequestStormHostTests.page(for: $0) }, "in arrival order")
            #expect(tally.received == count + 1 && tally.started == count + 1 && tally.everQueued == count)
            #expect(tally.rejected == 0 && tally.unchanged == 0 && tally.coalesced == 0)
            #expect(currentPage == RequestStormHostTests.page(for: count))
            #expect(settled, "nothing running, nothing waiting")
        }
    }

    /// One three-page pager on one host, on screen, its announcements logged.
    @MainActor
    final class StormRun {
        private let headless: HeadlessPagingContainerViewController?
        private let uikit: PagingContainerViewController?
        private let log = AnnouncementLog()
        private var windows: [AnyObject] = []

        init(_ host: RequestStormHostTests.Host) {
            StandIn.reset()
            let names = ["zero", "one", "two"]
            switch host {
            case .headless:
                let paging = HeadlessPagingContainerViewController(
                    pages: names.map { [.instance(ChildID($0), HeadlessViewController(title: $0))] },
                    pageAnimation: .slide(duration: 0.3), title: "storm", trace: nil)
                let window = HeadlessWindow(trace: nil)
                window.rootViewController = paging
                paging.observers.add(log)
                (headless, uikit, windows) = (paging, nil, [window])
            case .uikit:
                let paging = PagingContainerViewController(
                    pages: names.map { [.instance(ChildID($0), UIViewController())] },
                    pageAnimation: .slide(duration: 0.3), title: "storm", trace: nil)
                paging.animator = ImmediateAnimator()
                let window = onScreen(paging)
                StandIn.runUntilIdle()
                paging.observers.add(log)
                (headless, uikit, windows) = (nil, paging, [window])
            }
        }

        private func submit(_ request: ContainerRequest) throws -> RequestResult {
            if let uikit { return try uikit.submit(request) }
            return try headless?.submit(request) ?? .unchanged
        }

        /// An animator whose animations wait for the test (`nil`: the host's immediate one).
        private func animate(on clock: ManualAnimator?) {
            if let uikit { uikit.animator = clock ?? ImmediateAnimator() }
            headless?.animator = clock
        }

        func run(_ storm: RequestStormHostTests.Storm, count: Int) throws -> StormOutcome {
            var outcome = StormOutcome()
            let base = RecursingDrain.stackAddress()
            var deepest = base
            let queueAll = {
                for index in 1...count {
                    outcome.answers.append(try self.submit(.showPage(RequestStormHostTests.page(for: index))))
                }
            }
            var queueError: (any Error)?
            var queued = false
            log.announcements = []
            log.onAnnouncement = { _ in
                deepest = min(deepest, RecursingDrain.stackAddress())
                guard storm == .fromAnnouncement, !queued else { return }
                queued = true
                do { try queueAll() } catch { queueError = error }
            }
            let clock = ManualAnimator()
            switch storm {
            case .fromAnnouncement:
                _ = try submit(.showPage(1))
            case .duringAnimatedChange:
                animate(on: clock)
                _ = try submit(.showPage(1))
                try queueAll()
                animate(on: nil)
                clock.finishAll()
            case .duringInteractiveChange:
                let began = try uikit?.beginInteractiveScroll(to: 1) ?? headless?.beginInteractiveScroll(to: 1)
                #expect(began == true)
                try queueAll()
                uikit?.finishInteractiveChange()
                headless?.finishInteractiveChange()
            }
            // The UIKit pager's page changes scroll with the scroll view's own animation, on the clock.
            if uikit != nil { StandIn.runUntilIdle() }
            if let queueError { throw queueError }
            outcome.shownPages = log.announcements.compactMap { announcement in
                if case .didShowPage(_, let page) = announcement { return page }
                return nil
            }
            outcome.tally = uikit?.requestTally ?? headless?.requestTally ?? ContainerRequestTally()
            outcome.currentPage = uikit?.currentPage ?? headless?.currentPage ?? -1
            outcome.settled =
                uikit.map { !$0.isTransitioning && $0.pendingRequests.isEmpty }
                ?? headless.map { !$0.isTransitioning && $0.pendingRequests.isEmpty } ?? false
            outcome.stackDepth = Int(base - deepest)
            return outcome
        }
    }

    /// A queue that starts each plan from the previous one's completion, as the executor did before
    /// its drain was made iterative; it measures how deep that goes.
    @MainActor
    enum RecursingDrain {
        @inline(never)
        static func depth(draining count: Int) -> Int {
            let base = stackAddress()
            return Int(base - deepest(from: base, remaining: count))
        }

        @inline(never)
        private static func deepest(from deepest: UInt, remaining: Int) -> UInt {
            var frame = [UInt8](repeating: 0, count: 0)
            let here = withUnsafeMutablePointer(to: &frame) { UInt(bitPattern: $0) }
            guard remaining > 0 else { return min(deepest, here) }
            return withExtendedLifetime(frame) { Self.deepest(from: min(deepest, here), remaining: remaining - 1) }
        }

        /// Where the stack is: the address of a local of a frame called from here (never dereferenced).
        @inline(never)
        static func stackAddress() -> UInt {
            var marker = 0
            return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        }
    }
#endif
