#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// The example app in a connected scene, driven as a user drives it: taps and swipes.
    @MainActor
    struct LaunchedApp {
        let window: UIWindow
        let app: AppContainers
        let delegate: SceneDelegate

        /// Launches the app, its settings kept in `settingsFile` (in memory when `nil`), showing its
        /// UI tests `uiTestLog` when there is one (as under their launch argument).
        init(settingsFile: URL? = nil, uiTestLog: UITestLog? = nil) throws {
            StandIn.reset()
            let scene = StandIn.makeWindowScene()
            delegate = SceneDelegate()
            delegate.settingsFile = settingsFile
            delegate.uiTestLog = uiTestLog
            StandIn.connect(scene, delegate: delegate)
            window = try #require(delegate.window)
            app = try #require(delegate.containers)
        }

        /// The button titled `title` anywhere in the window.
        func button(_ title: String) throws -> UIButton {
            func search(_ view: UIView) -> UIButton? {
                if let button = view as? UIButton, button.currentTitle == title { return button }
                return view.subviews.lazy.compactMap(search).first
            }
            return try #require(search(window), "no button \"\(title)\" in the window")
        }

        /// Taps the button titled `title` where it is on screen, then lets the screen settle.
        /// - Returns: Whether the finger landed on that button (not on what covers it).
        @discardableResult
        func tap(_ title: String) throws -> Bool {
            let target = try button(title)
            let hit = StandIn.tap(target)
            StandIn.runUntilIdle()
            return hit === target
        }

        /// A swipe from the left or right screen edge toward the middle, then lets it settle.
        func swipe(fromLeftEdge: Bool) {
            StandIn.pan(
                from: CGPoint(x: fromLeftEdge ? 3 : 387, y: 600), by: CGPoint(x: fromLeftEdge ? 200 : -200, y: 0),
                velocity: CGPoint(x: fromLeftEdge ? 600 : -600, y: 0), in: window)
            StandIn.runUntilIdle()
        }
    }

    /// What of a screen a user sees: the labels with text and the buttons with a title that are
    /// drawn (not hidden, not transparent, not empty) and at least partly inside the window.
    @MainActor
    struct VisibleContent {
        private(set) var items: [String] = []
        private var labels = 0
        private var controls = 0

        init(of screen: UIView, in window: UIWindow) {
            visit(screen, in: window)
        }

        /// A label and a control.
        var hasContent: Bool { labels > 0 && controls > 0 }

        private mutating func visit(_ view: UIView, in window: UIWindow) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let frame = view.convert(view.bounds, to: nil)
            let onScreen = frame.width > 0 && frame.height > 0 && frame.intersects(window.bounds)
            if onScreen, let label = view as? UILabel, let text = label.text, !text.isEmpty {
                labels += 1
                items.append("label \(text)")
            }
            if onScreen, let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
                controls += 1
                items.append("button \(title)")
            }
            for subview in view.subviews { visit(subview, in: window) }
        }
    }

    @Suite("Example app: a user taps its buttons and swipes its edges, and the containers change")
    @MainActor
    struct ExampleAppTests {
        @Test("The window shows the slide menu over the pager and its swap slot, each on its own strategy")
        func treeOnLaunch() throws {
            let launched = try LaunchedApp()
            let app = launched.app
            #expect(launched.window.rootViewController === app.slideMenu)
            let swapSlot = try #require(app.swapSlot, "the feed's neighbour is built at launch")
            #expect(app.pager.parent === app.slideMenu && swapSlot.parent === app.pager)
        }

        @Test(
            "Every screen has visible content when it shows: feed, menu, profile, both cards, every story, list and detail"
        )
        func screensHaveContent() throws {
            let launched = try LaunchedApp()
            let app = launched.app
            let window = launched.window
            func check(_ controller: UIViewController?, _ name: String) throws {
                let screen = try #require(controller?.viewIfLoaded, "\(name) is not loaded")
                #expect(screen.backgroundColor != nil, "\(name) has a background colour")
                let content = VisibleContent(of: screen, in: window)
                #expect(content.hasContent, "\(name) shows a label and a control: \(content.items)")
            }
            try check(app.pager.children.first { $0 is FeedViewController }, "the feed")
            launched.swipe(fromLeftEdge: true)
            try check(app.slideMenu.controller(for: "menu"), "the menu")
            #expect(try launched.tap("Profile"))
            try check(app.slideMenu.controller(for: "profile"), "the profile")
            #expect(try launched.tap("Close"))
            #expect(try launched.tap("Show cards"))
            let swapSlot = try #require(app.swapSlot)
            try check(swapSlot.controller(for: "green"), "the green card")
            #expect(try launched.tap("Next card"))
            try check(swapSlot.controller(for: "blue"), "the blue card")
            for page in 2..<AppPages.count {
                let width = app.pager.scrollView.bounds.width
                StandIn.drag(
                    app.pager.scrollView, to: CGPoint(x: (CGFloat(page) - 0.5) * width, y: 0),
                    landingAt: CGPoint(x: CGFloat(page) * width, y: 0))
                StandIn.runUntilIdle()
                #expect(app.pager.currentPage == page)
                guard page != AppPages.itemsPage else { continue }
                try check(
                    app.pager.children.first { ($0 as? StoryViewController)?.number == page - 1 }, "story \(page - 1)")
            }
            let items = try #require(app.items, "the last page is the items' container")
            let list = try #require(items.controller(for: "list") as? ItemListViewController)
            let listContent = VisibleContent(of: list.view, in: window)
            #expect(
                listContent.items.filter { $0.hasPrefix("button item") }.count == 3,
                "the list shows its items: \(listContent.items)")
            StandIn.tap(try #require(list.buttons[2]))
            StandIn.runUntilIdle()
            let detail = try #require(items.controller(for: "detail-2"), "an item's button opens its detail")
            #expect(detail.view.backgroundColor != nil, "the detail covers the list")
            let detailContent = VisibleContent(of: detail.view, in: window)
            #expect(detailContent.hasContent, "the detail shows a label and a control: \(detailContent.items)")
            #expect(try launched.tap("close"))
            #expect(items.controller(for: "detail-2") == nil, "its close button dismisses it")
        }

        @Test("Negative control: a blank screen, or one whose only content is hidden or off screen, has no content")
        func blankScreenIsCaught() {
            StandIn.reset()
            let blank = UIViewController()
            blank.view.backgroundColor = .systemBackground
            let window = onScreen(blank)
            #expect(!VisibleContent(of: blank.view, in: window).hasContent, "a blank screen")
            let hidden = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
            hidden.text = "hidden"
            hidden.isHidden = true
            let offScreen = UIButton(frame: CGRect(x: 500, y: 100, width: 200, height: 44))
            offScreen.setTitle("off screen", for: .normal)
            blank.view.addSubview(hidden)
            blank.view.addSubview(offScreen)
            let content = VisibleContent(of: blank.view, in: window)
            #expect(!content.hasContent && content.items.isEmpty, "\(content.items)")
        }

        @Test("Feed → cards → next card: taps page the pager and swap the slot (bus and shared settings)")
        func tapsPageAndSwap() throws {
            let launched = try LaunchedApp()
            let app = launched.app
            #expect(app.pageIndicator.position == 0)
            #expect(try launched.tap("Show cards"))
            #expect(app.pager.currentPage == 1 && app.pager.scrollView.contentOffset.x == 390)
            #expect(app.pageIndicator.position == 1, "the indicator follows the pager's progress")
            #expect(try launched.tap("Next card"))
            let swapSlot = try #require(app.swapSlot)
            #expect(swapSlot.current == "blue")
            #expect(app.settings.value.swapNextCount == 1, "the swap slot's strategy is shared settings")
            #expect(try launched.tap("Next card"), "the blue card's button")
            #expect(swapSlot.current == "green")
        }

        @Test("A card's tap is answered: applied, then queued behind the cross-dissolve it started")
        func cardTapIsAnswered() throws {
            let launched = try LaunchedApp()
            #expect(try launched.tap("Show cards"))
            let swapSlot = try #require(launched.app.swapSlot)
            let card = try #require(swapSlot.controller(for: "green") as? CardViewController)
            #expect(card.nextCardTapped() == .applied)  // the cross-dissolve to blue begins
            #expect(card.nextCardTapped() == .queued(position: 0))  // it waits for the one under way
            StandIn.runUntilIdle()
            #expect(swapSlot.current == "green", "blue, then green again")
        }

        @Test("The page indicator's dot follows a finger dragging the pager, then lands with the page")
        func indicatorFollowsDrag() throws {
            let launched = try LaunchedApp()
            let app = launched.app
            StandIn.drag(app.pager.scrollView, to: CGPoint(x: 195, y: 0), landingAt: CGPoint(x: 390, y: 0))
            #expect(app.pageIndicator.position == 0.5, "half way when the finger lifts")
            StandIn.runUntilIdle()
            #expect(app.pager.currentPage == 1 && app.pageIndicator.position == 1)
        }

        @Test("The pager builds only the page shown and its neighbours as the user pages, and lets the rest go")
        func pagerBuildsOnlyShownPageAndNeighbours() throws {
            let launched = try LaunchedApp()
            let app = launched.app
            #expect(app.pages.built == [0, 1], "at launch: the feed and its one neighbour")
            #expect(try launched.tap("Show cards"))
            #expect(app.pager.currentPage == 1 && app.pages.built == [0, 1, 2])
            StandIn.drag(app.pager.scrollView, to: CGPoint(x: 585, y: 0), landingAt: CGPoint(x: 780, y: 0))
            StandIn.runUntilIdle()
            #expect(app.pager.currentPage == 2 && app.pageIndicator.position == 2)
            #expect(app.pages.built == [0, 1, 2, 3], "story 2 is built only once story 1 shows")
            #expect(app.pager.children.count == 3 && !app.pager.children.contains { $0 is FeedViewController })
            #expect(try launched.tap("Back to feed"))
            #expect(app.pager.currentPage == 0 && app.pageIndicator.position == 0)
            #expect(app.pages.built == [0, 1, 2, 3, 0], "the feed, let go two pages away, is built again")
            #expect(app.pager.children.count == 2 && app.pages.built.max() == 3, "pages 4 and 5 are never built")
        }

        @Test("Edge swipes open the menu and the profile; their buttons and a tap on the covered feed close them")
        func swipesAndPanels() throws {
            let launched = try LaunchedApp()
            let slide = launched.app.slideMenu
            launched.swipe(fromLeftEdge: true)
            #expect(slide.openPanel == .menu)
            let showCards = try launched.button("Show cards")
            let onCoveredButton = showCards.convert(CGPoint(x: 40, y: 22), to: nil)
            #expect(onCoveredButton.x < 390, "the covered button is partly on screen")
            #expect(StandIn.tap(onCoveredButton, in: launched.window) !== showCards, "the covered feed takes no taps")
            StandIn.runUntilIdle()
            #expect(slide.openPanel == nil, "the tap on the covered feed closed the menu")
            #expect(launched.app.pager.currentPage == 0, "and did not reach the feed's button")
            launched.swipe(fromLeftEdge: true)
            #expect(try launched.tap("Profile"))
            #expect(slide.openPanel == .profile)
            #expect(try launched.tap("Close"))
            #expect(slide.openPanel == nil)
            launched.swipe(fromLeftEdge: false)
            #expect(slide.openPanel == .profile)
            StandIn.pan(
                from: CGPoint(x: 200, y: 600), by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 600, y: 0),
                in: launched.window)
            StandIn.runUntilIdle()
            #expect(slide.openPanel == nil, "a pan on the open profile closes it")
        }

        @Test("The feed's buttons open the menu (two containers up) and the profile; the menu's Home closes it")
        func feedButtonsOpenPanels() throws {
            let launched = try LaunchedApp()
            let slide = launched.app.slideMenu
            #expect(try launched.tap("Open menu"))
            #expect(slide.openPanel == .menu)
            #expect(try launched.tap("Home"))
            #expect(slide.openPanel == nil)
            #expect(try launched.tap("Open profile"))
            #expect(slide.openPanel == .profile)
        }
    }
#endif
