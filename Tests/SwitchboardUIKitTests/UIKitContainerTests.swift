#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("UIKit containers on the stand-in: the executor's plans with UIKit calls")
    @MainActor
    struct UIKitContainerTests {
        @Test(
            "A controller inside a child finds the swap slot's link by walking up parent",
            arguments: StrategyKind.allCases)
        func swapThroughFoundLink(kind: StrategyKind) throws {
            StandIn.reset()
            let green = titled("green")
            let blue = titled("blue")
            let container = SwapContainerViewController(
                [.instance("green", green), .instance("blue", blue)], animation: .crossDissolve(duration: 0.3),
                title: "swap", trace: nil)
            let coordinator = Coordinator(strategy: kind.makeStrategy(), handler: container)
            let window = onScreen(container)
            let button = titled("button")
            green.addChild(button)
            button.didMove(toParent: green)

            let link = try #require(button.containerLink)
            #expect(link.child == "green")
            StandIn.reset()
            #expect(link.send(.swapNext) == .applied)
            #expect(container.current == "blue" && container.isTransitioning, "the cross-dissolve takes 0.3 s")
            StandIn.runUntilIdle()
            #expect(container.children == [blue] && blue.parent === container && green.parent == nil)
            #expect(blue.view.superview === container.view && green.view.superview == nil)
            #expect(StandIn.animations.map(\.kind) == [.transition])
            #expect(StandIn.animations.first?.options.contains(.transitionCrossDissolve) == true)
            window.layoutIfNeeded()
            #expect(blue.view.frame == container.view.bounds, "pinned to the edges by constraints")
            #expect(
                link.send(.showPage(1))
                    == .rejected(ContainerRejection.unsupportedRequest(.showPage(1), container: "SwapContainer")))
            withExtendedLifetime((coordinator, window)) {}
        }

        @Test("The pager shows its start page at the first layout, then scrolls to the page asked for")
        func pagerStartPageAndPageChange() throws {
            StandIn.reset()
            let pages = ["red", "green", "yellow"].map(titled)
            let pager = PagingContainerViewController(
                pages: zip(["red", "green", "yellow"], pages).map { [.instance(ChildID($0), $1)] },
                initialPage: 1, title: "pager", trace: nil)
            let log = AnnouncementLog()
            pager.observers.add(log)
            pager.loadViewIfNeeded()
            #expect(pager.scrollView.contentOffset == .zero, "no width yet")
            let window = onScreen(pager)

            #expect(pager.scrollView.isPagingEnabled)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 390, y: 0))
            #expect(pager.scrollView.contentSize == CGSize(width: 390 * 3, height: 844))
            #expect(pages.map(\.view.frame.minX) == [0, 390, 780], "each page at its index in the content")
            #expect(pager.visiblePage == 1 && pager.currentPage == 1)

            StandIn.reset()
            try pager.showPage(2)
            #expect(pager.currentPage == 2)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 390, y: 0), "the scroll view's own animated scroll")
            #expect(pages.map(\.view.frame.minX) == [0, 390, 780], "the pages stay; the content scrolls")
            #expect(StandIn.animations.map(\.duration) == [0.3])
            #expect(log.announcements == [.willShowPage(from: 1, to: 2)], "the slide is still under way")
            StandIn.advance(by: StandIn.scrollAnimationDuration / 2)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 585, y: 0), "half-way")
            StandIn.runUntilIdle()
            #expect(pager.scrollView.contentOffset == CGPoint(x: 780, y: 0))
            #expect(log.announcements == [.willShowPage(from: 1, to: 2), .didShowPage(from: 1, to: 2)])
            withExtendedLifetime(window) {}
        }

        @Test("A request sent during a 0.3 s slide is queued, as on a device, and applied when the slide ends")
        func requestDuringSlideIsQueued() {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pages: ["red", "green", "yellow"].map { [.instance(ChildID($0), titled($0))] }, title: "pager",
                trace: nil)
            let window = onScreen(pager)
            #expect(pager.handle(.showPage(1), from: nil) == .applied)
            #expect(pager.handle(.showPage(2), from: nil) == .queued(position: 0))
            StandIn.advance(by: 0.3)
            #expect(pager.currentPage == 2 && pager.isTransitioning, "the queued slide has started")
            StandIn.advance(by: 0.3)
            #expect(!pager.isTransitioning && pager.pendingRequests.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test("A swipe the user makes ends as a page change through the executor")
        func userSwipe() {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pages: [[.instance("red", titled("red"))], [.instance("green", titled("green"))]],
                pageAnimation: .none, title: "pager", trace: nil)
            let log = AnnouncementLog()
            pager.observers.add(log)
            let window = onScreen(pager)

            StandIn.swipe(pager.scrollView, toward: 1, landingOn: 1)
            #expect(pager.requestTally.received == 1, "the change began as the content moved toward page 1")
            #expect(log.announcements == [.willShowPage(from: 0, to: 1)], "it ends once the content settles")
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 1 && pager.visiblePage == 1)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 390, y: 0))
            #expect(log.announcements == [.willShowPage(from: 0, to: 1), .didShowPage(from: 0, to: 1)])
            #expect(pager.requestTally.received == 1)

            StandIn.drag(pager.scrollView, to: CGPoint(x: 400, y: 0), landingAt: CGPoint(x: 390, y: 0))
            StandIn.runUntilIdle()
            #expect(pager.requestTally.received == 1, "a drag past the last page begins nothing and asks nothing")
            #expect(pager.scrollView.contentOffset == CGPoint(x: 390, y: 0), "back on the page")
            withExtendedLifetime(window) {}
        }

        @Test("A swipe the user drives moves the scroll offset; cancelled it goes back, finished it changes the page")
        func interactiveScroll() throws {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pages: [[.instance("red", titled("red"))], [.instance("green", titled("green"))]], title: "pager",
                trace: nil)
            let log = AnnouncementLog()
            pager.observers.add(log)
            let window = onScreen(pager)

            #expect(try pager.beginInteractiveScroll(to: 1))
            pager.updateInteractiveChange(0.5)
            #expect(pager.scrollView.contentOffset == CGPoint(x: 195, y: 0))
            pager.cancelInteractiveChange()
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 0 && pager.scrollView.contentOffset == .zero)
            #expect(log.announcements.last == .cancelled(.showPage(1)))

            #expect(try pager.beginInteractiveScroll(to: 1))
            pager.updateInteractiveChange(0.8)
            pager.finishInteractiveChange()
            StandIn.runUntilIdle()
            #expect(pager.currentPage == 1 && pager.scrollView.contentOffset == CGPoint(x: 390, y: 0))
            #expect(log.announcements.last == .didShowPage(from: 0, to: 1))
            withExtendedLifetime(window) {}
        }

        @Test(
            "A container, its children and its coordinator go when the window and the links do",
            arguments: StrategyKind.allCases)
        func releasedWithItsWindow(kind: StrategyKind) {
            StandIn.reset()
            weak var released: SwapContainerViewController?
            weak var child: UIViewController?
            do {
                let green = titled("green")
                let container = SwapContainerViewController(
                    [.instance("green", green), .factory("blue") { titled("blue") }], title: "swap", trace: nil)
                _ = Coordinator(strategy: kind.makeStrategy(), handler: container)
                let window = onScreen(container)
                #expect(green.containerLink?.send(.swapNext) == .applied)
                StandIn.runUntilIdle()
                #expect(container.controller(for: "blue")?.containerLink?.send(.swapNext) == .applied)
                StandIn.runUntilIdle()
                released = container
                child = green
                withExtendedLifetime(window) {}
            }
            #expect(released == nil)
            #expect(child == nil)
        }

        @Test("A page that swaps in place keeps the new child at its page")
        func pagerSwapInPlace() throws {
            StandIn.reset()
            let green = titled("green")
            let blue = titled("blue")
            let pager = PagingContainerViewController(
                pages: [[.instance("red", titled("red"))], [.instance("green", green), .instance("blue", blue)]],
                initialPage: 1, swapAnimation: .slide(), title: "pager", trace: nil)
            let window = onScreen(pager)

            try pager.swap(to: "blue")
            StandIn.runUntilIdle()
            #expect(pager.machine.shownChildren == ["red", "blue"])
            #expect(green.parent == nil && green.view.superview == nil)
            window.layoutIfNeeded()
            #expect(blue.view.frame.minX == 390 && pager.scrollView.contentOffset.x == 390)
            withExtendedLifetime(window) {}
        }

        @Test("The slide menu slides its main child for the menu and the profile, by constraints")
        func slideMenuToggles() throws {
            StandIn.reset()
            let main = titled("main")
            let slide = SlideMenuContainerViewController(
                main: .instance("main", main), menu: .instance("menu", titled("menu")),
                profile: .instance("profile", titled("profile")), title: "slide", trace: nil)
            let window = onScreen(slide)
            #expect(main.view.frame.minX == 0)

            try slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(slide.openPanel == .menu)
            #expect(main.view.frame.minX == 260)
            try slide.toggleProfile()
            StandIn.runUntilIdle()
            #expect(slide.openPanel == .profile)
            #expect(main.view.frame.minX == -260)
            slide.closePanels()
            StandIn.runUntilIdle()
            #expect(slide.openPanel == nil && main.view.frame.minX == 0)
            let order = slide.view.subviews
            let mainIndex = try #require(order.firstIndex { $0 === main.view })
            let panelIndices = ["menu", "profile"].compactMap { id in
                order.firstIndex { $0 === slide.controller(for: ChildID(id))?.viewIfLoaded }
            }
            #expect(
                panelIndices.count == 2 && panelIndices.allSatisfy { $0 < mainIndex },
                "the main child covers the panels")
            withExtendedLifetime(window) {}
        }
    }
#endif
