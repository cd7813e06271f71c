/// A ``ContainerRequest`` on the bus, with the child that sent it: the built-in vocabulary's
/// ``PostedRequest``.
///
/// ```swift
/// let audit = bus.subscribe(to: ChildRequest.self, subject: container) { posted in
///     print("\(posted.child?.description ?? "?") asked for \(posted.request)")
/// }
/// ```
public typealias ChildRequest = PostedRequest<ContainerRequest>
