import Switchboard

/// What the children's requests became in one run, counted from what `send` answered.
public struct RequestCounts: Sendable, Equatable {
    /// Buttons pressed that asked the container for something.
    public var sent = 0
    /// Requests that reached a container (any answer but `containerGone` / `unlinked`).
    public var delivered = 0
    /// Requests the container applied or queued.
    public var applied = 0
    /// Requests the container found already satisfied.
    public var unchanged = 0
    /// Requests the container refused, with a typed reason.
    public var rejected = 0
    /// Whether the counts come from the container's answers (`false` for the naive form, whose
    /// calls return nothing: only `sent` and `delivered` are known).
    public var answered = true

    /// Counts one delivery.
    mutating func count(_ delivery: RequestResult) {
        sent += 1
        if delivery.reachedContainer { delivered += 1 }
        switch delivery {
        case .applied, .queued: applied += 1
        case .unchanged: unchanged += 1
        case .rejected: rejected += 1
        case .containerGone, .unlinked: break
        }
    }

    /// Counts one naive call: nothing comes back but whether anyone was there to receive it.
    mutating func countNaive(reached: Bool) {
        answered = false
        sent += 1
        if reached { delivered += 1 }
    }
}
