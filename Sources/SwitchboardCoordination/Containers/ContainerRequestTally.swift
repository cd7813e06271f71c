/// Counts of what a container did with every request it received, so tests and diagnostics can
/// prove that no request was lost: ``received`` always equals
/// ``rejected`` + ``coalesced`` + ``started`` + ``unchanged`` + ``abandoned`` + ``cancelled`` + the
/// number still queued.
public struct ContainerRequestTally: Hashable, Sendable {
    /// Requests received, valid or not.
    public internal(set) var received = 0
    /// Requests refused with a ``ContainerRejection``.
    public internal(set) var rejected = 0
    /// Requests merged into an identical queued one.
    public internal(set) var coalesced = 0
    /// Requests that were queued at some point (they are counted again when applied).
    public internal(set) var queued = 0
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
}
