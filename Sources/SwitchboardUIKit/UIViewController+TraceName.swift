#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    extension UIViewController {
        /// The controller's name in a `ContainmentTrace`: its title, else its type name — the rule
        /// `HeadlessViewController.debugName` follows, so a trace taken on a device names controllers
        /// as the headless one does.
        public var traceName: String {
            if let title, !title.isEmpty { return title }
            return String(describing: type(of: self))
        }
    }
#endif
