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
        func closeTapped() -> RequestResult? {
            containerLink?.send(.closePanels)
        }

        /// A heading and the close button, inside the panel's safe area: the part of it the user sees.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: .systemPurple, heading: "Profile",
                actions: [UIAction(title: "Close") { [weak self] _ in self?.closeTapped() }])
        }
    }
#endif
