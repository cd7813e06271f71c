#if os(Linux)
    import Testing

    extension StandIn {
        /// One finger on the screen, moved by a test: what UIKit's touch delivery makes of it for
        /// the pan recognizers of the views under it. Start one with ``StandIn/beginPan(at:in:)``.
        ///
        /// At the first ``move(by:velocity:)``, the recognizers attached to the view hit and its
        /// ancestors compete: one that is disabled, outside its edge region (an edge pan), refused by
        /// its delegate's `gestureRecognizerShouldBegin(_:)` or whose view has left the window
        /// fails. A recognizer waits for those it must fail first (`require(toFail:)`): while one of
        /// them can begin, it fails and that one begins instead. Of the rest, exactly one may be
        /// left: UIKit does not document which of two recognizers that both could begin wins, so
        /// when two or more are left the stand-in takes no winner, records an ambiguous arbitration
        /// and fails the running test (every plausible outcome at once: the adapter must be right
        /// whichever UIKit picks). The wait is a `require(toFail:)` or either delegate's
        /// `gestureRecognizer(_:shouldRequireFailureOf:)` / `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
        /// No recognizer recognizes simultaneously with another. A scroll view's own pan
        /// (`UIScrollView.panGestureRecognizer`) competes like any other; the finger does not move
        /// its content (drive that with ``StandIn/drag(_:to:landingAt:)``).
        @MainActor
        public final class Finger {
            /// The window touched.
            public let window: UIWindow
            /// Where the finger touched down, in window coordinates.
            public let start: CGPoint
            /// The recognizer that took the finger, once it moved; `nil` before, or when all failed.
            public private(set) var recognizer: UIPanGestureRecognizer?
            /// How far the finger has moved since it touched down.
            public private(set) var translation = CGPoint.zero
            private var hasMoved = false
            private var isDown = true

            init(window: UIWindow, start: CGPoint) {
                self.window = window
                self.start = start
            }

            /// Moves the finger by `delta` at `velocity` (points per second): the first move picks
            /// the recognizer, which begins, and every move then changes it. Each move is a touch
            /// event of its own run loop cycle: the recognizer's targets hear it as the cycle ends
            /// (one ``StandIn/tick()``).
            ///
            /// - Parameters:
            ///   - delta: How far the finger moves in this step.
            ///   - velocity: The finger's velocity at the end of the step.
            public func move(by delta: CGPoint, velocity: CGPoint = .zero) {
                guard isDown else { return }
                translation = CGPoint(x: translation.x + delta.x, y: translation.y + delta.y)
                let location = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
                if !hasMoved {
                    hasMoved = true
                    recognizer = StandIn.winner(for: start, at: translation, velocity: velocity, in: window)
                    guard let recognizer else { return }
                    recognizer.touchLocation = location
                    recognizer.state = .began
                    StandIn.tick()
                    return
                }
                guard let recognizer, recognizer.isRecognizing else { return }
                recognizer.translation = CGPoint(
                    x: recognizer.translation.x + delta.x, y: recognizer.translation.y + delta.y)
                recognizer.fingerVelocity = velocity
                recognizer.touchLocation = location
                recognizer.state = .changed
                StandIn.tick()
            }

            /// Lifts the finger at `velocity`: the recognizer that took it ends (heard as the cycle ends).
            ///
            /// - Parameter velocity: The finger's velocity as it lifts.
            public func end(velocity: CGPoint = .zero) {
                finish(.ended, velocity: velocity)
            }

            /// The system takes the touch away (a call comes in): the recognizer is cancelled.
            public func cancel() {
                finish(.cancelled, velocity: .zero)
            }

            private func finish(_ state: UIGestureRecognizer.State, velocity: CGPoint) {
                guard isDown else { return }
                isDown = false
                guard let recognizer, recognizer.isRecognizing else { return }
                recognizer.fingerVelocity = velocity
                recognizer.state = state
                StandIn.tick()
            }
        }

        /// Puts a finger down at `point`, in `window`'s coordinates; move it with
        /// ``Finger/move(by:velocity:)`` and lift it with ``Finger/end(velocity:)``.
        ///
        /// - Parameters:
        ///   - point: Where the finger touches down.
        ///   - window: The window touched.
        /// - Returns: The finger.
        public static func beginPan(at point: CGPoint, in window: UIWindow) -> Finger {
            // The finger lands now: a scroll under it stops, as for a tap.
            if !isIgnoringTouches, let hit = window.hitTest(point, with: nil) { touchDown(on: hit) }
            return Finger(window: window, start: point)
        }

        /// A whole pan: the finger touches down at `point`, moves by `translation` in `steps` equal
        /// steps at `velocity`, and lifts at `velocity`.
        ///
        /// - Parameters:
        ///   - point: Where the finger touches down, in window coordinates.
        ///   - translation: How far it moves in all.
        ///   - velocity: Its velocity while moving and as it lifts, in points per second.
        ///   - steps: How many moves the recognizer hears (at least one).
        ///   - window: The window touched.
        /// - Returns: The recognizer that took the pan, or `nil`.
        @discardableResult
        public static func pan(
            from point: CGPoint, by translation: CGPoint, velocity: CGPoint = .zero, steps: Int = 3,
            in window: UIWindow
        ) -> UIPanGestureRecognizer? {
            let finger = beginPan(at: point, in: window)
            let count = max(steps, 1)
            let step = CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count))
            for _ in 0..<count { finger.move(by: step, velocity: velocity) }
            let recognizer = finger.recognizer
            finger.end(velocity: velocity)
            return recognizer
        }

        /// The pan recognizers under `point`, outermost view first, each view's in the order added.
        private static func panRecognizers(under point: CGPoint, in window: UIWindow) -> [UIPanGestureRecognizer] {
            guard !isIgnoringTouches, let hit = window.hitTest(point, with: nil) else { return [] }
            var chain: [UIView] = []
            var view: UIView? = hit
            while let current = view {
                chain.insert(current, at: 0)
                view = current.superview
            }
            return chain.flatMap { $0.attachedRecognizers.compactMap { $0 as? UIPanGestureRecognizer } }
        }

        /// Whether `recognizer` could begin for a finger that started at `point` and has moved by
        /// `translation` at `velocity`: it takes the touch and its delegate lets it.
        private static func canBegin(
            _ recognizer: UIPanGestureRecognizer, touchAt point: CGPoint, translation: CGPoint,
            velocity: CGPoint, in window: UIWindow
        ) -> Bool {
            guard recognizer.accepts(touchAt: point, in: window) else { return false }
            recognizer.translation = translation
            recognizer.fingerVelocity = velocity
            recognizer.touchLocation = CGPoint(x: point.x + translation.x, y: point.y + translation.y)
            if recognizer.beginsForMotion, recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true {
                return true
            }
            recognizer.reset()
            return false
        }

        /// The recognizer that takes a finger: of those that can begin, the one that waits for no
        /// other that can. When several wait for nobody and nothing orders them, UIKit does not
        /// document which wins; the stand-in picks none, records an ambiguous arbitration
        /// (``ambiguousArbitrations``, and an issue that fails the running test), and every
        /// candidate fails, so adapter code must decide between its own recognizers.
        static func winner(
            for point: CGPoint, at translation: CGPoint, velocity: CGPoint, in window: UIWindow
        ) -> UIPanGestureRecognizer? {
            let candidates = panRecognizers(under: point, in: window)
            let able = candidates.filter {
                canBegin($0, touchAt: point, translation: translation, velocity: velocity, in: window)
            }
            let free = able.filter { recognizer in
                !able.contains { $0 !== recognizer && recognizer.waits(for: $0) }
            }
            guard free.count == 1, let recognizer = free.first else {
                for other in able { other.reset() }
                if free.count > 1 { recordAmbiguousArbitration(free, at: point) }
                return nil
            }
            for other in able where other !== recognizer { other.reset() }
            return recognizer
        }

        /// Records that `recognizers` could all begin for one finger with nothing deciding between
        /// them: an outcome UIKit leaves unknown, so a test that reaches it fails.
        private static func recordAmbiguousArbitration(_ recognizers: [UIPanGestureRecognizer], at point: CGPoint) {
            let names = recognizers.map { recognizer in
                "\(type(of: recognizer)) on \(recognizer.view.map { String(describing: type(of: $0)) } ?? "no view")"
            }
            let message =
                "ambiguous arbitration at \(point): \(names.joined(separator: ", ")) can all begin and no failure "
                + "requirement or delegate answer orders them; UIKit does not document which wins"
            ambiguousArbitrations.append(message)
            Issue.record(Comment(rawValue: message))
        }

        /// The tap recognizer a tap on `hit` recognizes, when no control takes it: the first
        /// enabled one on the view hit or its nearest ancestor that has one and whose delegate
        /// lets it begin.
        static func tapRecognizer(for hit: UIView, at point: CGPoint, in window: UIWindow) -> UITapGestureRecognizer? {
            var view: UIView? = hit
            while let current = view {
                for case let recognizer as UITapGestureRecognizer in current.attachedRecognizers
                where recognizer.accepts(touchAt: point, in: window) {
                    recognizer.touchLocation = point
                    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true { return recognizer }
                    recognizer.reset()
                }
                view = current.superview
            }
            return nil
        }
    }
#endif
