import ListDetailExample
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The feed's list: one button per item; a tap asks the feed for the item's detail.
    final class ItemListViewController: UIViewController {
        /// The items, one button each.
        let items: [Int]
        /// The link to the feed; set by whoever connects it.
        var link = ContainerLink<FeedRequest>.unlinked
        /// Each item's button, once the view is loaded.
        private(set) var buttons: [Int: UIButton] = [:]

        /// Creates the list of `items`.
        ///
        /// - Parameter items: The items.
        init(items: [Int]) {
            self.items = items
            super.init(nibName: nil, bundle: nil)
            title = "list"
        }

        /// Not supported: the list is built in code.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the list in code")
        required init?(coder: NSCoder) {
            return nil
        }

        /// One button per item, in a column on the safe area and the readable width.
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            for item in items {
                buttons[item] = ScreenContent.button(
                    UIAction(title: "item \(item)") { [weak self] _ in self?.itemTapped(item) })
            }
            ScreenContent.stack(items.compactMap { buttons[$0] }, in: view)
        }

        /// A button's action: ask the feed for the detail of `item`.
        ///
        /// - Parameter item: The item tapped.
        /// - Returns: What the feed did.
        @discardableResult
        func itemTapped(_ item: Int) -> RequestResult {
            link.send(.showDetail(id: item))
        }
    }
#endif
