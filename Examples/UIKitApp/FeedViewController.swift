import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The pager's first page; its buttons open the menu or the profile and page to the cards.
    final class FeedViewController: UIViewController {
        /// A heading and three buttons: open the menu, show the cards, open the profile.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: .systemTeal, heading: "Feed — swipe from an edge, or:",
                actions: [
                    UIAction(title: "Open menu") { [weak self] _ in self?.menuTapped() },
                    UIAction(title: "Show cards") { [weak self] _ in self?.cardsTapped() },
                    UIAction(title: "Open profile") { [weak self] _ in self?.profileTapped() },
                ])
        }

        /// The menu button's action: the slide menu is two containers up, past the pager.
        @discardableResult
        func menuTapped() -> RequestResult? {
            containerLink(from: SlideMenuContainerViewController.self)?.send(.toggleMenu)
        }

        /// The profile button's action: the slide menu's other panel.
        @discardableResult
        func profileTapped() -> RequestResult? {
            containerLink(from: SlideMenuContainerViewController.self)?.send(.toggleProfile)
        }

        /// The "cards" button's action: the pager is the nearest container.
        @discardableResult
        func cardsTapped() -> RequestResult? {
            containerLink?.send(.showPage(1))
        }
    }
#endif
