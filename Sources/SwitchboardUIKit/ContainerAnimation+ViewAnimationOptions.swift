import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    extension ContainerAnimation {
        /// The options a UIKit host passes to `transition(from:to:duration:options:animations:completion:)`
        /// for a swap: a cross-dissolve is UIKit's own; a slide is done by moving the views in
        /// `animations`, so it needs no transition option; no animation needs none.
        var transitionOptions: UIView.AnimationOptions {
            switch style {
            case .crossDissolve: .transitionCrossDissolve
            case .slide, .none: []
            }
        }
    }
#endif
