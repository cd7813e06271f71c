public import SwitchboardContainment

/// A request a container accepted and started but could not carry out: the host refused one of
/// its plan's containment calls — typically because code outside the container moved a child
/// (removed its view, gave it another parent). The container stopped the plan there, announced
/// neither its *will* nor its *did*, and went back to the state before the request.
///
/// ```swift
/// shown.view.removeFromSuperview()     // sabotage: the shown child's view is gone
/// container.swapNext()                 // refused: the transition needs that view on screen
/// let violation = container.lastAbandonment?.violation  // .transitionFromViewNotInHierarchy("first")
/// print(container.current)             // first: the swap was undone
/// ```
public struct AbandonedRequest<Request: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// What was asked.
    public let request: Request
    /// Who asked, if known.
    public let sender: ChildID?
    /// The containment call the host refused.
    public let violation: ContainmentViolation

    /// Creates a record of an abandoned request.
    ///
    /// - Parameters:
    ///   - pending: The request and its sender.
    ///   - violation: Why the host refused its plan.
    public init(_ pending: PendingRequest<Request>, violation: ContainmentViolation) {
        self.request = pending.request
        self.sender = pending.sender
        self.violation = violation
    }

    /// `request abandoned: violation`.
    public var description: String {
        "\(PendingRequest(request, from: sender)) abandoned: \(violation)"
    }
}
