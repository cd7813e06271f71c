/// What a container did with an accepted request.
public enum RequestOutcome: Hashable, Sendable {
    /// The container started applying it. With an immediate animator it has finished by the
    /// time the call returns; otherwise its animation is in flight. If the hierarchy refuses a
    /// containment call of its plan, it is abandoned instead (see
    /// ``HeadlessContainerViewController/lastAbandonment``).
    case started
    /// The container was already in the requested state (a documented no-op).
    case unchanged
    /// A transition is in flight: the request waits at this (zero-based) position of the queue
    /// and is applied, in order, after everything before it.
    case queued(position: Int)
    /// The request was identical to the last queued request and idempotent, so it was merged
    /// into it (at this position); applying both would give the same result.
    case coalesced(position: Int)
}
