public import Switchboard

#if canImport(UIKit)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if canImport(UIKit) || (os(Linux) && canImport(UIKitStandIn))
    extension UIViewController {
        /// The link to the nearest container above this controller that hands one out
        /// (`ContainerLinkProviding`), found by walking up `parent` — the same lookup as
        /// `HeadlessViewController.containerLink`; `nil` when no ancestor provides one.
        ///
        /// ```swift
        /// let link = profileButtons.containerLink  // profile buttons → profile → the slide menu
        /// link?.send(.closePanels)
        /// ```
        public var containerLink: ContainerLink? {
            ContainerLinkLookup.link(from: self, parent: \.parent)
        }

        /// The link handed out by the nearest ancestor of type `provider`, walking past other
        /// containers.
        ///
        /// - Parameter provider: The container type to ask.
        /// - Returns: Its link for the child on the path, or `nil`.
        public func containerLink<Provider: ContainerLinkProviding>(from provider: Provider.Type) -> ContainerLink? {
            ContainerLinkLookup.link(from: self, parent: \.parent) { $0 is Provider }
        }
    }
#endif
