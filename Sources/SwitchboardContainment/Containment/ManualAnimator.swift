/// An animator driven by a clock the test advances, so a test can act while a transition is in
/// flight:
///
/// ```swift
/// let animator = ManualAnimator()
/// container.animator = animator
/// container.transition(from: red, to: blue, duration: 0.3, options: [], animations: nil, completion: nil)
/// print(animator.inFlightCount)  // 1: in flight until the clock moves
/// animator.advance(by: 0.3)  // completes it
/// ```
@MainActor
public final class ManualAnimator: ContainmentAnimator {
    private struct Pending {
        let deadline: Double
        let sequence: Int
        let completion: @MainActor (Bool) -> Void
    }

    /// Seconds elapsed on this animator's clock.
    public private(set) var now: Double = 0
    private var pending: [Pending] = []
    private var nextSequence = 0

    /// Creates an animator whose clock starts at zero.
    public init() {}

    /// How many animations have started and not yet completed.
    public var inFlightCount: Int { pending.count }

    /// Runs `animations` now and schedules `completion` for `now + duration`.
    ///
    /// - Parameters:
    ///   - duration: Seconds until completion; negative durations count as zero.
    ///   - animations: Runs immediately.
    ///   - completion: Runs from ``advance(by:)``, ``finishAll()`` or ``cancelAll()``.
    public func animate(
        withDuration duration: Double,
        animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        animations()
        pending.append(Pending(deadline: now + max(0, duration), sequence: nextSequence, completion: completion))
        nextSequence += 1
    }

    /// Moves the clock forward and completes, in deadline order (ties: start order), every
    /// animation that is due. Animations started by a completion are considered in the same call.
    ///
    /// - Parameter seconds: How far to move the clock; negative values do nothing.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        while let next = pending.filter({ $0.deadline <= target }).min(by: Self.runsEarlier) {
            pending.removeAll { $0.sequence == next.sequence }
            now = max(now, next.deadline)
            next.completion(true)
        }
        now = target
    }

    /// Completes every in-flight animation as finished, advancing the clock to the last deadline.
    public func finishAll() {
        while let last = pending.map(\.deadline).max() {
            advance(by: last - now)
        }
    }

    /// Completes every in-flight animation with `finished == false`, in start order, without
    /// moving the clock (like interrupting `UIView` animations).
    public func cancelAll() {
        while let next = pending.min(by: { $0.sequence < $1.sequence }) {
            pending.removeAll { $0.sequence == next.sequence }
            next.completion(false)
        }
    }

    private static func runsEarlier(_ lhs: Pending, _ rhs: Pending) -> Bool {
        (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
}
