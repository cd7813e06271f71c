// The `///` examples of Sources/Switchboard/Containers, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears in a compiled file). Those of the
// package's own `ContainerScheduler`, which an app cannot call, are in
// Containers/ContainerSchedulerDocExampleTests.swift: ClientCheck compiles this folder as an app would.
import Foundation
import Switchboard
import Testing

@Suite("Docs: container examples")
@MainActor
struct ContainersDocExampleTests {
    @Test("SwapContainer: a swap plan moves the current alternate")
    func swapContainer() {
        var slot = SwapContainer(
            alternates: ["first", "second", "third"], animation: .crossDissolve(duration: 0.5))
        let plan = slot.plan(.swap(to: "third"), from: nil)
        print(slot.current)  // third
        #expect(slot.current == "third")
        #expect(plan.contains(.announce(.didSwap(from: "first", to: "third"))))
    }

    @Test("HeadlessPagingContainerViewController: a swipe cancelled half-way goes back to the page it left")
    func cancelledSwipe() throws {
        let paging = HeadlessPagingContainerViewController(
            pages: [
                [.instance("red", HeadlessViewController(title: "red"))],
                [.instance("green", HeadlessViewController(title: "green"))],
            ],
            initialPage: 1)
        let window = HeadlessWindow()
        window.rootViewController = paging
        try paging.beginInteractiveScroll(to: 0)
        paging.updateInteractiveChange(0.5)  // half-way
        paging.cancelInteractiveChange()  // let go: back to page 1
        #expect(paging.currentPage == 1 && paging.visiblePage == 1)
        #expect(paging.controller(for: "green")?.appearanceState == .appeared)
    }

    @Test("StackContainer: a row of a third and two thirds, 8 points apart")
    func stackContainer() {
        let split = StackContainer(sideBySide: ["list", "detail"], proportions: [1, 2], spacing: 8)
        print(split.slotRule(for: "detail"))  // the right two thirds, 4 points in from its left side
        #expect(
            split.slotRule(for: "detail")
                == .band(start: split.proportions[0], end: 1, from: .left, insets: LayoutInsets(left: 4)))
    }

    @Test("ContainmentEffect: a swap is planned as announce, transition, announce")
    func containmentEffect() {
        var swap = SwapContainer(alternates: ["green", "blue"])
        let plan = swap.plan(.swapNext, from: nil)
        // [.announce(.willSwap(from: green, to: blue)),
        //  .transition(from: green, to: blue, layout: .pinnedToEdges(), animation: .none),
        //  .announce(.didSwap(from: green, to: blue))]
        #expect(
            plan == [
                .announce(.willSwap(from: "green", to: "blue")),
                .transition(from: "green", to: "blue", layout: .pinnedToEdges(), animation: .none),
                .announce(.didSwap(from: "green", to: "blue")),
            ])
    }

    @Test("PagingContainer: swapNext from a child swaps within that child's page")
    func pagingContainer() {
        var paging = PagingContainer(
            pages: [["red"], ["green", "blue"]], initialPage: 1)
        let plan = paging.plan(.swapNext, from: "green")  // blue replaces green on page 1
        #expect(paging.shownChildren == ["red", "blue"])
        #expect(paging.currentPage == 1)
        #expect(!plan.isEmpty)
    }

    @Test("SlideMenuContainer: toggling the menu opens it")
    func slideMenuContainer() {
        var slide = SlideMenuContainer(main: "main", menu: "menu", profile: "profile")
        let plan = slide.plan(.toggleMenu, from: "main")
        print(slide.openPanel == .menu)  // true
        #expect(slide.openPanel == .menu)
        #expect(!plan.isEmpty)
    }

    @Test("ContainerAnimation: named styles with a duration")
    func animation() {
        let oneSecondFade = ContainerAnimation.crossDissolve(duration: 1.0)
        let panels = ContainerAnimation.slide(duration: 0.3)
        #expect(oneSecondFade == .crossDissolve(duration: 1) && oneSecondFade.duration == 1.0)
        #expect(panels == .slide() && panels.isAnimated)
    }

    @Test("ContainerChild: an instance is there at once, a factory is built when first shown, with its link")
    func containerChild() throws {
        let children: [ContainerChild<HeadlessViewController>] = [
            .instance("red", RedViewController()),
            .factory("green") { GreenViewController() },  // built when first shown
            .factory("blue") { link in BlueViewController(link: link) },  // built with its link
        ]
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController(children, trace: nil)
        window.rootViewController = container
        let coordinator = Coordinator(strategy: .delegate, handler: container)
        #expect(container.controller(for: "red") is RedViewController)
        #expect(container.controller(for: "green") == nil)
        container.swapNext()
        #expect(container.controller(for: "green") is GreenViewController)
        container.swapNext()
        let blue = try #require(container.controller(for: "blue") as? BlueViewController)
        #expect(blue.link.send(.swap(to: "red")) == .applied)
        #expect(container.current == "red")
        withExtendedLifetime(coordinator) {}
    }

    @Test("ContainerChild.factory: a factory-built child is handed its link, whenever the coordinator is made")
    func factoryWithLink() throws {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController(
            [
                .instance("first", HeadlessViewController(title: "first", trace: nil)),
                .factory("second") { link in SecondViewController(link: link) },
            ], trace: nil)
        window.rootViewController = container
        container.swapNext()
        let second = try #require(container.controller(for: "second") as? SecondViewController)
        #expect(second.link.send(.swapNext) == .unlinked)  // built before any coordinator
        _ = Coordinator(strategy: .bus(MessageBus(label: "late")), handler: container)
        #expect(second.link.send(.swapNext) == .applied)  // the container kept the coordinator
        #expect(container.current == "first")
    }

    @Test("HeadlessContainerViewController: a container is put on screen and driven by requests")
    func containerViewController() throws {
        let window = HeadlessWindow(trace: nil)
        let green = HeadlessViewController(title: "green", trace: nil)
        let blue = HeadlessViewController(title: "blue", trace: nil)
        let container = HeadlessSwapContainerViewController([.instance("green", green), .instance("blue", blue)])
        window.rootViewController = container
        try container.submit(.swapNext)
        #expect(container.current == "blue")
        #expect(blue.view.superview === container.view)
    }

    @Test("HeadlessContainerViewController.bus: announcements are posted with the container as subject")
    func bus() {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController([
            .factory("green") { GreenViewController() }, .factory("blue") { RedViewController() },
        ])
        window.rootViewController = container
        let bus = MessageBus(label: "docs.containerBus")
        let log = DocExampleLog()
        let record = bus.subscribe(to: ContainerAnnouncement.self) { log($0) }
        container.bus = bus
        let token = bus.subscribe(to: ContainerAnnouncement.self, subject: container) { print($0) }
        container.swapNext()
        #expect(log.lines.count == 2)  // will swap, did swap
        withExtendedLifetime((record, token)) {}
    }

    @Test("ContainerObserver: observers hear each announcement in order")
    func observers() {
        final class Analytics: ContainerObserver {
            var log: [String] = []
            func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
                log.append("\(type(of: container)): \(announcement)")
            }
        }
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController(
            [.factory("green") { GreenViewController() }, .factory("blue") { RedViewController() }], trace: nil)
        window.rootViewController = container

        let analytics = Analytics()
        container.observers.add(analytics)
        container.swapNext()
        #expect(analytics.log.count == 2)
        #expect(analytics.log.allSatisfy { $0.hasPrefix("HeadlessSwapContainerViewController: ") })
    }

    @Test("ContainerAnnouncement: a page observer records the pages shown")
    func announcement() throws {
        final class PageViews: ContainerObserver {
            var pages: [Int] = []
            func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
                if case .didShowPage(_, let page) = announcement { pages.append(page) }
            }
        }
        let window = HeadlessWindow(trace: nil)
        let paging = HeadlessPagingContainerViewController(
            pages: [[.instance("red", RedViewController())], [.instance("green", GreenViewController())]],
            pageAnimation: .none, trace: nil)
        window.rootViewController = paging
        let views = PageViews()
        paging.observers.add(views)
        try paging.showPage(1)
        try paging.showPage(0)
        #expect(views.pages == [1, 0])
    }

    @Test("ContainerRejection: an unknown child is refused with a readable error")
    func rejection() throws {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController(
            [.factory("green") { GreenViewController() }, .factory("blue") { RedViewController() }], trace: nil)
        window.rootViewController = container
        do {
            try container.swap(to: "purple")
        } catch {
            print(error)  // "No child named purple; known children: green, blue."
        }
        #expect(container.lastRejection?.description == "No child named purple; known children: green, blue.")
        #expect(container.current == "green")
    }

    @Test("AbandonedRequest: a swap whose shown view was removed is abandoned and undone")
    func abandonment() {
        let window = HeadlessWindow(trace: nil)
        let shown = HeadlessViewController(title: "first", trace: nil)
        let container = HeadlessSwapContainerViewController(
            [.instance("first", shown), .factory("second") { GreenViewController() }], trace: nil)
        window.rootViewController = container
        let refused = ContainmentViolationReporter.$current.withValue(.silent) {
            shown.view.removeFromSuperview()  // sabotage: the shown child's view is gone
            container.swapNext()  // refused: the transition needs that view on screen
            let violation = container.lastAbandonment?.violation  // .transitionFromViewNotInHierarchy("first")
            print(container.current)  // first: the swap was undone
            return violation
        }
        #expect(refused == .transitionFromViewNotInHierarchy(controller: "first"))
        #expect(container.current == "first")
    }

    @Test("HeadlessSwapContainerViewController: swap by name, then to the next alternate")
    func swapContainerViewController() throws {
        let window = HeadlessWindow(trace: nil)
        let container = HeadlessSwapContainerViewController(
            [.factory("first") { FirstViewController() }, .factory("second") { SecondViewController() }],
            animation: .crossDissolve(duration: 1.0), retention: .releaseWhenHidden)
        window.rootViewController = container
        try container.swap(to: "second")
        container.swapNext()
        #expect(container.current == "first")
        #expect(container.controller(for: "second") == nil)  // released when hidden
    }

    @Test("HeadlessPagingContainerViewController: the initial page is at x = 0; swap within a page, then scroll")
    func pagingContainerViewController() throws {
        let window = HeadlessWindow(trace: nil)
        let red = RedViewController()
        let green = GreenViewController()
        let blue = HeadlessViewController(title: "blue", trace: nil)
        let paging = HeadlessPagingContainerViewController(
            pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
            initialPage: 1)
        window.rootViewController = paging  // page 1 at x = 0, whatever the width
        try paging.submit(.swapNext, from: "green")
        try paging.showPage(0)
        #expect(paging.currentPage == 0)
        #expect(paging.machine.shownChildren == ["red", "blue"])
    }

    @Test("HeadlessSlideMenuContainerViewController: panels open, switch and close")
    func slideMenuContainerViewController() throws {
        let window = HeadlessWindow(trace: nil)
        let main = HeadlessViewController(title: "main", trace: nil)
        let menu = HeadlessViewController(title: "menu", trace: nil)
        let profile = HeadlessViewController(title: "profile", trace: nil)
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile))
        window.rootViewController = slide
        try slide.toggleMenu()  // main at x = 260, menu at x = 0
        try slide.toggleProfile()  // menu closes, then profile opens: main at x = -260
        slide.closePanels()
        #expect(slide.openPanel == nil)
        #expect(main.view.frame.minX == 0)
    }

    @Test("HeadlessSlideMenuContainerViewController: the positions the example's comments state")
    func slidePositions() throws {
        let window = HeadlessWindow(trace: nil)
        let main = HeadlessViewController(title: "main", trace: nil)
        let menu = HeadlessViewController(title: "menu", trace: nil)
        let profile = HeadlessViewController(title: "profile", trace: nil)
        let slide = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), profile: .instance("profile", profile),
            trace: nil)
        window.rootViewController = slide
        try slide.toggleMenu()
        #expect(main.view.frame.minX == 260)
        #expect(menu.view.frame.minX == 0)
        try slide.toggleProfile()
        #expect(slide.openPanel == .profile)
        #expect(main.view.frame.minX == -260)
    }

    @Test("Drawer styles: over the content the menu slides in over a main child that stays; then the style changes")
    func drawerStyles() throws {
        let window = HeadlessWindow(trace: nil)
        let main = HeadlessViewController(title: "main", trace: nil)
        let menu = HeadlessViewController(title: "menu", trace: nil)
        let drawer = HeadlessSlideMenuContainerViewController(
            main: .instance("main", main), menu: .instance("menu", menu), style: .overlay, trace: nil)
        window.rootViewController = drawer
        try drawer.toggleMenu()  // the menu slides in over the main child, which stays put
        drawer.closePanels()
        try drawer.setStyle(.reveal)  // closed: next time the main child slides aside to uncover the menu
        #expect(drawer.style == .reveal && main.view.frame.minX == 0 && menu.view.frame.minX == 0)
        #expect(drawer.requestTally.started == 2, "the menu opened over the content and closed")
        try drawer.toggleMenu()
        #expect(main.view.frame.minX == 260 && menu.view.frame.minX == 0)
        #expect(throws: ContainerRejection.drawerNotClosed) { try drawer.setStyle(.slideOut) }
    }
}

final class RedViewController: HeadlessViewController {}

final class GreenViewController: HeadlessViewController {}

/// A child built by a factory around the link its container hands it.
final class BlueViewController: HeadlessViewController {
    let link: ContainerLink<ContainerRequest>

    init(link: ContainerLink<ContainerRequest>) {
        self.link = link
        super.init(title: "blue", trace: nil)
    }
}
