// The `///` example of `PageProgressObserver`, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file).
import Switchboard
import Testing

final class Dots: PageProgressObserver {
    var position = 0.0
    func pager(_ pager: AnyObject, didScroll progress: PageScrollProgress) {
        position = progress.position
    }
}

@Suite("Docs: page progress example")
@MainActor
struct PageProgressDocExampleTests {
    @Test("PageProgressObserver: a page indicator follows a swipe and a page change")
    func dotsFollowTheScroll() throws {
        let paging = HeadlessPagingContainerViewController(
            pages: ["red", "green", "blue"].map { [.instance(ChildID($0), HeadlessViewController(title: $0))] })
        let window = HeadlessWindow()
        window.rootViewController = paging
        let dots = Dots()
        paging.progressObservers.add(dots)
        #expect(try paging.beginInteractiveScroll(to: 1))
        paging.updateInteractiveChange(0.25)
        #expect(dots.position == 0.25)
        paging.finishInteractiveChange()
        #expect(dots.position == 1)
        try paging.showPage(0)
        #expect(dots.position == 0)
    }
}
