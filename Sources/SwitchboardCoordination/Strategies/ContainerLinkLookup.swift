/// The host-independent walk behind `containerLink` on every controller type: from a controller
/// up through its parents, asking each ``ContainerLinkProviding`` ancestor for the link of the
/// child on the path. The first answer wins.
@MainActor
package enum ContainerLinkLookup {
    /// The nearest link for `controller` that carries `Request`.
    ///
    /// - Parameters:
    ///   - controller: Where the walk starts; a container is not asked for a link to itself.
    ///   - requests: The request type the link must carry.
    ///   - parent: The controller type's `parent`.
    ///   - accepts: Which providers may answer; the others are walked past.
    /// - Returns: The first link a provider hands out, or `nil` at the top of the tree.
    package static func link<Controller: AnyObject, Request>(
        from controller: Controller, requests: Request.Type, parent: (Controller) -> Controller?,
        where accepts: (any ContainerLinkProviding) -> Bool = { _ in true }
    ) -> ContainerLink<Request>? {
        var child = controller
        while let ancestor = parent(child) {
            if let provider = ancestor as? any ContainerLinkProviding, accepts(provider),
                let link = provider.containerLink(forChild: child, requests: requests)
            {
                return link
            }
            child = ancestor
        }
        return nil
    }
}
