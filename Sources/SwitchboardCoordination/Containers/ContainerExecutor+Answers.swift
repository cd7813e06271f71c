import SwitchboardContainment

/// The answer a container gives the coordination strategies: one place for every host, headless
/// or UIKit, so the hosts cannot answer the same request differently (whether a request would be
/// accepted is ``StateMachineContainer/canApply(_:from:)``, from the machine alone).
extension ContainerExecutor {
    /// Receives `request` and answers as a ``RequestHandler`` does.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - child: The child that sent it, if known.
    /// - Returns: ``RequestResult/applied`` when its plan started, ``RequestResult/queued(position:)``
    ///   when it waits behind a running plan (or was merged into an identical waiting one),
    ///   ``RequestResult/unchanged`` when the container already shows what it asks, and
    ///   ``RequestResult/rejected(_:)`` with the ``ContainerRejection``, or with the
    ///   `ContainmentViolation` for which its plan was abandoned.
    package func answer(_ request: Machine.Request, from child: ChildID?) -> RequestResult {
        let received: (outcome: RequestResult, refusal: ContainmentViolation?)
        do {
            received = try receive(request, from: child)
        } catch {
            return .rejected(error)
        }
        if let refusal = received.refusal { return .rejected(refusal) }
        return received.outcome
    }
}
