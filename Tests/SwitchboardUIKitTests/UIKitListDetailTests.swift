#if os(Linux) && canImport(UIKitStandIn)
    import ListDetailExample
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @testable import UIKitAppExample

    /// The list–detail feed, a machine of an app's own requests, on the UIKit host over the
    /// stand-in: taps go through hit testing, animations end on the stand-in's clock, and the
    /// answers are the headless host's, on each strategy.
    @MainActor
    @Suite("Your own containers on UIKit: the list–detail feed", .serialized)
    struct UIKitListDetailTests {
        /// The feed on screen, its list connected over `strategy`.
        @MainActor
        struct Screen {
            let list = ItemListViewController(items: [1, 2, 3])
            let feed: ContainerViewController<FeedMachine>
            let window: UIWindow

            init(_ strategy: StrategyKind) throws {
                StandIn.reset()
                feed = ListDetailScreen.make(list: list, items: [1, 2, 3])
                window = onScreen(feed)
                list.link = feed.connect(strategy.feedStrategy()).link(for: "list")
            }
        }

        @Test(
            "A tap on an item opens its detail, built on demand; the detail's close button closes it and it is let go",
            arguments: StrategyKind.allCases)
        func tapOpensAndCloses(strategy: StrategyKind) throws {
            let screen = try Screen(strategy)
            StandIn.tap(try #require(screen.list.buttons[2]))
            StandIn.runUntilIdle()
            weak let released: ItemDetailViewController?
            do {
                let detail = try #require(screen.feed.controller(for: "detail-2") as? ItemDetailViewController)
                released = detail
                #expect(detail.item == 2 && detail.parent === screen.feed && detail.view.superview === screen.feed.view)
                #expect(screen.feed.machine.detail == 2 && screen.feed.children.count == 2)
                StandIn.tap(detail.closeButton)
                StandIn.runUntilIdle()
            }
            #expect(screen.feed.machine.detail == nil && screen.feed.children == [screen.list])
            #expect(released == nil, "the detail is let go once the machine discards it")
            withExtendedLifetime(screen.window) {}
        }

        @Test(
            "The detail covers the list; a detail replacing another cross-dissolves on the clock, with requests queued meanwhile",
            arguments: StrategyKind.allCases)
        func replaceDuringAnimation(strategy: StrategyKind) throws {
            let screen = try Screen(strategy)
            #expect(screen.list.itemTapped(1) == .applied)
            StandIn.tap(try #require(screen.list.buttons[3]))
            #expect(screen.feed.machine.detail == 1, "the list's buttons are under the detail: the tap reached nothing")

            weak let first = screen.feed.controller(for: "detail-1")
            #expect(screen.list.itemTapped(2) == .applied)
            #expect(screen.feed.isTransitioning, "the cross-dissolve ends on the stand-in's clock")
            #expect(screen.list.itemTapped(3) == .queued(position: 0))
            #expect(screen.list.itemTapped(9) == .rejected(FeedError.noSuchItem(9)))
            StandIn.runUntilIdle()
            #expect(screen.feed.machine.detail == 3 && !screen.feed.isTransitioning)
            #expect(screen.feed.children.map(\.title) == ["list", "detail-3"])
            #expect(first == nil && screen.feed.controller(for: "detail-2") == nil)
            #expect(screen.feed.lastRejection == .noSuchItem(9))
            withExtendedLifetime(screen.window) {}
        }
    }

    extension StrategyKind {
        /// The same strategy for the feed's own requests.
        @MainActor
        func feedStrategy() -> CoordinationStrategy<FeedRequest> {
            switch self {
            case .delegate: .delegate
            case .bus: .bus(MessageBus(label: "uikit-feed"))
            case .sharedSettings: .sharedSettings(SharedSettings(FeedState()))
            }
        }
    }
#endif
