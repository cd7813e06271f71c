import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's right panel; its close button slides it away.
    final class ProfileViewController: UIViewController {
        /// The close button's action.
        @discardableResult
        func closeTapped() -> LinkDelivery? {
            containerLink?.send(.closePanels)
        }
    }
#endif
