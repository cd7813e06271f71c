/// What a container of your own hands over to answer ``ContainerLinkProviding``: something that
/// knows its children by name and makes their links. ``Coordinator`` is one, for the children
/// named with ``Coordinator/name(_:as:)``; you never adopt it yourself.
///
/// ```swift
/// var containerLinkSource: (any ContainerLinkSource)? { coordinator }
/// ```
@MainActor
public protocol ContainerLinkSource: AnyObject {
    /// The link for the child controller `child`, speaking `Request`; `nil` when the source has
    /// no name for `child` or speaks another request type.
    ///
    /// - Parameters:
    ///   - child: A direct child controller of the container.
    ///   - requests: The request type the link must carry.
    /// - Returns: The child's link, or `nil`.
    func link<Request>(forChild child: AnyObject, requests: Request.Type) -> ContainerLink<Request>?
}
