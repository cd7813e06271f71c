public import SwitchboardContainment

extension HeadlessViewController {
    /// The link to the containers above this controller for the built-in ``ContainerRequest``
    /// vocabulary: each request goes to the nearest one that accepts it
    /// (``ContainerLinkProviding/accepts(_:fromChild:)``), so `.toggleMenu` from a page in a pager
    /// inside a drawer reaches the drawer; `nil` when no container above hands out a link.
    ///
    /// ```swift
    /// let link = profileButtons.containerLink  // profile buttons → profile → the slide menu
    /// link?.send(.closePanels)
    /// ```
    public var containerLink: ContainerLink<ContainerRequest>? {
        containerLink(for: ContainerRequest.self)
    }

    /// The link to the containers above this controller that speak `requests`: each request goes
    /// to the nearest one that accepts it, walking past containers that speak other vocabularies
    /// or refuse it as another container's. A request none accepts gets the nearest one's answer.
    ///
    /// - Parameter requests: The request type the link must carry.
    /// - Returns: The link, or `nil` when no container above hands one out.
    public func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>? {
        routedContainerLink(from: self, requests: requests) { $0.parent }
    }

    /// The link to the container the app named `name` (``ContainerLinkProviding/linkName``):
    /// above this controller, or in a sibling's subtree of one of its ancestors (the list page
    /// sending to the detail slot beside it). It tells nested containers of one kind apart.
    ///
    /// ```swift
    /// listPage.containerLink(named: "detail")?.send(.swap(to: "article"))
    /// ```
    ///
    /// - Parameters:
    ///   - requests: The request type the link must carry; the built-in vocabulary by default.
    ///   - name: The container's name.
    /// - Returns: Its link, or `nil` when no container of that name hands one out.
    public func containerLink<Request>(
        for requests: Request.Type = ContainerRequest.self, named name: String
    ) -> ContainerLink<Request>? {
        namedContainerLink(from: self, named: name, requests: requests, parent: \.parent, children: \.children)
    }

    /// The link handed out by the nearest ancestor of type `provider`, walking past other
    /// containers — for a child nested in several containers that wants a particular one.
    ///
    /// - Parameters:
    ///   - provider: The container type to ask.
    ///   - requests: The request type the link must carry; the built-in vocabulary by default.
    /// - Returns: Its link for the child on the path, or `nil`.
    public func containerLink<Provider: ContainerLinkProviding, Request>(
        from provider: Provider.Type, for requests: Request.Type = ContainerRequest.self
    ) -> ContainerLink<Request>? {
        nearestContainerLink(from: self, requests: requests, parent: \.parent) { provider, _ in provider is Provider }
    }
}
