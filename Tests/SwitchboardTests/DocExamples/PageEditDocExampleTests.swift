// The page-edit examples of the DocC `Containers` article and of `PageEdit`, verbatim
// (Scripts/check-doc-snippets.py checks that they appear in a compiled file).
import Switchboard
import Testing

@Suite("Docs: page edits at run time")
@MainActor
struct PageEditDocExampleTests {
    private static func openFeed() -> (HeadlessPagingContainerViewController, HeadlessWindow) {
        let feed = HeadlessPagingContainerViewController(pageCount: 10, initialPage: 5) {
            index, link in FeedPageController(item: index, link: link)
        }
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        return (feed, window)
    }

    private static func shownItem(_ feed: HeadlessPagingContainerViewController) -> Int? {
        (feed.controller(for: feed.machine.shownChild(onPage: feed.currentPage)) as? FeedPageController)?.item
    }

    @Test("Containers article: insert before the page shown, remove it, reload the next one")
    func articleEdits() throws {
        let (feed, window) = Self.openFeed()
        let log = AnnouncementLog()
        feed.observers.add(log)
        try feed.insertPages(at: 0, count: 2)  // page 5 is now page 7, still shown
        try feed.removePage(at: feed.currentPage)  // the next page is shown
        try feed.reloadPage(at: feed.currentPage)  // a fresh build swaps in
        #expect(feed.currentPage == 7 && feed.pageCount == 11)
        // The next page, built again by the reload, is handed its index now: 7.
        #expect(Self.shownItem(feed) == 7)
        #expect(
            log.announcements.filter { if case .didEditPages = $0 { true } else { false } } == [
                .didEditPages(.insert(at: 0, count: 2)), .didEditPages(.remove(7..<8)), .didEditPages(.reload(7)),
            ])
        withExtendedLifetime(window) {}
    }

    @Test("PageEdit: a page sends edits through its link")
    func linkEdits() throws {
        let (feed, window) = Self.openFeed()
        let coordinator = Coordinator(strategy: .delegate, handler: feed)
        let child = try #require(feed.controller(for: feed.machine.shownChild(onPage: 5)) as? FeedPageController)
        withExtendedLifetime(coordinator) {
            child.link.send(.editPages(.insert(at: 0, count: 2)))  // two new pages in front
            child.link.send(.editPages(.remove(3..<5)))  // pages 3 and 4 go
            child.link.send(.editPages(.reload(1)))  // page 1 is built again
        }
        #expect(feed.pageCount == 10 && feed.currentPage == 5 && Self.shownItem(feed) == 5)
        withExtendedLifetime(window) {}
    }

    @Test("UnrecordableRequest: the shared-settings strategy refuses a page's edit, typed")
    func settingsRefuseEdits() throws {
        let (feed, window) = Self.openFeed()
        let settings = SharedSettings(PanelSettings(page: 5))
        let coordinator = Coordinator(strategy: .sharedSettings(settings), handler: feed)
        let link = coordinator.link(for: feed.machine.shownChild(onPage: 5))
        let delivery = link.send(.editPages(.insert(at: 0, count: 2)))  // bound to PanelSettings
        let refused = delivery.rejection(as: UnrecordableRequest<ContainerRequest>.self)?.request  // the edit
        #expect(refused == .editPages(.insert(at: 0, count: 2)))
        #expect(feed.pageCount == 10 && settings.value == PanelSettings(page: 5))
        withExtendedLifetime(window) {}
    }
}
