public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A `ContainmentAnimator` backed by `UIView.animate(withDuration:delay:options:animations:completion:)`:
    /// the animator a UIKit host uses for the steps of a plan that move views (pages, panels).
    ///
    /// A step that is not animated — a duration of zero or less — runs `animations` and then
    /// `completion(true)` synchronously, without asking UIKit, so a plan without animations
    /// completes before the call returns, exactly as on the headless host without an animator.
    ///
    /// ```swift
    /// let animator = ViewAnimator(options: [.curveEaseOut, .allowUserInteraction])
    /// animator.animate(withDuration: 0.3, animations: { panel.alpha = 1 }, completion: { _ in })
    /// ```
    @MainActor
    public final class ViewAnimator: ContainmentAnimator {
        /// The options passed to UIKit with each animation.
        public var options: UIView.AnimationOptions
        /// Seconds UIKit waits before starting each animation.
        public var delay: TimeInterval

        /// Creates an animator.
        ///
        /// - Parameters:
        ///   - options: The options passed to UIKit; by default ease-in-out, touches allowed while the
        ///     views move, and each animation starting from where the views are.
        ///   - delay: The delay before each animation; none by default.
        public init(
            options: UIView.AnimationOptions = [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
            delay: TimeInterval = 0
        ) {
            self.options = options
            self.delay = delay
        }

        /// Runs `animations` inside `UIView.animate` and `completion` when UIKit reports the end; a
        /// non-positive duration runs both synchronously instead.
        ///
        /// - Parameters:
        ///   - duration: The animation's length in seconds.
        ///   - animations: Sets the final state of the views.
        ///   - completion: Runs once, with whether the animation ran to its end.
        public func animate(
            withDuration duration: Double,
            animations: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            guard duration > 0 else {
                animations()
                completion(true)
                return
            }
            UIView.animate(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }
    }
#endif
