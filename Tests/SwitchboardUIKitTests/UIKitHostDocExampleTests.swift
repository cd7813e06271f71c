#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// The examples of the UIKit hosts' documentation, run as written; the checks after them let the
    /// stand-in's clock run first (`StandIn.runUntilIdle()`), as a device finishes its animations.
    @Suite("UIKit hosts: the documentation's examples run")
    @MainActor
    struct UIKitHostDocExampleTests {
        @Test("ContainerViewController: a child's link, found by walking up, swaps the slot")
        func containerExample() {
            StandIn.reset()
            let green = titled("green")
            let blue = titled("blue")
            let container = SwapContainerViewController(
                [.instance("green", green), .instance("blue", blue)], title: "swap")
            container.connect(.delegate)  // the container keeps its coordinator
            container.loadViewIfNeeded()
            green.containerLink?.send(.swapNext)
            StandIn.runUntilIdle()
            #expect(container.current == "blue" && container.children == [blue])
        }

        @Test("SwapContainerViewController: swap to a child, then to the next")
        func swapExample() throws {
            StandIn.reset()
            let swap = SwapContainerViewController(
                [.factory("first") { UIViewController() }, .factory("second") { UIViewController() }],
                animation: .crossDissolve(duration: 0.3), title: "swap")
            swap.loadViewIfNeeded()
            try swap.swap(to: "second")
            swap.swapNext()
            #expect(swap.current == "second" && swap.pendingRequests.count == 1, "queued behind the dissolve")
            StandIn.runUntilIdle()
            #expect(swap.current == "first")
            #expect(swap.requestTally.received == 2)
            #expect(StandIn.animations.filter { $0.kind == .transition }.count == 2)
        }

        @Test("PagingContainerViewController: start on page 1, show page 0, swap page 1's slot")
        func pagerExample() throws {
            StandIn.reset()
            let (red, green, blue) = (titled("red"), titled("green"), titled("blue"))
            let pager = PagingContainerViewController(
                pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
                initialPage: 1, title: "pager")
            pager.loadViewIfNeeded()
            try pager.showPage(0)
            try pager.swap(to: "blue")
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 0 && pager.machine.shownChildren == ["red", "blue"])
            #expect(blue.parent === pager && green.parent == nil)
        }

        @Test("SlideMenuContainerViewController: menu, profile, closed")
        func slideExample() throws {
            StandIn.reset()
            let (main, menu, profile) = (titled("main"), titled("menu"), titled("profile"))
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
                title: "slide")
            slide.loadViewIfNeeded()
            try slide.toggleMenu()  // main slides 260 points right
            try slide.toggleProfile()  // menu closes, then profile opens
            slide.closePanels()
            StandIn.runUntilIdle()
            #expect(slide.openPanel == nil)
            #expect(slide.requestTally.received == 3)
        }

        @Test("StateMachineContainer: one generic function opens the menu on the headless and the UIKit host")
        func genericOverBothHosts() throws {
            func openMenu<Slide: StateMachineContainer>(_ slide: Slide) throws(ContainerRejection)
            where Slide.Machine == SlideMenuContainer {
                if slide.openPanel != .menu { try slide.toggleMenu() }
            }

            let headless = HeadlessSlideMenuContainerViewController(
                main: .instance("main", HeadlessViewController(title: "main")),
                menu: .instance("menu", HeadlessViewController(title: "menu")), title: "headless slide")
            let uikit = SlideMenuContainerViewController(
                main: .instance("main", titled("main")), menu: .instance("menu", titled("menu")), title: "slide")
            uikit.loadViewIfNeeded()
            for _ in 0..<2 {
                try openMenu(headless)
                try openMenu(uikit)
            }
            #expect(headless.openPanel == .menu)
            #expect(uikit.openPanel == .menu)
            // Opened once each: the second call saw the menu open and sent nothing.
            #expect(headless.requestTally.received == 1)
            #expect(uikit.requestTally.received == 1)
        }
    }
#endif
