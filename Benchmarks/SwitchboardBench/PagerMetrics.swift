import AllocationCounter
import Switchboard

// Memory of a pager over a source: a headless pager over 10,000 pages with `.releaseWhenHidden`,
// opened at page 5,000 in a window whose animations finish at once, then swiped 100 times to the
// next page (an interactive change the finger takes past half-way). Reports the pages still alive (at most the page shown and its two neighbours) and the
// heap bytes in use (glibc mallinfo2) then, minus before the pager was built. The same run with
// `.keepAlive` is the count's negative control: it must see all 103 pages built.

@MainActor
enum PagerMetrics {
    static let pageCount = 10_000
    static let initialPage = 5_000
    static let pageChanges = 100

    /// What one run left alive: pages and heap bytes.
    struct Result {
        let livePages: Int
        let bytes: Double?
    }

    /// One run, shared by both metrics.
    private static var measured: Result?

    static func livePages() -> Double? {
        Double(result().livePages)
    }

    static func bytes() -> Double? {
        result().bytes
    }

    private static func result() -> Result {
        if let measured { return measured }
        let result = run(retention: .releaseWhenHidden)
        // Negative control: a pager that keeps every page must show up as more than 3 live pages,
        // or the count would pass whatever the pager keeps.
        let kept = run(retention: .keepAlive).livePages
        guard kept == pageChanges + 3 else {
            preconditionFailure("the live-page count missed pages kept alive: \(kept), not \(pageChanges + 3)")
        }
        measured = result
        return result
    }

    /// Builds the pager, opens it and swipes forward page by page; stops the run if a swipe did not land.
    private static func run(retention: AlternateRetention) -> Result {
        let counting = sb_allocation_counting_available() != 0
        let before = counting ? sb_heap_bytes_in_use() : 0
        let pages = PageTracker()
        let window = HeadlessWindow(trace: nil)
        do {
            let pager = HeadlessPagingContainerViewController(
                pageCount: pageCount, initialPage: initialPage, retention: retention, title: "bench",
                trace: nil
            ) { index, _ in pages.track(HeadlessViewController(title: "page \(index)", trace: nil)) }
            window.rootViewController = pager
            // Swipes, as a user pages through a feed: the finger drives each change past half-way.
            for page in initialPage + 1...initialPage + pageChanges {
                guard try pager.beginInteractiveScroll(to: page) else {
                    preconditionFailure("benchmark pager could not begin a swipe to page \(page)")
                }
                pager.updateInteractiveChange(0.6)
                pager.finishInteractiveChange()
                guard pager.currentPage == page else {
                    preconditionFailure("benchmark pager did not land on page \(page)")
                }
            }
        } catch {
            preconditionFailure("benchmark pager could not be paged: \(error)")
        }
        let after = counting ? sb_heap_bytes_in_use() : 0
        return withExtendedLifetime(window) {
            Result(livePages: pages.live, bytes: counting ? Double(after) - Double(before) : nil)
        }
    }
}

/// Every page built, held weakly: the ones still alive are the ones the pager keeps.
@MainActor
private final class PageTracker {
    private final class Entry {
        weak var page: HeadlessViewController?
        init(_ page: HeadlessViewController) { self.page = page }
    }

    private var entries: [Entry] = []

    func track(_ page: HeadlessViewController) -> HeadlessViewController {
        entries.append(Entry(page))
        return page
    }

    var live: Int { entries.count { $0.page != nil } }
}
