import Foundation
import Switchboard
import Testing

@MainActor
@Suite("PagingContainer: pages side by side with a swapping slot (seed 000)")
struct PagingContainerTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()

    private func makeSeed000(initialPage: Int = 1) -> HeadlessPagingContainerViewController {
        HeadlessPagingContainerViewController(
            pages: [
                [.instance("red", ProbeViewController(title: "red"))],
                [
                    .instance("green", ProbeViewController(title: "green")),
                    .instance("blue", ProbeViewController(title: "blue")),
                ],
            ],
            initialPage: initialPage, pageAnimation: .slide(duration: 0.3), title: "paging", trace: trace)
    }

    @Test("Seed 000: the initial page is honoured although the width is zero when it is chosen")
    func initialPageBeforeLayout() throws {
        let paging = makeSeed000()
        paging.loadViewIfNeeded()
        #expect(paging.view.frame.width == 0, "the seed's situation: no width yet")
        let window = HeadlessWindow(trace: trace)
        let ((), violations) = recordingViolations { window.rootViewController = paging }
        #expect(violations.isEmpty)
        #expect(originsX(paging, ["red", "green"]) == [-320, 0])
        #expect(paging.controller(for: "green")?.view.frame == window.bounds)
        #expect(paging.children.map(\.debugName) == ["red", "green"])
        #expect(paging.controller(for: "green")?.appearanceState == .appeared, "the page on screen appears")
        #expect(paging.controller(for: "red")?.appearanceState == .disappeared, "the page off to the side does not")
        #expect(paging.visiblePage == 1 && paging.contentOffset == CGPoint(x: 320, y: 0))
        #expect(paging.controller(for: "blue") == nil)
    }

    @Test("Seed 000: \"Swap Me!\" swaps green and blue in place over any strategy's sender")
    func swapMe() throws {
        let paging = makeSeed000()
        let window = onScreen(paging, trace: trace)
        let ((), violations) = recordingViolations {
            paging.handle(.swapNext, from: "green")
        }
        #expect(violations.isEmpty)
        #expect(paging.machine.shownChildren == ["red", "blue"])
        #expect(paging.controller(for: "blue")?.view.frame == window.bounds)
        #expect(paging.children.map(\.debugName) == ["red", "blue"])
        #expect(paging.controller(for: "green")?.parent == nil)
        #expect(
            !trace.events.contains(.transitionBegan(from: "green", to: "blue", container: "paging")),
            "a pager that forwards appearance by hand may not call transition(from:to:), so it swaps itself")
        #expect(paging.controller(for: "blue")?.appearanceState == .appeared)
        #expect(paging.controller(for: "green")?.appearanceState == .disappeared)
        paging.handle(.swapNext, from: "blue")
        #expect(paging.machine.shownChildren == ["red", "green"])
        #expect(paging.auditContainment().isEmpty)
        #expect(trace.violations.isEmpty)
    }

    @Test("showPage scrolls with will/did announcements; the announcement comes after the animation")
    func showPageAnimated() throws {
        let paging = makeSeed000()
        let window = onScreen(paging, trace: trace, animator: animator)
        let log = AnnouncementLog()
        paging.observers.add(log)
        #expect(try paging.showPage(0) == .applied)
        #expect(log.announcements == [.willShowPage(from: 1, to: 0)])
        #expect(try paging.showPage(1) == .queued(position: 0))
        animator.advance(by: 0.3)
        #expect(
            log.announcements.prefix(3) == [
                .willShowPage(from: 1, to: 0), .didShowPage(from: 1, to: 0), .willShowPage(from: 0, to: 1),
            ])
        animator.finishAll()
        #expect(paging.currentPage == 1)
        #expect(originsX(paging, ["red", "green"]) == [-320, 0])
        #expect(try paging.showPage(1) == .unchanged)
        #expect(trace.violations.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("Rotation keeps the current page aligned")
    func rotation() throws {
        let paging = makeSeed000(initialPage: 0)
        let window = onScreen(paging, trace: trace)
        try paging.showPage(1)
        window.frame.size = CGSize(width: 568, height: 320)
        #expect(originsX(paging, ["red", "green"]) == [-568, 0])
        #expect(paging.controller(for: "green")?.view.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
        paging.handle(.swap(to: "blue"), from: nil)
        #expect(paging.controller(for: "blue")?.view.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
    }

    @Test(
        "Out-of-range pages, unknown children and panel requests are rejected; nothing changes",
        arguments: [
            (ContainerRequest.showPage(2), ContainerRejection.pageOutOfRange(2, pageCount: 2)),
            (.showPage(-1), .pageOutOfRange(-1, pageCount: 2)),
            (.swap(to: "purple"), .unknownChild("purple", known: ["red", "green", "blue"])),
            (.toggleMenu, .unsupportedRequest(.toggleMenu, container: "PagingContainer")),
        ])
    func rejections(request: ContainerRequest, expected: ContainerRejection) throws {
        let paging = makeSeed000()
        let window = onScreen(paging, trace: trace)
        let before = HierarchySnapshot([paging] + paging.children)
        let frames = originsX(paging, ["red", "green"])
        #expect(throws: expected) { try paging.submit(request) }
        #expect(paging.lastRejection == expected)
        #expect(HierarchySnapshot([paging] + paging.children) == before)
        #expect(originsX(paging, ["red", "green"]) == frames)
        #expect(paging.currentPage == 1)
        #expect(trace.events.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("swapNext needs an unambiguous alternating page")
    func swapNextTargets() {
        let single = PagingContainer(pages: [["a"], ["b"]])
        #expect(single.rejection(for: .swapNext, from: nil) == .noAlternatingPage)
        let double = PagingContainer(pages: [["a", "b"], ["c", "d"]])
        #expect(double.rejection(for: .swapNext, from: nil) == .ambiguousAlternatingPage(candidates: [0, 1]))
        #expect(double.rejection(for: .swapNext, from: "d") == nil)
        var machine = double
        #expect(
            machine.plan(.swapNext, from: "c").contains(
                .transition(from: "c", to: "d", layout: .page(1), animation: .none)))
    }

    @Test("Configuration errors are typed")
    func configuration() {
        #expect(throws: ContainerRejection.pageOutOfRange(3, pageCount: 1)) {
            try PagingContainer(validatingPages: [["a"]], initialPage: 3)
        }
        #expect(throws: ContainerRejection.noChildren) { try PagingContainer(validatingPages: []) }
        #expect(throws: ContainerRejection.noChildren) { try PagingContainer(validatingPages: [[]]) }
        #expect(throws: ContainerRejection.duplicateChild("a")) {
            try PagingContainer(validatingPages: [["a"], ["b", "a"]])
        }
    }

    @Test("Pages and swapped-out alternates deallocate with the container")
    func lifetime() {
        let factory = ChildFactory()
        weak var weakPaging: HeadlessPagingContainerViewController?
        do {
            let paging = HeadlessPagingContainerViewController(
                pages: [[factory.child("red")], [factory.child("green"), factory.child("blue")]],
                retention: .releaseWhenHidden, trace: trace)
            weakPaging = paging
            let window = onScreen(paging, trace: trace)
            paging.handle(.swapNext, from: nil)
            #expect(factory.survivors.sorted() == ["blue", "red"])
            window.rootViewController = nil
        }
        #expect(weakPaging == nil)
        #expect(factory.survivors.isEmpty)
    }
}
