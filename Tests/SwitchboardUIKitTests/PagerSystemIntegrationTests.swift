#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A page with its own status bar, home indicator and deferred edges, and optionally a list
    /// as its root view or as the scroll view it names.
    @MainActor
    private final class SystemUIPage: UIViewController {
        let style: UIStatusBarStyle
        let hidesStatusBar: Bool
        let rootIsList: Bool
        let namedList = UIScrollView()
        let namesList: Bool

        init(
            _ title: String, style: UIStatusBarStyle, hidesStatusBar: Bool, rootIsList: Bool = false,
            namesList: Bool = false
        ) {
            self.style = style
            self.hidesStatusBar = hidesStatusBar
            self.rootIsList = rootIsList
            self.namesList = namesList
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = rootIsList ? UIScrollView() : UIView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            if namesList {
                view.addSubview(namedList)
                setContentScrollView(namedList, for: .top)
            }
        }

        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var prefersHomeIndicatorAutoHidden: Bool { hidesStatusBar }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { hidesStatusBar ? .bottom : [] }
    }

    @Suite("Pager system UI: the page on screen decides, and UIKit is told after every page change")
    @MainActor
    struct PagerSystemIntegrationTests {
        private let pages = [
            SystemUIPage("p0", style: .darkContent, hidesStatusBar: false),
            SystemUIPage("p1", style: .lightContent, hidesStatusBar: true, rootIsList: true),
            SystemUIPage("p2", style: .default, hidesStatusBar: false, namesList: true),
        ]

        private func makePager() -> (PagingContainerViewController, UIWindow) {
            StandIn.reset()
            let pager = PagingContainerViewController(
                pages: pages.map { [.instance(ChildID($0.title ?? "?"), $0)] }, title: "pager", trace: nil)
            return (pager, onScreen(pager))
        }

        @Test("The status bar, home indicator and deferred edges are the shown page's, after a change and a swipe")
        func systemUIFollowsThePage() throws {
            let (pager, window) = makePager()
            #expect(pager.childForStatusBarStyle === pages[0] && pager.childForStatusBarHidden === pages[0])
            #expect(shownSystemUI(in: window) == (.darkContent, false, false, []))

            try pager.showPage(1)
            StandIn.runUntilIdle()
            #expect(pager.childForHomeIndicatorAutoHidden === pages[1])
            #expect(pager.childForScreenEdgesDeferringSystemGestures === pages[1])
            #expect(shownSystemUI(in: window) == (.lightContent, true, true, .bottom))

            StandIn.swipe(pager.scrollView, toward: 2, landingOn: 2)
            #expect(pager.childForStatusBarStyle === pages[1], "mid-swipe the page it started from decides")
            StandIn.runUntilIdle()
            #expect(shownSystemUI(in: window) == (.default, false, false, []))
        }

        @Test("Each page change asks UIKit to read the system UI again; a swipe that glides back does not")
        func updatesAfterEveryPageChange() throws {
            let (pager, window) = makePager()
            let all: [StandIn.SystemAppearanceUpdate] = [.statusBar, .homeIndicator, .screenEdges]
            StandIn.clearSystemAppearanceUpdates(of: pager)
            try pager.showPage(2)
            #expect(StandIn.systemAppearanceUpdates(of: pager).isEmpty, "not before the change has happened")
            StandIn.runUntilIdle()
            #expect(StandIn.systemAppearanceUpdates(of: pager) == all)

            StandIn.clearSystemAppearanceUpdates(of: pager)
            StandIn.swipe(pager.scrollView, toward: 1, releasedAt: 0.3, landingOn: 2)
            StandIn.runUntilIdle()
            #expect(StandIn.systemAppearanceUpdates(of: pager).isEmpty, "the page did not change")

            StandIn.swipe(pager.scrollView, toward: 1, landingOn: 1)
            StandIn.runUntilIdle()
            #expect(StandIn.systemAppearanceUpdates(of: pager) == all)
            withExtendedLifetime(window) {}
        }

        @Test("The bars follow the shown page's scroll view, never the pager's own")
        func contentScrollViewIsThePages() throws {
            let (pager, window) = makePager()
            #expect(pager.contentScrollView(for: .top) == nil, "page 0 has no scroll view")
            try pager.showPage(1)
            StandIn.runUntilIdle()
            let list = try #require(pages[1].view as? UIScrollView)
            #expect(pager.contentScrollView(for: .top) === list && pager.contentScrollView(for: .bottom) === list)
            try pager.showPage(2)
            StandIn.runUntilIdle()
            #expect(pager.contentScrollView(for: .top) === pages[2].namedList)
            #expect(pager.contentScrollView(for: .top) !== pager.scrollView)
            withExtendedLifetime(window) {}
        }

        @Test(
            "A swap on the shown page hands the system UI and the bars to the new alternate, in either appearance mode",
            arguments: [PagingContainer.AppearanceMode.visiblePage, .allPages])
        func swapOnTheShownPage(appearanceMode: PagingContainer.AppearanceMode) throws {
            StandIn.reset()
            let plain = SystemUIPage("plain", style: .darkContent, hidesStatusBar: false)
            let list = SystemUIPage("list", style: .lightContent, hidesStatusBar: true, rootIsList: true)
            let pager = PagingContainerViewController(
                pages: [[.instance("plain", plain), .instance("list", list)], [.instance("p1", pages[1])]],
                appearanceMode: appearanceMode, title: "pager", trace: nil)
            let window = onScreen(pager)
            #expect(shownSystemUI(in: window) == (.darkContent, false, false, []))
            StandIn.clearSystemAppearanceUpdates(of: pager)

            #expect(try pager.swap(to: "list") == .applied)
            StandIn.runUntilIdle()
            #expect(pager.childForStatusBarStyle === list)
            #expect(StandIn.systemAppearanceUpdates(of: pager) == [.statusBar, .homeIndicator, .screenEdges])
            #expect(shownSystemUI(in: window) == (.lightContent, true, true, .bottom))
            let listView = try #require(list.view as? UIScrollView)
            #expect(pager.contentScrollView(for: .top) === listView)
        }
    }
#endif
