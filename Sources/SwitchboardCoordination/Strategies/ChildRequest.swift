/// A ``ContainerRequest`` and the child that sent it: the built-in vocabulary's
/// ``SentRequest``, as the bus strategy posts it.
///
/// ```swift
/// let audit = bus.subscribe(to: ChildRequest.self, subject: container) { sent in
///     print("\(sent.sender?.description ?? "?") asked for \(sent.request)")
/// }
/// ```
public typealias ChildRequest = SentRequest<ContainerRequest>
