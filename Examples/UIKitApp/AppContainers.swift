import ListDetailExample
import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The app's containers: a slide menu whose main child is a pager whose second page is a swap
    /// slot and whose last page is the app's own list–detail container, each connected with the
    /// strategy ``AppStrategy`` gives it (at launch: weak delegates, a message bus, shared
    /// settings). The pager takes its pages from a source: a page is built when it comes next to
    /// the page shown and let go when it leaves. Children never hold their container: each finds
    /// its link by walking up `parent`.
    @MainActor
    final class AppContainers {
        /// The window's root: main child, menu and profile.
        let slideMenu: SlideMenuContainerViewController
        /// The slide menu's main child: a feed, the swap slot, stories, then the items.
        let pager: PagingContainerViewController
        /// The pager's source: what it has built.
        let pages: AppPages
        /// The pager's second page while it is built: two cards that swap in place.
        var swapSlot: SwapContainerViewController? { pages.swapSlot }
        /// The pager's last page while it is built: a list whose items open a detail over it.
        var items: ContainerViewController<FeedMachine>? { pages.items }
        /// The strategy each container is connected with.
        let strategy: AppStrategy
        /// The channel of every container on the message bus.
        let bus: MessageBus
        /// The swap slot's state on the shared-settings strategy: its shown card.
        let settings: SharedSettings<PanelSettings>
        /// The slide menu's state on the shared-settings strategy: its open panel.
        let drawerSettings = SharedSettings(PanelSettings())
        /// The pager's state on the shared-settings strategy: its page.
        let pagerSettings = SharedSettings(PanelSettings())
        /// The items page's state on the shared-settings strategy: its detail.
        let itemsSettings = SharedSettings(FeedState())
        /// The settings the app keeps between launches: the page it opens on, which the profile
        /// panel shows and changes.
        let saved: SharedSettings<PanelSettings>
        /// The pager's page indicator, following its scroll progress once the window shows it.
        let pageIndicator = PageIndicator(pageCount: AppPages.count)

        /// Builds the tree and connects each container to its strategy.
        ///
        /// The configuration is spelled out in code, so the containers' literal initializers take
        /// it with no `try`: a mistake in it (an empty or duplicated child list) stops the app at
        /// launch with the container and the bad value, never a blank window. `ExampleAppTests`
        /// builds it on every CI run.
        ///
        /// - Parameters:
        ///   - strategy: The strategy each container is connected with.
        ///   - saved: The settings kept between launches (the scene's, on its settings file); the
        ///     pager opens on their page.
        ///   - log: The UI tests' log (``UITestLog``), which the stories tell their appearance
        ///     callbacks; `nil` (outside UI tests) for none.
        ///   - switchStrategy: What the menu's strategy button calls with the next strategy: the
        ///     scene rebuilds the app with it. The tree holds it, so it must not hold the tree.
        init(
            strategy: AppStrategy = .mixed, saved: SharedSettings<PanelSettings> = SharedSettings(PanelSettings()),
            log: UITestLog? = nil, switchStrategy: @escaping @MainActor (AppStrategy) -> Void = { _ in }
        ) {
            self.strategy = strategy
            self.saved = saved
            let bus = MessageBus(label: "app")
            let settings = SharedSettings(PanelSettings())
            (self.bus, self.settings) = (bus, settings)
            // The swap slot's source connects each slot it builds: it holds the channel, not self.
            let cards = strategy.cards.coordination(bus: bus, settings: settings)
            let items = strategy.pager.coordination(bus: bus, settings: itemsSettings)
            let pages = AppPages(cards: cards, items: items, log: log)
            self.pages = pages
            // A page out of range (a file edited by hand, an older app with more pages) opens the feed.
            let start = (0..<AppPages.count).contains(saved.value.page) ? saved.value.page : 0
            (pager, slideMenu) = Self.makeTree(
                pages: pages, start: start,
                menu: { MenuViewController(strategy: strategy, switchStrategy: switchStrategy) },
                profile: { ProfileViewController(saved: saved) })
            // Each container keeps the coordinator it connects; the children's links reach it.
            // The swap slot connects its own each time the source builds it.
            slideMenu.connect(strategy.drawer.coordination(bus: bus, settings: drawerSettings))
            pager.connect(strategy.pager.coordination(bus: bus, settings: pagerSettings))
        }

        private static func makeTree(
            pages: AppPages, start: Int, menu: @escaping @MainActor () -> UIViewController,
            profile: @escaping @MainActor () -> UIViewController
        ) -> (PagingContainerViewController, SlideMenuContainerViewController) {
            let pager = PagingContainerViewController(
                pageCount: AppPages.count, initialPage: start, title: "pager"
            ) { index, _ in
                pages.makePage(index)
            }
            let slideMenu = SlideMenuContainerViewController(
                main: .instance("main", pager), menu: .factory("menu", menu),
                profile: .factory("profile", profile), title: "slide menu")
            return (pager, slideMenu)
        }
    }

    /// The pager's source: the feed, the swap slot, stories, then the items, each built when the
    /// pager asks.
    @MainActor
    final class AppPages {
        /// How many pages the pager has.
        static let count = 7
        /// The last page: the app's own list–detail container.
        static let itemsPage = count - 1
        /// The index of every page built, in build order (a page built again is listed again).
        private(set) var built: [Int] = []
        /// The swap slot, while the pager holds it: the pager lets it go with its page.
        private(set) weak var swapSlot: SwapContainerViewController?
        /// The items' container, while the pager holds it.
        private(set) weak var items: ContainerViewController<FeedMachine>?
        /// The strategy each swap slot built is connected with.
        private let cards: CoordinationStrategy<ContainerRequest>
        /// The strategy each items container built is connected with.
        private let itemsStrategy: CoordinationStrategy<FeedRequest>

        /// The UI tests' log the stories tell their appearance callbacks, if any.
        private weak var log: UITestLog?

        init(
            cards: CoordinationStrategy<ContainerRequest>, items: CoordinationStrategy<FeedRequest>,
            log: UITestLog? = nil
        ) {
            self.cards = cards
            itemsStrategy = items
            self.log = log
        }

        /// Builds page `index`: a new controller each time, as the pager requires.
        func makePage(_ index: Int) -> UIViewController {
            built.append(index)
            switch index {
            case 0: return FeedViewController()
            case 1: return makeSwapSlot()
            case Self.itemsPage: return makeItems()
            default:
                let story = StoryViewController(number: index - 1)
                if let log {
                    let name = story.title ?? ""
                    story.onAppearance = { [weak log] call in log?.record("\(name) \(call)") }
                }
                return story
            }
        }

        /// The app's own container: a list of three items whose buttons open a detail over it,
        /// connected with the items' strategy; the list holds the link the coordinator gives it.
        private func makeItems() -> ContainerViewController<FeedMachine> {
            let list = ItemListViewController(items: [1, 2, 3])
            let items = ListDetailScreen.make(list: list, items: list.items)
            list.link = items.connect(itemsStrategy).link(for: "list")
            self.items = items
            return items
        }

        /// Two cards that swap in place, connected with the app's strategy for them.
        private func makeSwapSlot() -> SwapContainerViewController {
            let swapSlot = SwapContainerViewController(
                [
                    .factory("green") { CardViewController(title: "green") },
                    .factory("blue") { CardViewController(title: "blue") },
                ],
                animation: .crossDissolve(duration: 0.3), title: "swap slot")
            swapSlot.connect(cards)
            self.swapSlot = swapSlot
            return swapSlot
        }
    }
#endif
