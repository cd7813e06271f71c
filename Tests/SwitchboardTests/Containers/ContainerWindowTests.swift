import Switchboard
import Testing

/// Every host, when its container leaves the window in the middle of an animation: the child whose
/// appearance is in progress follows the window — it ends disappeared off screen and appears again
/// when the container comes back. Each scenario runs under every ``AppearanceOrdering``.
@MainActor
@Suite("Containers: appearance follows the window, mid-animation, under every ordering")
struct ContainerWindowTests {
    let trace = ContainmentTrace()
    let animator = ManualAnimator()

    /// Runs `body` with a window under `ordering`, then checks the whole trace against UIKit's
    /// contract and that no violation was reported.
    private func expectContract(
        ordering: AppearanceOrdering, _ body: (HeadlessWindow) throws -> Void
    ) rethrows {
        let window = HeadlessWindow(trace: trace, animator: animator, appearanceOrdering: ordering)
        let ((), violations) = try recordingViolations { try body(window) }
        var checker = TraceContractChecker()
        checker.consume(trace)
        #expect(checker.issues.isEmpty, "\(checker.issues)")
        #expect(checker.controllersMidAppearance.isEmpty)
        #expect(violations.isEmpty)
    }

    /// A slide menu container with probes for its main child and its menu.
    private func slideMenu() -> (
        slide: HeadlessSlideMenuContainerViewController, main: ProbeViewController, menu: ProbeViewController
    ) {
        let main = ProbeViewController(title: "main")
        let menu = ProbeViewController(title: "menu")
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), title: "slide", trace: trace)
        return (slide, main, menu)
    }

    @Test("Swap: the incoming child of an interrupted transition", arguments: AppearanceOrdering.allVariants)
    func swapLeavesMidTransition(ordering: AppearanceOrdering) {
        let first = ProbeViewController(title: "first")
        let second = ProbeViewController(title: "second")
        let swap = HeadlessSwapContainerViewController(
            [.instance("first", first), .instance("second", second)], animation: .crossDissolve(duration: 0.3),
            title: "swap", trace: trace)
        expectContract(ordering: ordering) { window in
            window.rootViewController = swap
            swap.swapNext()
            window.rootViewController = nil
            animator.finishAll()
            #expect(second.appearanceState == .disappeared, "not appeared while off screen")
            window.rootViewController = swap
            #expect(second.appearanceState == .appeared, "appears again with the container")
            #expect(first.appearanceState == .disappeared && first.parent == nil)
        }
    }

    @Test(
        "Swap: a child swaps from its viewWillDisappear as the container leaves, then from its viewWillAppear as it enters",
        arguments: AppearanceOrdering.allVariants, [ContainerAnimation.none, .crossDissolve(duration: 0.3)])
    func swapFromChildDuringWindowChange(ordering: AppearanceOrdering, animation: ContainerAnimation) {
        let hook = AppearanceHook()
        let first = AppearanceHookViewController(title: "first", hook: hook)
        let second = AppearanceHookViewController(title: "second", hook: hook)
        let swap = HeadlessSwapContainerViewController(
            [.instance("first", first), .instance("second", second)], animation: animation, title: "swap",
            trace: trace)
        expectContract(ordering: ordering) { window in
            window.rootViewController = swap
            hook.arm { swap.swapNext() }
            window.rootViewController = nil
            #expect(hook.fired == 1, "sent from first's viewWillDisappear")
            animator.finishAll()
            #expect(first.parent == nil && first.appearanceState == .disappeared)
            #expect(second.parent === swap && second.appearanceState == .disappeared, "off screen")

            hook.arm { swap.swapNext() }
            window.rootViewController = swap
            #expect(hook.fired == 2, "sent from second's viewWillAppear")
            animator.finishAll()
            #expect(second.parent == nil && second.appearanceState == .disappeared)
            #expect(first.parent === swap && first.appearanceState == .appeared, "shown when the container appeared")
        }
    }

    @Test("Slide menu: a panel sliding in when the container leaves", arguments: AppearanceOrdering.allVariants)
    func slideLeavesMidSlide(ordering: AppearanceOrdering) throws {
        let (slide, main, menu) = slideMenu()
        try expectContract(ordering: ordering) { window in
            window.rootViewController = slide
            try slide.toggleMenu()
            #expect(menu.appearanceState == .appearing)
            window.rootViewController = nil
            #expect(menu.appearanceState == .disappearing && main.appearanceState == .disappeared)
            animator.finishAll()
            #expect(menu.appearanceState == .disappeared, "not appeared while off screen")
            window.rootViewController = slide
            #expect(menu.appearanceState == .appeared && main.appearanceState == .appeared, "the menu is open")
        }
    }

    @Test("Slide menu: the container comes back before the panel is in", arguments: AppearanceOrdering.allVariants)
    func slideReturnsMidSlide(ordering: AppearanceOrdering) throws {
        let (slide, main, menu) = slideMenu()
        try expectContract(ordering: ordering) { window in
            window.rootViewController = slide
            try slide.toggleMenu()
            window.rootViewController = nil
            window.rootViewController = slide
            #expect(menu.appearanceState == .appearing)
            animator.finishAll()
            #expect(menu.appearanceState == .appeared && main.appearanceState == .appeared, "the menu is open")
        }
    }

    @Test("Paging: the page swapped in on screen when the container leaves", arguments: AppearanceOrdering.allVariants)
    func pagingLeavesMidSwap(ordering: AppearanceOrdering) {
        let green = ProbeViewController(title: "green")
        let blue = ProbeViewController(title: "blue")
        let paging = HeadlessPagingContainerViewController(
            pages: [
                [.instance("red", ProbeViewController(title: "red"))],
                [.instance("green", green), .instance("blue", blue)],
            ],
            initialPage: 1, swapAnimation: .slide(duration: 0.3), title: "paging", trace: trace)
        expectContract(ordering: ordering) { window in
            window.rootViewController = paging
            paging.handle(.swapNext, from: "green")
            #expect(blue.appearanceState == .appearing && green.appearanceState == .disappearing)
            window.rootViewController = nil
            animator.finishAll()
            #expect(blue.appearanceState == .disappeared && green.appearanceState == .disappeared)
            window.rootViewController = paging
            #expect(blue.appearanceState == .appeared)
            #expect(paging.controller(for: "red")?.appearanceState == .disappeared)
        }
    }

    @Test("The seeds' scenarios keep the contract under every ordering", arguments: AppearanceOrdering.allVariants)
    func seedScenarios(ordering: AppearanceOrdering) throws {
        try expectContract(ordering: ordering) { window in
            let swap = HeadlessSwapContainerViewController(
                [
                    .factory("first") { HeadlessViewController(title: "first") },
                    .factory("second") { HeadlessViewController(title: "second") },
                ],
                animation: .crossDissolve(duration: 1.0), retention: .releaseWhenHidden, title: "swap", trace: trace)
            window.rootViewController = swap
            swap.swapNext()
            swap.swapNext()
            animator.finishAll()
            #expect(swap.current == "first" && swap.controller(for: "first")?.appearanceState == .appeared)

            let paging = HeadlessPagingContainerViewController(
                pages: [
                    [.factory("red") { HeadlessViewController(title: "red") }],
                    [
                        .factory("green") { HeadlessViewController(title: "green") },
                        .factory("blue") { HeadlessViewController(title: "blue") },
                    ],
                ],
                initialPage: 1, title: "paging", trace: trace)
            window.rootViewController = paging
            paging.handle(.swapNext, from: "green")
            try paging.showPage(0)
            animator.finishAll()
            #expect(paging.visiblePage == 0 && paging.controller(for: "red")?.appearanceState == .appeared)

            let slide = HeadlessSlideMenuContainerViewController(
                main: .factory("main") { HeadlessViewController(title: "main") },
                menu: .factory("menu") { HeadlessViewController(title: "menu") },
                profile: .factory("profile") { HeadlessViewController(title: "profile") }, title: "slide",
                trace: trace)
            window.rootViewController = slide
            try slide.toggleMenu()
            try slide.toggleProfile()
            animator.finishAll()
            #expect(slide.controller(for: "profile")?.appearanceState == .appeared)
            window.rootViewController = nil
            for container in [swap, paging, slide] as [HeadlessViewController] {
                #expect(container.auditContainment().isEmpty)
                #expect(container.children.allSatisfy { $0.appearanceState == .disappeared })
            }
        }
    }
}
