public import SwitchboardContainment

extension HeadlessViewController {
    /// The link to the nearest container above this controller that hands out a link for the
    /// built-in ``ContainerRequest`` vocabulary (``ContainerLinkProviding``), found by walking up
    /// `parent`; `nil` when none does.
    ///
    /// ```swift
    /// let link = profileButtons.containerLink  // profile buttons → profile → the slide menu
    /// link?.send(.closePanels)
    /// ```
    public var containerLink: ContainerLink<ContainerRequest>? {
        containerLink(for: ContainerRequest.self)
    }

    /// The link to the nearest container above this controller that hands out a link for
    /// `requests`, walking past containers that speak other vocabularies.
    ///
    /// - Parameter requests: The request type the link must carry.
    /// - Returns: The link, or `nil`.
    public func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>? {
        nearestContainerLink(from: self, requests: requests, parent: \.parent)
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
        nearestContainerLink(from: self, requests: requests, parent: \.parent) { $0 is Provider }
    }
}
