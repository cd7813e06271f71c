/// An animator whose animations finish as soon as they start: `animations`, then
/// `completion(true)`, synchronously.
@MainActor
public final class ImmediateAnimator: ContainmentAnimator {
    /// Creates an immediate animator.
    public init() {}

    /// The animator used where none was injected.
    public static let shared = ImmediateAnimator()

    /// Runs `animations`, then `completion(true)`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - animations: Runs first.
    ///   - completion: Runs second, with `true`.
    public func animate(
        withDuration duration: Double,
        animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        animations()
        completion(true)
    }
}
