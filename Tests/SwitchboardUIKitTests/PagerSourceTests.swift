#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// The two pagers a source is tested on.
    enum SourcedPagerHost: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case headless, uikit
        var testDescription: String { rawValue }
    }

    /// What a source's page builder did: the pages built, in order, each page tracked for leaks,
    /// and the pages' appearance callbacks.
    @MainActor
    final class PageRecord {
        var builds: [Int] = []
        var events: [ContainmentEvent] = []
        var links: [Int: ContainerLink<ContainerRequest>] = [:]
        let tracker = LeakTracker(searchesPaths: false)

        static func name(_ page: Int) -> String { "page \(page)" }

        func built(_ page: Int, link: ContainerLink<ContainerRequest>) {
            builds.append(page)
            links[page] = link
        }

        /// The pages alive now, by name, sorted (a page built twice counts once per instance).
        var livePages: [String] {
            tracker.report().survivors.compactMap(\.name).sorted()
        }
    }

    /// A pager over a source of `pageCount` pages, on one host, in a window.
    @MainActor
    final class SourcedPagerScene {
        let host: SourcedPagerHost
        let record = PageRecord()
        private(set) var pager: PagingContainerViewController?
        private(set) var headless: HeadlessPagingContainerViewController?
        private var window: UIWindow?
        private var headlessWindow: HeadlessWindow?
        private let trace = ContainmentTrace()

        init(
            _ host: SourcedPagerHost, pageCount: Int = 10_000, initialPage: Int = 5_000,
            retention: AlternateRetention = .releaseWhenHidden,
            appearanceMode: PagingContainer.AppearanceMode = .visiblePage
        ) {
            StandIn.reset()
            self.host = host
            let record = record
            let trace = trace
            switch host {
            case .uikit:
                let pager = PagingContainerViewController(
                    pageCount: pageCount, initialPage: initialPage, retention: retention,
                    appearanceMode: appearanceMode, title: "pager", trace: nil
                ) { index, link in
                    record.built(index, link: link)
                    let page = AppearanceLoggingPage()
                    page.title = PageRecord.name(index)
                    page.log = { [unowned record] in record.events.append($0) }
                    return record.tracker.track(page, named: PageRecord.name(index))
                }
                self.pager = pager
                window = onScreen(pager)
                StandIn.runUntilIdle()
            case .headless:
                let pager = HeadlessPagingContainerViewController(
                    pageCount: pageCount, initialPage: initialPage, retention: retention,
                    appearanceMode: appearanceMode, title: "pager", trace: trace
                ) { index, link in
                    record.built(index, link: link)
                    let page = HeadlessViewController(title: PageRecord.name(index), trace: trace)
                    return record.tracker.track(page, named: PageRecord.name(index))
                }
                headless = pager
                let window = HeadlessWindow(trace: trace)
                window.rootViewController = pager
                headlessWindow = window
            }
        }

        var currentPage: Int { pager?.currentPage ?? headless?.currentPage ?? -1 }

        /// The pages' appearance callbacks so far.
        var appearance: [ContainmentEvent] {
            let events = host == .uikit ? record.events : trace.events
            return events.filter { event in
                switch event {
                case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                    event.subject.hasPrefix("page ")
                default: false
                }
            }
        }

        /// A user's swipe to the neighbour `target`, landing there: a drag on the UIKit pager, an
        /// interactive change on the headless one.
        func swipe(to target: Int) throws {
            if let pager {
                StandIn.swipe(pager.scrollView, toward: target, landingOn: target)
                StandIn.runUntilIdle()
            } else if let headless {
                #expect(try headless.beginInteractiveScroll(to: target))
                headless.updateInteractiveChange(0.3)
                headless.updateInteractiveChange(0.6)
                headless.finishInteractiveChange()
            }
        }

        func showPage(_ page: Int) throws {
            if let pager {
                try pager.showPage(page)
                StandIn.runUntilIdle()
            } else {
                try headless?.showPage(page)
            }
        }

        func makeCoordinator() -> AnyObject? {
            if let pager { return Coordinator(strategy: .delegate, handler: pager) }
            if let headless { return Coordinator(strategy: .delegate, handler: headless) }
            return nil
        }

        func leave() {
            window?.rootViewController = nil
            headlessWindow?.rootViewController = nil
        }
    }

    @Suite("A pager over a page source builds only the pages near the one shown, on both hosts")
    @MainActor
    struct PagerSourceTests {
        private static func names(_ pages: ClosedRange<Int>) -> [String] { pages.map(PageRecord.name).sorted() }

        @Test(
            "Opened at page 5,000 of 10,000, the pager builds that page and its two neighbours",
            arguments: SourcedPagerHost.allCases)
        func opensWithThreePages(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host)
            #expect(scene.record.builds.sorted() == [4_999, 5_000, 5_001])
            #expect(scene.record.livePages == Self.names(4_999...5_001))
            #expect(scene.currentPage == 5_000)
            #expect(
                scene.appearance == [
                    .viewWillAppear("page 5000", animated: false), .viewDidAppear("page 5000", animated: false),
                ])
        }

        @Test(
            "100 swipes build at most 3 pages each; released pages are gone, kept ones stay",
            arguments: SourcedPagerHost.allCases, [AlternateRetention.releaseWhenHidden, .keepAlive])
        func hundredSwipes(host: SourcedPagerHost, retention: AlternateRetention) throws {
            let scene = SourcedPagerScene(host, retention: retention)
            for step in 1...100 {
                let before = scene.record.builds.count
                try scene.swipe(to: 5_000 + step)
                #expect(scene.record.builds.count - before <= 3)
                #expect(scene.currentPage == 5_000 + step)
            }
            // A page more on each swipe: the new neighbour.
            #expect(scene.record.builds.count == 3 + 100)
            switch retention {
            case .releaseWhenHidden: #expect(scene.record.livePages == Self.names(5_099...5_101))
            case .keepAlive: #expect(scene.record.livePages == Self.names(4_999...5_101))
            }
        }

        @Test(
            "Programmatic jumps anywhere build at most 3 pages each and leave 3 alive",
            arguments: SourcedPagerHost.allCases)
        func jumps(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host)
            for target in [9_999, 0, 5_002, 5_003, 5_001, 1, 9_998] {
                let before = scene.record.builds.count
                try scene.showPage(target)
                #expect(scene.record.builds.count - before <= 3, "page \(target)")
                #expect(scene.currentPage == target)
                #expect(scene.record.livePages.count == (target == 0 || target == 9_999 ? 2 : 3), "page \(target)")
            }
            #expect(scene.record.livePages == Self.names(9_997...9_999))
        }

        @Test(
            "A released page is built again when it comes back; a kept one is the same instance",
            arguments: SourcedPagerHost.allCases)
        func pageComesBack(host: SourcedPagerHost) throws {
            let released = SourcedPagerScene(host)
            try released.swipe(to: 5_001)
            try released.swipe(to: 5_002)
            #expect(
                !released.record.livePages.contains("page 4999") && !released.record.livePages.contains("page 5000"))
            try released.swipe(to: 5_001)
            try released.swipe(to: 5_000)
            #expect(released.record.builds.filter { $0 == 5_000 }.count == 2)
            #expect(released.record.builds.filter { $0 == 4_999 }.count == 2)
            // The first instances are gone: one of each alive.
            #expect(released.record.livePages == Self.names(4_999...5_001))

            let kept = SourcedPagerScene(host, retention: .keepAlive)
            try kept.swipe(to: 5_001)
            try kept.swipe(to: 5_002)
            try kept.swipe(to: 5_001)
            try kept.swipe(to: 5_000)
            #expect(kept.record.builds.sorted() == Array(4_999...5_003))
        }

        @Test("Both hosts give the same appearance sequence and builds for the same swipes and jumps")
        func sameOnBothHosts() throws {
            var runs: [(appearance: [ContainmentEvent], builds: [Int])] = []
            for host in SourcedPagerHost.allCases {
                let scene = SourcedPagerScene(host)
                try scene.swipe(to: 5_001)
                try scene.swipe(to: 5_000)
                try scene.showPage(9_999)
                try scene.showPage(9_998)
                runs.append((scene.appearance, scene.record.builds))
            }
            let (uikit, headless) = (runs[1], runs[0])
            #expect(uikit.appearance == headless.appearance)
            #expect(uikit.builds == headless.builds)
            #expect(
                Array(uikit.appearance.dropFirst(2).prefix(4)) == [
                    .viewWillDisappear("page 5000", animated: true), .viewWillAppear("page 5001", animated: true),
                    .viewDidDisappear("page 5000", animated: true), .viewDidAppear("page 5001", animated: true),
                ])
            #expect(
                Array(uikit.appearance.suffix(4)) == [
                    .viewWillDisappear("page 9999", animated: true), .viewWillAppear("page 9998", animated: true),
                    .viewDidDisappear("page 9999", animated: true), .viewDidAppear("page 9998", animated: true),
                ])
        }

        @Test("A built page's link reaches the pager", arguments: SourcedPagerHost.allCases)
        func pagesAreLinked(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host)
            let coordinator = scene.makeCoordinator()
            let link = try #require(scene.record.links[5_001])
            #expect(link.send(.showPage(5_001)) == .applied)
            StandIn.runUntilIdle()
            #expect(scene.currentPage == 5_001)
            guard case .rejected(let error) = link.send(.showPage(10_000)) else {
                Issue.record("a page out of range is rejected")
                return
            }
            #expect(error as? ContainerRejection == .pageOutOfRange(10_000, pageCount: 10_000))
            withExtendedLifetime(coordinator) {}
        }

        @Test("Leaving the window lets every page go")
        func pagesGoWithThePager() throws {
            for host in SourcedPagerHost.allCases {
                let record: PageRecord
                do {
                    let scene = SourcedPagerScene(host)
                    try scene.swipe(to: 5_001)
                    record = scene.record
                    scene.leave()
                }
                #expect(record.livePages.isEmpty, "\(host)")
            }
        }

        @Test("The UIKit pager over a source: a content as wide as every page, no insets, the page shown hit")
        func uikitGeometry() throws {
            let scene = SourcedPagerScene(.uikit)
            let pager = try #require(scene.pager)
            let width = pager.scrollView.bounds.width
            #expect(pager.scrollView.contentSize.width == width * 10_000)
            #expect(pager.scrollView.adjustedContentInset == .zero)
            #expect(pager.children.count == 3)
            for step in [0, 1] {
                if step == 1 { try scene.swipe(to: 5_001) }
                let shown = try #require(pager.children.first { $0.title == PageRecord.name(5_000 + step) })
                #expect(pager.scrollView.contentOffset.x == width * CGFloat(5_000 + step))
                let hit = try #require(pager.view.window?.hitTest(CGPoint(x: width / 2, y: 400), with: nil))
                #expect(hit === shown.view || hit.isDescendant(of: shown.view))
            }
        }
    }
#endif
