import ListDetailExample
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The detail of one item, built by the feed when its machine first names it; its close button
    /// finds the feed by walking up `parent`.
    final class ItemDetailViewController: UIViewController {
        /// The item shown.
        let item: Int
        /// Closes the detail.
        private(set) lazy var closeButton = ScreenContent.button(
            UIAction(title: "close") { [weak self] _ in self?.closeTapped() })

        /// Creates the detail of `item`.
        ///
        /// - Parameter item: The item.
        init(item: Int) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
            title = "detail-\(item)"
        }

        /// Not supported: the detail is built in code.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the detail in code")
        required init?(coder: NSCoder) {
            return nil
        }

        /// Fills the screen: a background, so the list does not show through, the item's heading
        /// and the close button, in a column on the safe area and the readable width.
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            ScreenContent.stack([ScreenContent.label("Item \(item)"), closeButton], in: view)
        }

        /// The close button's action.
        ///
        /// - Returns: What the feed did, or `nil` when the detail is in no feed.
        @discardableResult
        func closeTapped() -> RequestResult? {
            containerLink(for: FeedRequest.self)?.send(.dismissDetail)
        }
    }
#endif
