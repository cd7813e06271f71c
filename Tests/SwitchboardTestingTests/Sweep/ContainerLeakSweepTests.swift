import Switchboard
import SwitchboardTesting
import Testing

/// The kit applied to the package's containers: each one, driven over each strategy and then
/// released, leaves no controller, coordinator or subscription behind.
@MainActor
@Suite("Leak sweep: containers", .checksLeaks, .failsOnContainmentViolations)
struct ContainerLeakSweepTests {
    private func child(_ name: String) -> HeadlessViewController {
        trackForLeaks(HeadlessViewController(title: name), named: name)
    }

    @Test("a swap container and its alternates are released", arguments: SweepStrategy.allCases)
    func swapContainer(kind: SweepStrategy) {
        let window = HeadlessWindow()
        let swap = trackForLeaks(
            HeadlessSwapContainerViewController(
                [.instance("green", child("green")), .factory("blue") { self.child("blue") }],
                retention: .releaseWhenHidden))
        window.rootViewController = swap
        let coordinator = trackForLeaks(Coordinator(strategy: kind.make(), handler: swap))
        let link = coordinator.link(for: "green")
        link.send(.swapNext)
        link.send(.swapNext)
        link.send(.swap(to: "blue"))
        #expect(swap.current == "blue")
        window.rootViewController = nil
    }

    @Test("a paging container and its pages are released", arguments: SweepStrategy.allCases)
    func pagingContainer(kind: SweepStrategy) {
        let window = HeadlessWindow()
        let paging = trackForLeaks(
            HeadlessPagingContainerViewController(
                pages: [
                    [.instance("red", child("red"))],
                    [.instance("green", child("green")), .instance("blue", child("blue"))],
                ],
                initialPage: 1))
        window.rootViewController = paging
        let coordinator = trackForLeaks(Coordinator(strategy: kind.make(), handler: paging))
        let link = coordinator.link(for: "green")
        link.send(.swapNext)
        link.send(.showPage(0))
        #expect(paging.currentPage == 0)
        window.rootViewController = nil
    }

    @Test("a slide-menu container and its panels are released", arguments: SweepStrategy.allCases)
    func slideMenuContainer(kind: SweepStrategy) {
        let window = HeadlessWindow()
        let slide = trackForLeaks(
            HeadlessSlideMenuContainerViewController(
                main: .instance("main", child("main")), menu: .instance("menu", child("menu")),
                profile: .instance("profile", child("profile"))))
        window.rootViewController = slide
        let coordinator = trackForLeaks(Coordinator(strategy: kind.make(), handler: slide))
        let link = coordinator.link(for: "main")
        link.send(.toggleMenu)
        link.send(.toggleProfile)
        link.send(.closePanels)
        #expect(slide.openPanel == nil)
        window.rootViewController = nil
    }
}

@MainActor
@Suite("Leak sweep: containers, negative control")
struct ContainerLeakSweepNegativeControlTests {
    /// A child that keeps its container strongly: the cycle the seeds' weak delegates avoid.
    final class ClingingChild: HeadlessViewController {
        var container: HeadlessViewController?
    }

    @Test("a child holding its container strongly keeps both alive, and the sweep says so")
    func cycleIsReported() async throws {
        let cycle = ForgottenContainers()
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) { @MainActor in
            let clinging = trackForLeaks(ClingingChild(title: "clinging"))
            cycle.keep(clinging)
            let swap = trackForLeaks(HeadlessSwapContainerViewController([.instance("clinging", clinging)]))
            clinging.container = swap
        }
        let reported = issues.map(commentText(of:))
        #expect(reported.contains { $0.contains("ClingingChild") }, "issues: \(reported)")
        #expect(reported.contains { $0.contains("HeadlessSwapContainerViewController") }, "issues: \(reported)")
        // Break the planted cycle so the test process does not keep it.
        for case let child as ClingingChild in cycle.kept { child.container = nil }
        cycle.release()
    }
}
