import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The pager's first page; its buttons open the menu and page to the cards.
    final class FeedViewController: UIViewController {
        /// The menu button's action: the slide menu is two containers up, past the pager.
        @discardableResult
        func menuTapped() -> LinkDelivery? {
            containerLink(from: SlideMenuContainerViewController.self)?.send(.toggleMenu)
        }

        /// The "cards" button's action: the pager is the nearest container.
        @discardableResult
        func cardsTapped() -> LinkDelivery? {
            containerLink?.send(.showPage(1))
        }
    }
#endif
