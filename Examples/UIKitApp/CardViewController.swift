import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A card in the swap slot; its button shows the other card.
    final class CardViewController: UIViewController {
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }

        /// The "next card" button's action.
        @discardableResult
        func nextCardTapped() -> LinkDelivery? {
            containerLink?.send(.swapNext)
        }
    }
#endif
