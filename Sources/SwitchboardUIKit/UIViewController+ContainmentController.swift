import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    // Empty on purpose: the container executor drives UIKit's own members, unchanged, so the
    // code the Linux suite runs on `HeadlessViewController` makes the very same calls here.
    extension UIViewController: ContainmentController {}

    // Empty on purpose, like the controller's conformance.
    extension UIView: ContainmentView {}
#endif
