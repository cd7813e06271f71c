// The page-source example of the DocC `Containers` article, verbatim
// (Scripts/check-doc-snippets.py checks that it appears in a compiled file).
import Switchboard
import Testing

@Suite("Docs: a pager over a page source")
@MainActor
struct PageSourceDocExampleTests {
    @Test("Containers article: a headless pager over 10,000 pages builds page 5,000 and its neighbours, with links")
    func headlessPageSource() throws {
        let feed = HeadlessPagingContainerViewController(pageCount: 10_000, initialPage: 5_000) {
            index, link in FeedPageController(item: index, link: link)
        }
        let window = HeadlessWindow(trace: nil)
        window.rootViewController = feed
        let items = feed.children.compactMap { ($0 as? FeedPageController)?.item }.sorted()
        #expect(feed.currentPage == 5_000 && items == [4_999, 5_000, 5_001])
        let shown = try #require(feed.children.lazy.compactMap { $0 as? FeedPageController }.first { $0.item == 5_000 })
        let coordinator = Coordinator(strategy: .delegate, handler: feed)
        withExtendedLifetime(coordinator) { _ = shown.link.send(.showPage(5_001)) }
        #expect(feed.currentPage == 5_001, "each page is handed its pager's link")
    }
}

/// A feed page built by a page source for its item, around the link its pager hands it.
final class FeedPageController: HeadlessViewController {
    let item: Int
    let link: ContainerLink<ContainerRequest>

    init(item: Int, link: ContainerLink<ContainerRequest>) {
        self.item = item
        self.link = link
        super.init(title: "item \(item)", trace: nil)
    }
}
