/// A view controller that finds its container's link by walking up its `parent` chain:
/// `HeadlessViewController`, and `UIViewController` in `SwitchboardUIKit`. The three lookups below
/// are written once, for both; each asks every ``ContainerLinkProviding`` ancestor for the link
/// of the child on the path, and the first answer wins.
///
/// ```swift
/// let link = profileButtons.containerLink  // profile buttons → profile → the slide menu
/// link?.send(.closePanels)
/// ```
@MainActor
public protocol ContainerLinkFinding: AnyObject {
    /// The controller type of `parent`.
    associatedtype ParentController: AnyObject

    /// The container this controller is a child of, if any.
    var parent: ParentController? { get }
}

extension ContainerLinkFinding {
    /// The link to the nearest container above this controller that hands out a link for the
    /// built-in ``ContainerRequest`` vocabulary (``ContainerLinkProviding``), found by walking up
    /// `parent`; `nil` when none does.
    public var containerLink: ContainerLink<ContainerRequest>? {
        ContainerLinkLookup.link(from: self, requests: ContainerRequest.self, parent: { Self.parent(of: $0) })
    }

    /// The link to the nearest container above this controller that hands out a link for
    /// `requests`, walking past containers that speak other vocabularies.
    ///
    /// - Parameter requests: The request type the link must carry.
    /// - Returns: The link, or `nil`.
    public func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>? {
        ContainerLinkLookup.link(from: self, requests: requests, parent: { Self.parent(of: $0) })
    }

    /// The link handed out by the nearest ancestor of type `provider`, walking past other
    /// containers — for a child nested in several containers that wants a particular one.
    ///
    /// - Parameter provider: The container type to ask.
    /// - Returns: Its link for the child on the path, or `nil`.
    public func containerLink<Provider: ContainerLinkProviding>(
        from provider: Provider.Type
    ) -> ContainerLink<ContainerRequest>? {
        ContainerLinkLookup.link(from: self, requests: ContainerRequest.self, parent: { Self.parent(of: $0) }) {
            $0 is Provider
        }
    }

    /// One step of the walk: the parent of `controller`, which is this controller or one of its
    /// ancestors (of the same kind, as a parent chain is).
    private static func parent(of controller: AnyObject) -> AnyObject? {
        (controller as? any ContainerLinkFinding)?.parentObject
    }

    /// `parent`, without its type: what ``parent(of:)`` reads from an ancestor of any kind.
    private var parentObject: AnyObject? { parent }
}
