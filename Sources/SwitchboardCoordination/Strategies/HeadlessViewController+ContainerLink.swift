public import SwitchboardContainment

extension HeadlessViewController {
    /// The link to the nearest container above this controller that hands one out
    /// (`ContainerLinkProviding`), found by walking up `parent`; `nil`
    /// when none does. The same lookup exists on `UIViewController` in `SwitchboardUIKit`.
    public var containerLink: ContainerLink? {
        ContainerLinkLookup.link(from: self, parent: \.parent)
    }

    /// The link handed out by the nearest ancestor of type `provider`, walking past other
    /// containers — for a child nested in several containers that wants a particular one.
    ///
    /// - Parameter provider: The container type to ask.
    /// - Returns: Its link for the child on the path, or `nil`.
    public func containerLink<Provider: ContainerLinkProviding>(from provider: Provider.Type) -> ContainerLink? {
        ContainerLinkLookup.link(from: self, parent: \.parent) { $0 is Provider }
    }
}
