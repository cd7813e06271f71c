import ListDetailExample
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The list–detail feed on UIKit: the very `FeedMachine` the headless example runs, on the UIKit
    /// host (`ContainerViewController`), with a list of buttons and a detail built on demand.
    @MainActor
    enum ListDetailScreen {
        /// A feed over `items` whose details slide in over each other.
        ///
        /// - Parameters:
        ///   - list: The list child.
        ///   - items: The items.
        /// - Returns: The container.
        /// - Throws: A `ContainerRejection` for a bad configuration.
        static func make(
            list: ItemListViewController, items: [Int]
        ) -> ContainerViewController<FeedMachine> {
            ContainerViewController(
                machine: FeedMachine(items: items, animation: .crossDissolve(duration: 0.3)),
                children: [.instance("list", list)],
                makeChild: { id, _ in ItemDetailViewController(item: FeedMachine.item(of: id) ?? 0) }, title: "feed")
        }
    }
#endif
