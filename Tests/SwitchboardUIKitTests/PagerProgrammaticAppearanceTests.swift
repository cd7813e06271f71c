#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A headless page that runs `onWillAppear` from its `viewWillAppear` and `onWillDisappear`
    /// from its `viewWillDisappear`.
    @MainActor
    private final class HookedHeadlessPage: HeadlessViewController {
        var onWillAppear: () -> Void = {}
        var onWillDisappear: () -> Void = {}
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onWillAppear()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onWillDisappear()
        }
    }

    @Suite("Pager programmatic changes: the same appearance sequence on both hosts")
    @MainActor
    struct PagerProgrammaticAppearanceTests {
        private static let names = ["p0", "p1", "p2"]

        /// The appearance sequence of `showPage(2)` from page 0 with `animation`, on the UIKit pager
        /// and on the headless one, and the UIKit sequence before the clock runs.
        private func showPage2(
            animation: ContainerAnimation
        ) throws -> (
            uikit: [ContainmentEvent], headless: [ContainmentEvent], beforeTheClock: [ContainmentEvent]
        ) {
            StandIn.reset()
            var events: [ContainmentEvent] = []
            let pages = Self.names.map { name in
                let page = AppearanceLoggingPage()
                page.title = name
                page.log = { events.append($0) }
                return page
            }
            let pager = PagingContainerViewController(
                pages: zip(Self.names, pages).map { [.instance(ChildID($0), $1)] }, pageAnimation: animation,
                title: "pager", trace: nil)
            let window = onScreen(pager)
            events = []
            try pager.showPage(2)
            let beforeTheClock = appearance(of: Set(Self.names), in: events)
            StandIn.runUntilIdle()

            let trace = ContainmentTrace()
            let headless = HeadlessPagingContainerViewController(
                pages: Self.names.map { [.instance(ChildID($0), HeadlessViewController(title: $0, trace: trace))] },
                pageAnimation: animation, title: "pager", trace: trace)
            let headlessWindow = HeadlessWindow(trace: trace)
            headlessWindow.rootViewController = headless
            trace.removeAll()
            try headless.showPage(2)
            withExtendedLifetime((window, headlessWindow)) {}
            return (
                appearance(of: Set(Self.names), in: events), appearance(of: Set(Self.names), in: trace.events),
                beforeTheClock
            )
        }

        @Test("An animated change begins both pages when the scroll starts and ends them after it (old first)")
        func animatedChange() throws {
            let run = try showPage2(animation: .slide())
            #expect(
                run.beforeTheClock == [.viewWillDisappear("p0", animated: true), .viewWillAppear("p2", animated: true)])
            #expect(
                run.uikit == [
                    .viewWillDisappear("p0", animated: true), .viewWillAppear("p2", animated: true),
                    .viewDidDisappear("p0", animated: true), .viewDidAppear("p2", animated: true),
                ])
            #expect(run.uikit == run.headless)
        }

        @Test("A change without animation begins old then new, moves, then ends old then new")
        func changeWithoutAnimation() throws {
            let run = try showPage2(animation: .none)
            #expect(
                run.uikit == [
                    .viewWillDisappear("p0", animated: false), .viewWillAppear("p2", animated: false),
                    .viewDidDisappear("p0", animated: false), .viewDidAppear("p2", animated: false),
                ])
            #expect(run.uikit == run.headless)
        }

        /// A UIKit pager of three logging pages, off screen.
        private static func uikitPager() -> (PagingContainerViewController, [AppearanceLoggingPage]) {
            let pages = names.map { name in
                let page = AppearanceLoggingPage()
                page.title = name
                return page
            }
            let pager = PagingContainerViewController(
                pages: zip(names, pages).map { [.instance(ChildID($0), $1)] }, title: "pager", trace: nil)
            return (pager, pages)
        }

        /// A headless pager of three hooked pages traced in `trace`, off screen.
        private static func headlessPager(
            trace: ContainmentTrace
        ) -> (HeadlessPagingContainerViewController, [HookedHeadlessPage]) {
            let pages = names.map { HookedHeadlessPage(title: $0, trace: trace) }
            let pager = HeadlessPagingContainerViewController(
                pages: zip(names, pages).map { [.instance(ChildID($0), $1)] }, title: "pager", trace: trace)
            return (pager, pages)
        }

        @Test("A change asked for while the pager appears gives the pages the pager's own animated flag")
        func changeDuringThePagersAppearance() throws {
            StandIn.reset()
            var events: [ContainmentEvent] = []
            var asked = false
            let (pager, pages) = Self.uikitPager()
            for page in pages {
                page.log = { event in
                    events.append(event)
                    if event == .viewWillAppear("p0", animated: false), !asked {
                        asked = true
                        pager.handle(.showPage(1), from: nil)
                    }
                }
            }
            let window = onScreen(pager)
            StandIn.runUntilIdle()

            let trace = ContainmentTrace()
            let (headless, headlessPages) = Self.headlessPager(trace: trace)
            headlessPages[0].onWillAppear = { [unowned headless] in
                guard headless.currentPage == 0 else { return }
                headless.handle(.showPage(1), from: nil)
            }
            let headlessWindow = HeadlessWindow(trace: trace)
            headlessWindow.rootViewController = headless

            let uikit = appearance(of: Set(Self.names), in: events)
            #expect(uikit == appearance(of: Set(Self.names), in: trace.events))
            #expect(
                uikit == [
                    .viewWillAppear("p0", animated: false), .viewWillDisappear("p0", animated: false),
                    .viewWillAppear("p1", animated: false), .viewDidDisappear("p0", animated: false),
                    .viewDidAppear("p1", animated: false),
                ], "the window shows the pager without animation, and so the pages")
            #expect(finalAppearance(of: ["p0", "p1"], in: events) == ["viewDidDisappear", "viewDidAppear"])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime((window, headlessWindow)) {}
        }

        @Test("A change asked for while the pager disappears leaves the pages to follow the pager out")
        func changeDuringThePagersDisappearance() throws {
            StandIn.reset()
            var events: [ContainmentEvent] = []
            let (pager, pages) = Self.uikitPager()
            let window = onScreen(pager)
            StandIn.runUntilIdle()
            var asked = false
            for page in pages {
                page.log = { event in
                    events.append(event)
                    guard case .viewWillDisappear("p0", _) = event, !asked else { return }
                    asked = true
                    pager.handle(.showPage(1), from: nil)
                }
            }
            window.rootViewController = nil
            StandIn.runUntilIdle()

            let trace = ContainmentTrace()
            let (headless, headlessPages) = Self.headlessPager(trace: trace)
            let headlessWindow = HeadlessWindow(trace: trace)
            headlessWindow.rootViewController = headless
            trace.removeAll()
            headlessPages[0].onWillDisappear = { [unowned headless] in
                guard headless.currentPage == 0 else { return }
                headless.handle(.showPage(1), from: nil)
            }
            headlessWindow.rootViewController = nil

            let uikit = appearance(of: Set(Self.names), in: events)
            #expect(uikit == appearance(of: Set(Self.names), in: trace.events))
            #expect(
                uikit == [.viewWillDisappear("p0", animated: false), .viewDidDisappear("p0", animated: false)],
                "the page shown leaves with the pager's flag; the new page, off screen now, hears nothing")
            #expect(pager.currentPage == 1 && headless.currentPage == 1)

            // Back in the window, the page the change showed appears, and only it.
            events = []
            trace.removeAll()
            window.rootViewController = pager
            StandIn.runUntilIdle()
            headlessWindow.rootViewController = headless
            let back = appearance(of: Set(Self.names), in: events)
            #expect(back == appearance(of: Set(Self.names), in: trace.events))
            #expect(back == [.viewWillAppear("p1", animated: false), .viewDidAppear("p1", animated: false)])
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime((window, headlessWindow)) {}
        }
    }
#endif
