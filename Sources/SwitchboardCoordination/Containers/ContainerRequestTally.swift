/// Counts of what a container did with every request it received, so tests and diagnostics can
/// prove that no request was lost: ``received`` always equals
/// ``rejected`` + ``coalesced`` + ``started`` + ``unchanged`` + ``abandoned`` + ``cancelled`` +
/// ``waiting``.
///
/// <!-- illustrative -->
/// ```swift
/// container.swapNext()  // applied: the swap animates
/// container.swapNext()  // queued behind it
/// container.requestTally.waiting  // 1
/// container.requestTally.everQueued  // 1, and still 1 once it has run
/// ```
public struct ContainerRequestTally: Hashable, Sendable {
    /// Requests received, valid or not.
    public internal(set) var received = 0
    /// Requests refused with a ``ContainerRejection``.
    public internal(set) var rejected = 0
    /// Requests merged into an identical queued one.
    public internal(set) var coalesced = 0
    /// Requests that were ever queued, still waiting or not (each is counted again when it
    /// reaches its fate); ``waiting`` is how many wait now.
    public internal(set) var everQueued = 0
    /// Requests applied with a non-empty plan, immediately or after waiting, and not abandoned.
    public internal(set) var started = 0
    /// Requests that turned out to change nothing, immediately or after waiting.
    public internal(set) var unchanged = 0

    /// Requests whose plan the host could not carry out (a containment call was refused); the
    /// container went back to the state before them.
    public internal(set) var abandoned = 0

    /// Requests whose interactive change (a swipe) was cancelled before it completed; the
    /// container went back to the state before them.
    public internal(set) var cancelled = 0

    /// Creates an all-zero tally.
    public init() {}

    /// Requests that reached a final fate: rejected, coalesced, started, unchanged, abandoned or
    /// cancelled.
    public var settled: Int { rejected + coalesced + started + unchanged + abandoned + cancelled }

    /// Requests received that wait in the queue now, for the running plan to finish.
    public var waiting: Int { received - settled }
}
