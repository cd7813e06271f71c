import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The app's containers, each on its own coordination strategy: a slide menu (weak delegates)
    /// whose main child is a pager (a message bus) whose second page is a swap slot (shared
    /// settings). Children never hold their container: each finds its link by walking up `parent`.
    @MainActor
    final class AppContainers {
        /// The window's root: main child, menu and profile.
        let slideMenu: SlideMenuContainerViewController
        /// The slide menu's main child: a feed and the swap slot.
        let pager: PagingContainerViewController
        /// The pager's second page: two cards that swap in place.
        let swapSlot: SwapContainerViewController
        /// The pager's channel.
        let bus = MessageBus(label: "pager")
        /// The swap slot's channel: its shown card is part of the app's settings.
        let settings = SharedSettings(PanelSettings())
        /// The pager's page indicator, following its scroll progress once the window shows it.
        let pageIndicator = PageIndicator(pageCount: 2)

        /// Builds the tree and connects each container to its strategy.
        ///
        /// The configuration is fixed in code, so it cannot fail at run time: a mistake in it (an
        /// empty or duplicated child list) is a programming error that stops the app at launch with
        /// the rejection, never a blank window. `ExampleAppTests` builds it on every CI run.
        init() {
            do {
                (swapSlot, pager, slideMenu) = try Self.makeTree()
            } catch {
                preconditionFailure("The app's fixed container configuration is inconsistent: \(error)")
            }
            // Each container keeps the coordinator it connects; the children's links reach it.
            slideMenu.connect(.delegate)
            pager.connect(.bus(bus))
            swapSlot.connect(.sharedSettings(settings))
        }

        private static func makeTree() throws(ContainerRejection) -> (
            SwapContainerViewController, PagingContainerViewController, SlideMenuContainerViewController
        ) {
            let swapSlot = try SwapContainerViewController(
                [
                    .factory("green") { CardViewController(title: "green") },
                    .factory("blue") { CardViewController(title: "blue") },
                ],
                animation: .crossDissolve(duration: 0.3), title: "swap slot")
            let pager = try PagingContainerViewController(
                pages: [[.instance("feed", FeedViewController())], [.instance("cards", swapSlot)]], title: "pager")
            let slideMenu = try SlideMenuContainerViewController(
                main: .instance("main", pager), menu: .factory("menu") { MenuViewController() },
                profile: .factory("profile") { ProfileViewController() }, title: "slide menu")
            return (swapSlot, pager, slideMenu)
        }
    }
#endif
