public import SwitchboardMessaging

/// A ``ContainerRequest`` on the bus, with the child that sent it.
///
/// The bus strategy posts one of these with the container as the subject, so observers scope
/// to a container the same way the coordinator does:
///
/// ```swift
/// let audit = bus.subscribe(to: ChildRequest.self, subject: container) { posted in
///     print("\(posted.child?.description ?? "?") asked for \(posted.request)")
/// }
/// ```
public struct ChildRequest: Message, Hashable {
    /// What was asked.
    public let request: ContainerRequest
    /// Who asked; `nil` for requests that did not come through a link.
    public let child: ChildID?

    /// Creates the bus form of a request.
    ///
    /// - Parameters:
    ///   - request: What is asked.
    ///   - child: Who asks.
    public init(_ request: ContainerRequest, from child: ChildID?) {
        self.request = request
        self.child = child
    }
}
