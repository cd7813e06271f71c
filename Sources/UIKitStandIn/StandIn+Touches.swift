#if os(Linux)
    extension StandIn {
        /// A finger's tap at `point`, in `window`'s coordinates, as UIKit delivers it: the window hit
        /// tests the point (`hitTest(_:with:)`), and the control at or above the view hit, if it is
        /// enabled, hears `touchDown`, `touchUpInside`, then `primaryActionTriggered` (each sent apart,
        /// so an action added for two of them runs twice, as in UIKit); a tap that hits no control
        /// recognizes the nearest tap recognizer at or above the view hit, whose targets hear it as
        /// the touch's run loop cycle ends (one `tick()`); a control hit keeps the tap from its
        /// ancestors' tap recognizers, as UIKit's controls do. While an animation without
        /// `.allowUserInteraction` runs, the tap reaches nothing. A touch on a scroll view (or
        /// inside one) whose content is scrolling by `setContentOffset(_:animated:)` or
        /// decelerating stops it where it is; whether UIKit then sends
        /// `scrollViewDidEndScrollingAnimation(_:)` is not documented, so tests choose with
        /// ``touchStopsScrollingWithEndCall`` and run both.
        ///
        /// - Parameters:
        ///   - point: Where the finger lands, in the window's coordinates.
        ///   - window: The window touched.
        /// - Returns: The view hit, or `nil` when the tap reached nothing.
        @discardableResult
        public static func tap(_ point: CGPoint, in window: UIWindow) -> UIView? {
            guard !isIgnoringTouches, let hit = window.hitTest(point, with: nil) else { return nil }
            touchDown(on: hit)
            var candidate: UIView? = hit
            while let view = candidate, !(view is UIControl) { candidate = view.superview }
            if let control = candidate as? UIControl, control.isEnabled {
                control.tapped(at: control.convert(point, from: window))
            } else if let recognizer = tapRecognizer(for: hit, at: point, in: window) {
                recognizer.state = .ended
                tick()
            }
            return hit
        }

        /// Whether a touch that stops a scroll view's animated scroll is followed by
        /// `scrollViewDidEndScrollingAnimation(_:)`. UIKit does not document it: unknown, so a test
        /// of code that scrolls runs with both (`false` after ``reset()``).
        public static var touchStopsScrollingWithEndCall = false

        /// A finger landing on `hit`: every scroll view at or above it stops the scroll under way.
        static func touchDown(on hit: UIView) {
            var candidate: UIView? = hit
            while let view = candidate {
                if let scrollView = view as? UIScrollView, hasScheduled(by: scrollView) {
                    let wasAnimating = scrollView.touchPhase != .decelerating
                    scrollView.stopScrolling()
                    if wasAnimating, touchStopsScrollingWithEndCall {
                        scrollView.delegate?.scrollViewDidEndScrollingAnimation(scrollView)
                    }
                }
                candidate = view.superview
            }
        }

        /// A tap at the centre of `view` as it sits in its window now.
        ///
        /// - Parameter view: The view to aim at; it must be in a window.
        /// - Returns: The view hit, or `nil`.
        @discardableResult
        public static func tap(_ view: UIView) -> UIView? {
            guard let window = view.window else {
                preconditionFailure("StandIn.tap: \(view) is in no window, so no finger can reach it")
            }
            let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            return tap(centre, in: window)
        }
    }
#endif
