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
        /// The "next card" button's action: `containerLink` walks up `parent` to the nearest
        /// container that handles `swapNext`, and `send` returns that container's answer.
        @discardableResult
        func nextCardTapped() -> RequestResult? {
            containerLink?.send(.swapNext)
        }

        /// The card's colour, its name and the "next card" button.
        override func viewDidLoad() {
            super.viewDidLoad()
            ScreenContent.fill(
                view, colour: title == "green" ? .systemGreen : .systemBlue, heading: "Card: \(title ?? "")",
                actions: [UIAction(title: "Next card") { [weak self] _ in self?.nextCardTapped() }])
        }

        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
