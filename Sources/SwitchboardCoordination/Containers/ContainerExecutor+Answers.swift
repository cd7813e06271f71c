import SwitchboardContainment

/// The answers a container gives the coordination strategies: one place for every host, headless
/// or UIKit, so the hosts cannot answer the same request differently.
extension ContainerExecutor {
    /// Receives `request` and answers as a ``RequestHandler`` does.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    /// - Returns: ``RequestResult/applied`` when its plan started, ``RequestResult/queued`` when it
    ///   waits behind a running plan (or was merged into an identical waiting one),
    ///   ``RequestResult/unchanged`` when the container already shows what it asks, and
    ///   ``RequestResult/rejected(_:)`` with the ``ContainerRejection``, or with the
    ///   `ContainmentViolation` for which its plan was abandoned.
    package func answer(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        let received: (outcome: RequestOutcome, refusal: ContainmentViolation?)
        do {
            received = try receive(request, from: child)
        } catch {
            return .rejected(error)
        }
        if let refusal = received.refusal { return .rejected(refusal) }
        switch received.outcome {
        case .started: return .applied
        case .unchanged: return .unchanged
        case .queued, .coalesced: return .queued
        }
    }

    /// Whether `request` from `child` would be accepted: supported, and not rejected by the
    /// machine's configuration (which does not change while a transition runs).
    ///
    /// - Parameters:
    ///   - request: A request.
    ///   - child: The child sending it, if known.
    /// - Returns: `true` when it would be accepted.
    package func canApply(_ request: ContainerRequest, from child: ChildID?) -> Bool {
        machine.supports(request) && machine.rejection(for: request, from: child) == nil
    }
}
