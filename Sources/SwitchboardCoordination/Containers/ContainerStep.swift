/// What a `ContainerScheduler` decided for one request.
package enum ContainerStep<Rejection: Error> {
    /// Apply these effects now; the scheduler is in a transition until
    /// `ContainerScheduler.endTransition()` (or `ContainerScheduler.endTransition(.abandoned)`).
    case started([ContainmentEffect])
    /// Nothing to do: the container is already in the requested state.
    case unchanged
    /// Waiting behind the transition in flight, at this position.
    case queued(position: Int)
    /// Merged into the identical idempotent request at this position of the queue.
    case coalesced(position: Int)
    /// Refused; nothing changed.
    case rejected(Rejection)

    /// The step as the container's answer, or the rejection.
    package var outcome: Result<RequestResult, Rejection> {
        switch self {
        case .started: .success(.applied)
        case .unchanged: .success(.unchanged)
        case .queued(let position), .coalesced(let position): .success(.queued(position: position))
        case .rejected(let rejection): .failure(rejection)
        }
    }

    /// The effects to run; empty unless ``started(_:)``.
    package var effects: [ContainmentEffect] {
        if case .started(let effects) = self { return effects }
        return []
    }
}

extension ContainerStep: Equatable where Rejection: Equatable {}
