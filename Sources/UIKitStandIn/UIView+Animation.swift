#if os(Linux)
    extension UIView {
        /// Stand-in for `UIView.animate(withDuration:delay:options:animations:completion:)`: logs the
        /// call in `StandIn.animations`, runs `animations` at once, and runs `completion` at once
        /// (or when `StandIn.finishAnimations()` is called, while
        /// `StandIn.holdsAnimationCompletions` is set).
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

        /// Stand-in for `UIView.performWithoutAnimation(_:)`: runs the changes at once (the stand-in
        /// animates nothing anyway), logging no animation.
        ///
        /// - Parameter actionsWithoutAnimation: The changes to make without animation.
        public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            actionsWithoutAnimation()
        }

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
