/// Runs the animations of headless transitions and decides when they complete.
///
/// Like `UIView.animate`, an animator runs the `animations` closure right away (that is where the
/// final state is set) and calls `completion` when the animation is over. Inject one on a
/// ``HeadlessWindow`` or a ``HeadlessViewController``; children inherit their parent's.
///
/// - No animator (the default) completes synchronously: `animations`, then `completion(true)`.
/// - ``ManualAnimator`` completes when a test advances its clock, so the test can act while a
///   transition is in flight.
@MainActor
public protocol ContainmentAnimator: AnyObject {
    /// Runs `animations` now and `completion` when the animation ends.
    ///
    /// - Parameters:
    ///   - duration: The animation's length in seconds.
    ///   - animations: Sets the animation's final state; runs immediately.
    ///   - completion: Runs once, with `true` if the animation ran to its end.
    func animate(
        withDuration duration: Double,
        animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    )
}

extension ContainmentAnimator {
    /// Runs `animations` now, with nothing to do when the animation ends (UIKit's
    /// `animate(withDuration:animations:)`).
    ///
    /// - Parameters:
    ///   - duration: The animation's length in seconds.
    ///   - animations: Sets the animation's final state; runs immediately.
    public func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, animations: animations, completion: { _ in })
    }
}
