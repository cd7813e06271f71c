import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's left panel; choosing an entry closes it, the profile entry opens the
    /// profile, and the strategy button runs the app on the next strategy.
    final class MenuViewController: UIViewController {
        /// The strategy the app's containers run on, shown under the heading.
        let strategy: AppStrategy
        /// Rebuilds the app on a strategy: the scene's, which replaces the tree this menu is in.
        private let switchStrategy: @MainActor (AppStrategy) -> Void

        /// A menu for an app running on `strategy`, whose strategy button calls `switchStrategy`
        /// (by default nothing: a menu outside a scene has no tree to rebuild).
        init(
            strategy: AppStrategy = .mixed, switchStrategy: @escaping @MainActor (AppStrategy) -> Void = { _ in }
        ) {
            self.strategy = strategy
            self.switchStrategy = switchStrategy
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }

        /// A heading, the strategy in effect and three entries, inside the panel's safe area: the
        /// part of it the user sees.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: .systemOrange, heading: "Menu", lines: ["Running \(strategy.title)"],
                actions: [
                    UIAction(title: "Home") { [weak self] _ in self?.entryChosen() },
                    UIAction(title: "Profile") { [weak self] _ in self?.profileChosen() },
                    UIAction(title: "Run \(strategy.next.title)") { [weak self] _ in self?.nextStrategyChosen() },
                ])
        }

        /// The strategy button's action: the scene rebuilds the app's tree on the next strategy and
        /// lets this one go. It sends no request: the containers it replaces may be animating
        /// (this panel sliding in), and a request would only queue behind that in a tree on its way out.
        func nextStrategyChosen() {
            switchStrategy(strategy.next)
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
