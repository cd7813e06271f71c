#if os(Linux)
    extension StandIn {
        /// One piece of work waiting on the stand-in's clock: an animation's completion or a step of
        /// a scroll view's animated scroll.
        struct Scheduled {
            /// When it runs, in seconds on the clock.
            let due: TimeInterval
            /// Breaks ties: work scheduled first runs first.
            let sequence: Int
            /// Whether it is an animation's completion (counted by `pendingAnimationCount`).
            let isAnimation: Bool
            /// Who may cancel it (a scroll view stopping its own animation), if anyone.
            let owner: ObjectIdentifier?
            /// Whether taps reach nothing until it runs (an animation without `.allowUserInteraction`).
            var blocksTouches = false
            /// The work, with whether the animation ran to its end.
            let work: (Bool) -> Void
        }

        /// Seconds since the last ``reset()`` on the clock tests control. UIKit's animations end,
        /// and their completions run, only when a test moves it (``advance(by:)``,
        /// ``runUntilIdle()``) or lets a run loop cycle pass (``tick()``).
        public private(set) static var now: TimeInterval = 0

        /// How long a scroll view's animated `setContentOffset(_:animated:)` takes. Not documented
        /// by Apple (the headers say only "constant velocity"); modelled as 0.3 seconds.
        public static let scrollAnimationDuration: TimeInterval = 0.3

        private static var scheduled: [Scheduled] = []
        private static var windows: [WeakWindow] = []

        private struct WeakWindow {
            weak var window: UIWindow?
        }
        private static var nextSequence = 0

        /// How many animation completions are waiting on the clock.
        public static var pendingAnimationCount: Int { scheduled.count { $0.isAnimation } }

        /// Whether an animation without `.allowUserInteraction` is running, so taps reach nothing.
        static var isIgnoringTouches: Bool { scheduled.contains { $0.blocksTouches } }

        /// Whether anything (an animation, a scroll) is waiting on the clock.
        public static var isIdle: Bool { scheduled.isEmpty }

        /// One run loop cycle without time passing: runs the work due now that was scheduled before
        /// the call (a zero-duration animation's completion, as Apple documents it: "at the beginning
        /// of the next run loop cycle"). Work scheduled by that work waits for the next cycle.
        public static func tick() {
            let barrier = nextSequence
            while let index = nextDue(by: now, before: barrier) {
                scheduled.remove(at: index).work(true)
            }
            layOutWindows()
        }

        /// Moves the clock `seconds` forward, running what falls due on the way, in time order (work
        /// that work schedules runs too when it falls due before the new time).
        ///
        /// - Parameter seconds: How far to move; a negative value counts as zero.
        public static func advance(by seconds: TimeInterval) {
            let target = now + max(seconds, 0)
            while let index = nextDue(by: target, before: .max) {
                let next = scheduled.remove(at: index)
                now = max(now, next.due)
                next.work(true)
                layOutWindows()
            }
            now = target
            layOutWindows()
        }

        /// The layout pass that ends a run loop cycle: each visible window lays out what needs it.
        private static func layOutWindows() {
            windows.removeAll { $0.window == nil }
            for case let window? in windows.map(\.window) { window.layoutIfNeeded() }
        }

        /// The windows made visible that are still alive, in the order they became visible.
        static var visibleWindows: [UIWindow] { windows.compactMap(\.window) }

        /// `window` became visible: the layout pass of each cycle covers it from now on.
        static func windowBecameVisible(_ window: UIWindow) {
            guard !windows.contains(where: { $0.window === window }) else { return }
            windows.append(WeakWindow(window: window))
        }

        /// Runs the clock until nothing waits on it: every animation ends and every scroll lands,
        /// including those started on the way. A test that has no interest in the timing calls it
        /// after each change, as a user would wait for the screen to settle.
        ///
        /// - Parameter limit: How many pieces of work may run before the stand-in stops the process
        ///   (an animation that restarts itself forever).
        public static func runUntilIdle(limit: Int = 10_000) {
            var ran = 0
            while let due = scheduled.map(\.due).min() {
                ran += 1
                precondition(ran <= limit, "StandIn.runUntilIdle: still busy after \(limit) steps")
                advance(by: due - now)
            }
        }

        /// Ends every animation waiting on the clock now, oldest first, as UIKit does when it
        /// interrupts them (`finished: false`) or when a test wants the ends without moving the clock
        /// (`finished: true`, the default); animations started by those completions are ended in the same call.
        /// Scroll animations are not touched.
        ///
        /// - Parameter finished: What the completions receive.
        public static func finishAnimations(finished: Bool = true) {
            while let index = scheduled.indices.filter({ scheduled[$0].isAnimation }).min(by: {
                scheduled[$0].sequence < scheduled[$1].sequence
            }) {
                scheduled.remove(at: index).work(finished)
            }
        }

        static func resetClock() {
            now = 0
            scheduled = []
            windows = []
            nextSequence = 0
        }

        /// Schedules an animation's completion `delay` seconds from now.
        static func scheduleAnimation(
            after delay: TimeInterval, blocksTouches: Bool = false, _ completion: @escaping (Bool) -> Void
        ) {
            schedule(after: delay, isAnimation: true, owner: nil, completion)
            scheduled[scheduled.count - 1].blocksTouches = blocksTouches
        }

        /// Schedules `work` `delay` seconds from now, cancellable by `owner`.
        static func schedule(
            after delay: TimeInterval, isAnimation: Bool = false, owner: AnyObject?, _ work: @escaping (Bool) -> Void
        ) {
            scheduled.append(
                Scheduled(
                    due: now + max(delay, 0), sequence: nextSequence, isAnimation: isAnimation,
                    owner: owner.map(ObjectIdentifier.init), work: work))
            nextSequence += 1
        }

        /// Whether `owner` has work scheduled (a scroll view: an animated scroll or a deceleration).
        static func hasScheduled(by owner: AnyObject) -> Bool {
            let id = ObjectIdentifier(owner)
            return scheduled.contains { $0.owner == id }
        }

        /// Drops the work `owner` scheduled, without running it.
        static func cancelScheduled(by owner: AnyObject) {
            let id = ObjectIdentifier(owner)
            scheduled.removeAll { $0.owner == id }
        }

        private static func nextDue(by time: TimeInterval, before barrier: Int) -> Int? {
            scheduled.indices.filter { scheduled[$0].due <= time && scheduled[$0].sequence < barrier }
                .min { (scheduled[$0].due, scheduled[$0].sequence) < (scheduled[$1].due, scheduled[$1].sequence) }
        }
    }
#endif
