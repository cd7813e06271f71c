/// An animator whose animations finish as soon as they start: `animations`, then
/// `completion(true)`, synchronously. It is what no animator means (a `nil` one on a
/// controller and its window), so an app never names it.
@MainActor
package final class ImmediateAnimator: ContainmentAnimator {
    /// Creates an immediate animator.
    package init() {}

    /// The animator used where none was injected.
    package static let shared = ImmediateAnimator()

    /// Runs `animations`, then `completion(true)`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - animations: Runs first.
    ///   - completion: Runs second, with `true`.
    package func animate(
        withDuration duration: Double,
        animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        animations()
        completion(true)
    }
}
