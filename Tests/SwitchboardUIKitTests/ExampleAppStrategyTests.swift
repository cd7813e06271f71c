#if os(Linux) && canImport(UIKitStandIn)
    import ListDetailExample
    import Switchboard
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    extension LaunchedApp {
        /// The containers the scene shows now: the menu's strategy button replaces them.
        var shown: AppContainers {
            get throws { try #require(delegate.containers) }
        }

        /// Opens the menu with an edge swipe and taps its strategy button, `times` times over.
        func chooseNextStrategy(times: Int) throws {
            for _ in 0..<times {
                swipe(fromLeftEdge: true)
                let strategy = try shown.strategy
                #expect(try tap("Run \(strategy.next.title)"), "the menu's strategy button")
            }
        }
    }

    @Suite("Example app: the menu's strategy button runs the same screens on each strategy")
    @MainActor
    struct ExampleAppStrategyTests {
        @Test(
            "On each strategy the menu shows it, a page's button opens the menu and pages the pager, a card swaps, an item opens",
            arguments: AppStrategy.choices.indices)
        func screensWorkOnEachStrategy(choice: Int) throws {
            let launched = try LaunchedApp()
            try launched.chooseNextStrategy(times: choice)
            let app = try launched.shown
            let strategy = AppStrategy.choices[choice]
            #expect(app.strategy == strategy && launched.window.rootViewController === app.slideMenu)
            #expect(app.slideMenu.openPanel == nil, "the new tree starts with its panels closed")
            #expect(try launched.tap("Open menu"), "the feed's button, over the \(strategy.drawer) drawer")
            #expect(app.slideMenu.openPanel == .menu)
            let menu = try #require(app.slideMenu.controller(for: "menu") as? MenuViewController)
            #expect(
                VisibleContent(of: menu.view, in: launched.window).items.contains("label Running \(strategy.title)"))
            #expect(try launched.tap("Home"))
            #expect(app.slideMenu.openPanel == nil)
            #expect(try launched.tap("Show cards"))
            #expect(app.pager.currentPage == 1 && app.pageIndicator.position == 1)
            #expect(try launched.tap("Next card"))
            #expect(try #require(app.swapSlot).current == "blue")
            let recorded = (
                drawer: app.drawerSettings.value.menuOpen || app.drawerSettings.value.profileOpen,
                pager: app.pagerSettings.value.page, cards: app.settings.value.swapNextCount
            )
            #expect(recorded.pager == (strategy.pager == .sharedSettings ? 1 : 0), "the pager's settings")
            #expect(recorded.cards == (strategy.cards == .sharedSettings ? 1 : 0), "the swap slot's settings")
            #expect(!recorded.drawer, "the menu was closed again")
            // The items page, the app's own container, runs on the pager's strategy.
            _ = try app.pager.showPage(AppPages.itemsPage)
            StandIn.runUntilIdle()
            #expect(try launched.tap("item 3"), "the list's button, over the \(strategy.pager) items container")
            #expect(try #require(app.items).controller(for: "detail-3") != nil)
            #expect(app.itemsSettings.value.detail == (strategy.pager == .sharedSettings ? 3 : nil))
        }

        @Test("The strategy button, tapped while the menu slides in, sends nothing to the old tree and releases it")
        func switchReleasesTheOldTree() throws {
            let launched = try LaunchedApp()
            try launched.chooseNextStrategy(times: 2)  // all on the message bus: its traffic can be recorded
            let tracker = LeakTracker()
            let recorder: MessageRecorder
            let before: Int
            do {  // the test's references to the old tree end with this scope
                let tree = try launched.shown
                recorder = MessageRecorder(bus: tree.bus, recording: SentRequest<ContainerRequest>.self)
                for part: AnyObject in [tree, tree.slideMenu, tree.pager, tree.pages, try #require(tree.swapSlot)] {
                    tracker.track(part, roots: [launched.window, launched.delegate])
                }
                let feed = try #require(tree.pager.children.first { $0 is FeedViewController } as? FeedViewController)
                #expect(feed.menuTapped() == .applied, "the menu starts sliding in")
                let menu = try #require(tree.slideMenu.controller(for: "menu") as? MenuViewController)
                tracker.track(menu)
                before = recorder.messages.count
                menu.nextStrategyChosen()
            }
            StandIn.runUntilIdle()
            #expect(recorder.messages.count == before, "the switch sent nothing on the old tree's bus")
            let report = tracker.report()
            #expect(report.isClean, "\(report)")
            #expect(try launched.shown.strategy == .all(.sharedSettings))
        }

        @Test("Negative control: a tree someone still holds after the switch is reported alive by the leak kit")
        func heldTreeIsCaught() throws {
            let launched = try LaunchedApp()
            let tracker = LeakTracker()
            let held = try launched.shown
            tracker.track(held.slideMenu)
            launched.swipe(fromLeftEdge: true)
            let menu = try #require(held.slideMenu.controller(for: "menu") as? MenuViewController)
            menu.nextStrategyChosen()
            StandIn.runUntilIdle()
            #expect(try launched.shown !== held, "the scene shows a new tree")
            #expect(tracker.report().survivors.map(\.typeName) == ["SlideMenuContainerViewController"])
        }
    }
#endif
