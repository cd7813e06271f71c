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
        /// `animations`, so it needs no transition option; no animation needs none. Every swap lets
        /// touches through while it runs and starts from where the views are, so a queued swap that
        /// starts at the end of another does not jump.
        var transitionOptions: UIView.AnimationOptions {
            let shared: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]
            switch self {
            case .crossDissolve: return shared.union(.transitionCrossDissolve)
            case .slide, .none: return shared
            }
        }
    }
#endif
