// The examples of "Finding the link from inside a child" (CoordinationStrategies.md) and of the
// `containerLink(named:)` and `linkName` documentation, verbatim: ClientCheck compiles this folder
// as an app would, so they use public API only.
import Switchboard
import Testing

@Suite("Docs: a found link routes each request to the container that accepts it")
@MainActor
struct RoutingDocExampleTests {
    @Test("From a page of a pager inside a drawer: the drawer toggles, the pager scrolls and refuses")
    func pageInPagerInDrawer() {
        let page = HeadlessViewController(title: "page")
        let pager = HeadlessPagingContainerViewController(
            pages: [[.instance("page", page)], [.instance("next", HeadlessViewController(title: "next"))]],
            pageAnimation: .none)
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("main", pager), menu: .instance("menu", HeadlessViewController(title: "menu")),
            animation: .none)
        let window = HeadlessWindow()
        window.rootViewController = drawer
        let coordinators = [drawer.connect(.delegate), pager.connect(.delegate)]

        page.containerLink?.send(.toggleMenu)  // the drawer opens its menu
        page.containerLink?.send(.showPage(1))  // the pager scrolls
        page.containerLink?.send(.showPage(9))  // the pager's own rejection: page out of range

        #expect(drawer.openPanel == .menu)
        #expect(pager.currentPage == 1)
        #expect(pager.lastRejection == .pageOutOfRange(9, pageCount: 2))
        withExtendedLifetime((window, coordinators)) {}
    }

    @Test("A list page reaches the detail slot beside it by the slot's name")
    func detailSlotByName() {
        let listPage = HeadlessViewController(title: "list")
        let detailSlot = HeadlessSwapContainerViewController([
            .instance("summary", HeadlessViewController(title: "summary")),
            .instance("article", HeadlessViewController(title: "article")),
        ])
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("list", listPage), menu: .instance("detail", detailSlot), animation: .none)
        let window = HeadlessWindow()
        window.rootViewController = drawer
        let coordinator = detailSlot.connect(.delegate)

        detailSlot.linkName = "detail"
        listPage.containerLink(named: "detail")?.send(.swap(to: "article"))

        #expect(detailSlot.current == "article")
        withExtendedLifetime((window, coordinator)) {}
    }

    @Test("README: a list page in a split inside a pager inside a drawer reaches each container")
    func readmeComposition() {
        let window = HeadlessWindow()
        let listPage = HeadlessViewController(title: "list")
        let detailSlot = HeadlessSwapContainerViewController([
            .instance("summary", HeadlessViewController(title: "summary")),
            .instance("article", HeadlessViewController(title: "article")),
        ])
        detailSlot.linkName = "detail"
        let split = HeadlessContainerViewController(
            machine: StackContainer(sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 8),
            children: [.instance("list", listPage), .instance("detail", detailSlot)])
        let pager = HeadlessPagingContainerViewController(pages: [
            [.instance("split", split)], [.instance("settings", HeadlessViewController(title: "settings"))],
        ])
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("main", pager), menu: .instance("menu", HeadlessViewController(title: "menu")))
        window.rootViewController = drawer
        let coordinators = [drawer.connect(.delegate), pager.connect(.delegate), detailSlot.connect(.delegate)]

        print(listPage.containerLink(named: "detail")?.send(.swap(to: "article")) ?? .unlinked)  // applied: beside it
        print(listPage.containerLink?.send(.toggleMenu) ?? .unlinked)  // applied: the drawer, past split and pager
        print(listPage.containerLink?.send(.showPage(1)) ?? .unlinked)  // applied: the pager scrolls

        #expect(detailSlot.current == "article")
        #expect(drawer.openPanel == .menu)
        #expect(pager.currentPage == 1)
        #expect(pager.link(for: "split").send(.toggleMenu).rejection != nil)
        withExtendedLifetime(coordinators) {}
    }
}
