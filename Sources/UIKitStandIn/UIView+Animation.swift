#if os(Linux)
    extension UIView {
        /// Stand-in for `UIView.animate(withDuration:delay:options:animations:completion:)`: logs the
        /// call in `StandIn.animations`, runs `animations` at once (the views take their final values
        /// now, as UIKit's model values do), and calls `completion` later, as a device does: after
        /// `delay + duration` on the stand-in's clock (`StandIn.advance(by:)`,
        /// `StandIn.runUntilIdle()`), or at the next tick (`StandIn.tick()`) for a zero duration —
        /// never before this method returns.
        ///
        /// - Parameters:
        ///   - duration: The animation's length in seconds.
        ///   - delay: Seconds to wait before starting.
        ///   - options: How to animate.
        ///   - animations: The changes to animate.
        ///   - completion: Runs when the animation ends, with whether it finished.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            StandIn.run(
                StandIn.Animation(kind: .animate, duration: duration, delay: delay, options: options),
                animations: animations, completion: completion)
        }

        /// Stand-in for `UIView.animate(withDuration:animations:completion:)`: no delay, default
        /// options.
        ///
        /// - Parameters:
        ///   - duration: The animation's length in seconds.
        ///   - animations: The changes to animate.
        ///   - completion: Runs when the animation ends, with whether it finished.
        public class func animate(
            withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
        }

        /// Stand-in for `UIView.performWithoutAnimation(_:)`: runs the changes at once with animations
        /// disabled (``areAnimationsEnabled`` is `false` inside), so an animation started inside
        /// completes at the next tick whatever its duration, and a scroll view's animated scroll
        /// lands at once.
        ///
        /// - Parameter actionsWithoutAnimation: The changes to make without animation.
        public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            let enclosing = animationsEnabled
            animationsEnabled = false
            defer { animationsEnabled = enclosing }
            actionsWithoutAnimation()
        }

        /// Whether animations are enabled: `false` inside ``performWithoutAnimation(_:)``.
        public class var areAnimationsEnabled: Bool { animationsEnabled }

        private static var animationsEnabled = true

        /// Stand-in for `UIView.animate(withDuration:animations:)`.
        ///
        /// - Parameters:
        ///   - duration: The animation's length in seconds.
        ///   - animations: The changes to animate.
        public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
        }
    }
#endif
