import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's left panel; choosing an entry closes it, the profile entry opens the profile.
    final class MenuViewController: UIViewController {
        /// An entry's action.
        @discardableResult
        func entryChosen() -> LinkDelivery? {
            containerLink?.send(.closePanels)
        }

        /// The profile entry's action.
        @discardableResult
        func profileChosen() -> LinkDelivery? {
            containerLink?.send(.toggleProfile)
        }
    }
#endif
