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
        public var containerLink: ContainerLink<ContainerRequest>? {
            ContainerLinkLookup.link(from: self, requests: ContainerRequest.self, parent: { $0.parent })
        }

        /// The link to the nearest container above this controller that hands out a link for
        /// `requests`, walking past containers that speak other vocabularies.
        ///
        /// - Parameter requests: The request type the link must carry.
        /// - Returns: The link, or `nil`.
        public func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>? {
            ContainerLinkLookup.link(from: self, requests: requests, parent: { $0.parent })
        }

        /// The link handed out by the nearest ancestor of type `provider`, walking past other
        /// containers.
        ///
        /// - Parameter provider: The container type to ask.
        /// - Returns: Its link for the child on the path, or `nil`.
        public func containerLink<Provider: ContainerLinkProviding>(
            from provider: Provider.Type
        ) -> ContainerLink<ContainerRequest>? {
            ContainerLinkLookup.link(from: self, requests: ContainerRequest.self, parent: { $0.parent }) {
                $0 is Provider
            }
        }
    }
#endif
