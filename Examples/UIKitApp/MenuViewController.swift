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
        /// A heading and two entries, inside the panel's safe area: the part of it the user sees.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: .systemOrange, heading: "Menu",
                actions: [
                    UIAction(title: "Home") { [weak self] _ in self?.entryChosen() },
                    UIAction(title: "Profile") { [weak self] _ in self?.profileChosen() },
                ])
        }

        /// An entry's action.
        @discardableResult
        func entryChosen() -> RequestResult? {
            containerLink?.send(.closePanels)
        }

        /// The profile entry's action.
        @discardableResult
        func profileChosen() -> RequestResult? {
            containerLink?.send(.toggleProfile)
        }
    }
#endif
