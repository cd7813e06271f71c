public import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    extension ContainerViewController {
        /// This container's link for its child `child`: at each send it reaches the container
        /// through the newest active `Coordinator` made for it, so it can be handed out before
        /// any coordinator exists; it is the link a factory-built child receives. It holds the
        /// container weakly.
        ///
        /// - Parameter child: The child the link speaks for.
        /// - Returns: The link.
        public func link(for child: ChildID) -> ContainerLink<Machine.Request> {
            executor.link(for: child)
        }
    }

    extension ContainerViewController: CoordinatorKeeping {
        package var keptCoordinators: KeptCoordinators { executor.keptCoordinators }
    }
#endif
