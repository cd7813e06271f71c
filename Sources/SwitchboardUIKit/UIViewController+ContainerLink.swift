public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The `containerLink` lookups of `ContainerLinkFinding` on every UIKit controller, the same
    /// walk up `parent` as on `HeadlessViewController`.
    extension UIViewController: ContainerLinkFinding {}
#endif
