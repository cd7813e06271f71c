import Foundation
import Switchboard
import Testing

/// The paging host as UIKit's pagers behave: only the page on screen appears, a swipe is an
/// interactive change the user can cancel, and the host says where it is.
@MainActor
@Suite("PagingContainer: visible-page appearance, interactive swipes, position")
struct PagingInteractionTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()
    let red = ProbeViewController(title: "red")
    let green = ProbeViewController(title: "green")
    let blue = ProbeViewController(title: "blue")

    private func makePaging(
        _ mode: PagingContainer.AppearanceMode = .visiblePage
    ) -> HeadlessPagingContainerViewController {
        HeadlessPagingContainerViewController(
            pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
            initialPage: 1, pageAnimation: .slide(duration: 0.3), swapAnimation: .slide(duration: 0.3),
            appearanceMode: mode, title: "paging", trace: trace)
    }

    @Test("A swipe cancelled half-way reverses the appearance it began: the pages end as they were")
    func cancelledSwipe() throws {
        let paging = makePaging()
        let window = HeadlessWindow(trace: trace, animator: animator)
        window.rootViewController = paging  // the whole trace is kept for the contract check
        defer { withExtendedLifetime(window) {} }
        let log = AnnouncementLog()
        paging.observers.add(log)
        let mark = trace.events.count
        let reported = try recordingViolations { () throws in
            #expect(try paging.beginInteractiveScroll(to: 0))
            #expect(paging.isChangingInteractively)
            #expect(green.appearanceState == .disappearing && red.appearanceState == .appearing)
            paging.updateInteractiveChange(0.5)
            #expect(paging.contentOffset == CGPoint(x: 160, y: 0), "half-way between page 1 and page 0")
            #expect(try paging.showPage(1) == .queued(position: 0), "requests wait for the finger")
            paging.cancelInteractiveChange()
            animator.finishAll()
        }.1
        #expect(reported.isEmpty)
        #expect(green.appearanceState == .appeared && red.appearanceState == .disappeared)
        let swipe = trace.events[mark...]
        #expect(
            swipe.filter { $0.subject == "green" && $0.action.hasPrefix("view") } == [
                .viewWillDisappear("green", animated: true), .viewWillAppear("green", animated: true),
                .viewIsAppearing("green", animated: true), .viewDidAppear("green", animated: true),
            ])
        #expect(
            swipe.filter { $0.subject == "red" && $0.action.hasPrefix("view") } == [
                .viewWillAppear("red", animated: true), .viewIsAppearing("red", animated: true),
                .viewWillDisappear("red", animated: true), .viewDidDisappear("red", animated: true),
            ])
        #expect(paging.currentPage == 1 && paging.visiblePage == 1)
        #expect(originsX(paging, ["red", "green"]) == [-320, 0])
        #expect(log.announcements == [.willShowPage(from: 1, to: 0), .cancelled(.showPage(0))])
        #expect(paging.requestTally.cancelled == 1)
        #expect(!paging.isTransitioning && !paging.isChangingInteractively)
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
    }

    @Test("A swipe carried through shows the page: appearance ends, did is announced")
    func finishedSwipe() throws {
        let paging = makePaging()
        let window = onScreen(paging, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        let log = AnnouncementLog()
        paging.observers.add(log)
        #expect(try paging.beginInteractiveScroll(to: 0))
        paging.updateInteractiveChange(0.8)
        #expect(paging.visiblePage == 0, "the page under the finger")
        #expect(paging.currentPage == 0)
        paging.finishInteractiveChange()
        animator.finishAll()
        #expect(red.appearanceState == .appeared && green.appearanceState == .disappeared)
        #expect(originsX(paging, ["red", "green"]) == [0, 320])
        #expect(log.announcements == [.willShowPage(from: 1, to: 0), .didShowPage(from: 1, to: 0)])
        #expect(paging.contentOffset == CGPoint(x: 0, y: 0))
        #expect(try !paging.beginInteractiveScroll(to: 0), "already there")
        #expect(throws: ContainerRejection.pageOutOfRange(5, pageCount: 2)) { try paging.beginInteractiveScroll(to: 5) }
    }

    @Test("Leaving the window mid-swipe cancels the swipe at once: both pages end disappeared, nothing waits")
    func swipeFollowsTheWindow() throws {
        let paging = makePaging()
        let log = AnnouncementLog()
        paging.observers.add(log)
        let window = onScreen(paging, trace: trace, animator: animator)
        #expect(try paging.beginInteractiveScroll(to: 0))
        paging.updateInteractiveChange(0.4)
        window.rootViewController = nil
        #expect(!paging.isChangingInteractively && !paging.isTransitioning, "no animation to wait for")
        #expect(red.appearanceState == .disappeared && green.appearanceState == .disappeared)
        #expect(paging.currentPage == 1 && log.announcements.last == .cancelled(.showPage(0)))
        paging.cancelInteractiveChange()
        #expect(log.announcements.filter { $0 == .cancelled(.showPage(0)) }.count == 1, "a later cancel is a no-op")
        window.rootViewController = paging
        #expect(green.appearanceState == .appeared && red.appearanceState == .disappeared)
    }

    @Test("Scrolling makes only the page arriving on screen appear; the one leaving disappears")
    func scrollAppearance() throws {
        let paging = makePaging()
        let window = onScreen(paging, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        try paging.showPage(0)
        #expect(red.appearanceState == .appearing && green.appearanceState == .disappearing)
        animator.finishAll()
        #expect(red.appearanceState == .appeared && green.appearanceState == .disappeared)
        paging.handle(.swap(to: "blue"), from: nil)
        animator.finishAll()
        #expect(blue.appearanceState == .disappeared, "swapped in on a page off screen: no appearance")
        try paging.showPage(1)
        animator.finishAll()
        #expect(blue.appearanceState == .appeared && red.appearanceState == .disappeared)
    }

    @Test("With every page appearing, pages appear with the container and the swap uses transition(from:to:)")
    func allPagesMode() throws {
        let paging = makePaging(.allPages)
        #expect(paging.shouldAutomaticallyForwardAppearanceMethods)
        let window = onScreen(paging, trace: trace, animator: animator)
        defer { withExtendedLifetime(window) {} }
        #expect(red.appearanceState == .appeared && green.appearanceState == .appeared)
        paging.handle(.swap(to: "blue"), from: nil)
        #expect(trace.events.contains(.transitionBegan(from: "green", to: "blue", container: "paging")))
        animator.finishAll()
        #expect(blue.appearanceState == .appeared)
    }
}
