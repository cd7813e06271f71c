public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The `containerLink` lookups on every UIKit controller: the same walk up `parent` as on
    /// `HeadlessViewController`, asking each `ContainerLinkProviding` ancestor.
    extension UIViewController {
        /// The link to the containers above this controller for the built-in `ContainerRequest`
        /// vocabulary: each request goes to the nearest one that accepts it; `nil` when no
        /// container above hands out a link.
        public var containerLink: ContainerLink<ContainerRequest>? {
            containerLink(for: ContainerRequest.self)
        }

        /// The link to the containers above this controller that speak `requests`: each request
        /// goes to the nearest one that accepts it, walking past containers that speak other
        /// vocabularies or refuse it as another container's.
        ///
        /// - Parameter requests: The request type the link must carry.
        /// - Returns: The link, or `nil` when no container above hands one out.
        public func containerLink<Request>(for requests: Request.Type) -> ContainerLink<Request>? {
            routedContainerLink(from: self, requests: requests) { $0.parent }
        }

        /// The link to the container the app named `name`: above this controller, or in a
        /// sibling's subtree of one of its ancestors.
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
        /// containers.
        ///
        /// - Parameters:
        ///   - provider: The container type to ask.
        ///   - requests: The request type the link must carry; the built-in vocabulary by default.
        /// - Returns: Its link for the child on the path, or `nil`.
        public func containerLink<Provider: ContainerLinkProviding, Request>(
            from provider: Provider.Type, for requests: Request.Type = ContainerRequest.self
        ) -> ContainerLink<Request>? {
            nearestContainerLink(from: self, requests: requests, parent: \.parent) { provider, _ in provider is Provider
            }
        }
    }
#endif
