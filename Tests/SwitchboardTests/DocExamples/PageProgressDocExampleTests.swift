// The `///` example of `ContainerObserver.container(_:didScroll:)`, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file).
import Switchboard
import Testing

final class Dots: ContainerObserver {
    var position = 0.0
    func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
        position = progress.position
    }
}

@Suite("Docs: page progress example")
@MainActor
struct PageProgressDocExampleTests {
    @Test("ContainerObserver: a page indicator follows a swipe and a page change")
    func dotsFollowTheScroll() throws {
        let paging = HeadlessPagingContainerViewController(
            pages: ["red", "green", "blue"].map { [.instance(ChildID($0), HeadlessViewController(title: $0))] })
        let window = HeadlessWindow()
        window.rootViewController = paging
        let dots = Dots()
        paging.observers.add(dots)
        #expect(try paging.beginInteractiveScroll(to: 1))
        paging.updateInteractiveChange(0.25)
        #expect(dots.position == 0.25)
        paging.finishInteractiveChange()
        #expect(dots.position == 1)
        try paging.showPage(0)
        #expect(dots.position == 0)
    }
}
