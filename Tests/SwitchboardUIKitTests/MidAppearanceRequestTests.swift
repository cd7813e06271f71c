// Linux only: it sends requests before the stand-in's first run loop cycle and reads its console record.
#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Where `calls` first breaks UIKit's order, or `nil`: a will begins a transition (one in the
    /// other direction reverses the one under way), `viewIsAppearing` comes at most once inside an
    /// appearing one, a did ends the transition under way; at the end the child is `appeared` or not.
    func appearanceOrderBreak(_ calls: [String], endsAppeared appeared: Bool) -> String? {
        var state = "disappeared"
        var isAppearingCalled = false
        for (index, call) in calls.enumerated() {
            let next: String? =
                switch (call, state) {
                case ("willAppear", "disappeared"), ("willAppear", "disappearing"): "appearing"
                case ("isAppearing", "appearing") where !isAppearingCalled: "appearing"
                case ("didAppear", "appearing"): "appeared"
                case ("willDisappear", "appeared"), ("willDisappear", "appearing"): "disappearing"
                case ("didDisappear", "disappearing"): "disappeared"
                default: nil
                }
            guard let next else { return "\(call) at \(index) while \(state): \(calls)" }
            if call == "willAppear" { isAppearingCalled = false }
            if call == "isAppearing" { isAppearingCalled = true }
            state = next
        }
        let wanted = appeared ? "appeared" : "disappeared"
        return state == wanted ? nil : "ends \(state), not \(wanted): \(calls)"
    }

    /// A built-in container whose request is sent while it is still appearing.
    enum MidAppearanceCase: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case swap, pager, slideMenu
        var testDescription: String { rawValue }

        /// The container over `children` (the first on screen), coordinated by `strategy` (the
        /// coordinator, to keep alive), and the request that brings the second child on screen.
        @MainActor
        func make(
            _ children: [AppearanceChild], strategy: StrategyKind
        ) -> (container: UIViewController, request: ContainerRequest, coordinator: AnyObject) {
            let entries = zip(["a", "b", "c"], children).map {
                ContainerChild<UIViewController>.instance(ChildID($0), $1)
            }
            switch self {
            case .swap:
                let swap = SwapContainerViewController(entries, animation: .crossDissolve(duration: 0.3), trace: nil)
                return (swap, .swapNext, Coordinator(strategy: strategy.makeStrategy(), handler: swap))
            case .pager:
                let pager = PagingContainerViewController(pages: entries.map { [$0] }, trace: nil)
                return (pager, .showPage(1), Coordinator(strategy: strategy.makeStrategy(), handler: pager))
            case .slideMenu:
                let menu = SlideMenuContainerViewController(main: entries[0], menu: entries[1], trace: nil)
                return (menu, .toggleMenu, Coordinator(strategy: strategy.makeStrategy(), handler: menu))
            }
        }
    }

    /// What `makeKeyAndVisible()` leaves at an app's launch: the root has begun to appear, its
    /// `viewDidAppear` waits for the next run loop cycle, and a child's request meets it there.
    @Suite("A request sent while the window's root container is still appearing (the launch's first run loop turn)")
    @MainActor
    struct MidAppearanceRequestTests {
        @Test(
            "The container applies it; each child's callbacks keep UIKit's order; no unbalanced appearance call",
            arguments: MidAppearanceCase.allCases, StrategyKind.allCases)
        func requestWhileAppearing(container kind: MidAppearanceCase, strategy: StrategyKind) throws {
            resetStandIn()
            let children = (0..<3).map { _ in AppearanceChild() }
            for child in children { child.recordsViewIsAppearing = true }
            let (container, request, coordinator) = kind.make(children, strategy: strategy)
            let window = appearingOnScreen(container)
            #expect(children[0].calls.first == "willAppear", "the root's begin reached the child on screen")
            #expect(!children[0].calls.contains("didAppear"), "mid-appearance: no did yet")
            let link = try #require(children[0].containerLink)
            #expect(link.send(request) == .applied)
            StandIn.runUntilIdle()
            #expect(appearanceOrderBreak(children[0].calls, endsAppeared: kind == .slideMenu) == nil)
            #expect(appearanceOrderBreak(children[1].calls, endsAppeared: true) == nil)
            #expect(children[2].calls.isEmpty)
            #expect(StandIn.consoleMessages.isEmpty)
            #expect(children[1].view.window === window)
            withExtendedLifetime((coordinator, window)) {}
        }

        @Test("Negative control: the order check catches a did without its will, a second did, and a wrong end")
        func orderCheckCatchesBreaks() {
            #expect(appearanceOrderBreak(["didAppear"], endsAppeared: true) != nil)
            #expect(appearanceOrderBreak(["willAppear", "didAppear", "didAppear"], endsAppeared: true) != nil)
            #expect(appearanceOrderBreak(["willAppear", "isAppearing", "isAppearing"], endsAppeared: false) != nil)
            #expect(appearanceOrderBreak(["willAppear", "didAppear"], endsAppeared: false) != nil)
            #expect(appearanceOrderBreak(["willAppear", "willDisappear", "didDisappear"], endsAppeared: false) == nil)
        }
    }
#endif
