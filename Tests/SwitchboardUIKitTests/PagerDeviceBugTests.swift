#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A page whose view holds one button; its taps are counted.
    @MainActor
    final class ButtonPage: UIViewController {
        private(set) var taps = 0
        private(set) lazy var button = UIButton(
            frame: CGRect(x: 100, y: 300, width: 190, height: 44),
            primaryAction: UIAction(title: title ?? "") { [weak self] _ in self?.taps += 1 })

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
        }
    }

    /// A pager of `count` button pages on screen in a window of 390 × 844 points.
    @MainActor
    struct ButtonPager {
        let pages: [ButtonPage]
        let pager: PagingContainerViewController
        let window: UIWindow
        let log = AnnouncementLog()

        init(count: Int = 3, initialPage: Int = 0) throws {
            let pages = (0..<count).map { index in
                let page = ButtonPage()
                page.title = "page \(index)"
                return page
            }
            self.pages = pages
            pager = try PagingContainerViewController(
                pages: pages.enumerated().map { [.instance(ChildID("p\($0.offset)"), $0.element)] },
                initialPage: initialPage, title: "pager", trace: nil)
            pager.observers.add(log)
            window = onScreen(pager)
        }
    }

    @Suite("Pager device bugs the stand-in now shows")
    @MainActor
    struct PagerDeviceBugTests {
        @Test("A tap on a button on page 3 reaches it", arguments: [0, 2])
        func tapOnLaterPage(initialPage: Int) throws {
            StandIn.reset()
            let scene = try ButtonPager(initialPage: initialPage)
            if initialPage == 0 {
                try scene.pager.showPage(2)
                StandIn.runUntilIdle()
            }
            let hit = StandIn.tap(CGPoint(x: 195, y: 322), in: scene.window)
            #expect(hit === scene.pages[2].button, "the tap hit \(hit.map { String(describing: $0) } ?? "nothing")")
            #expect(scene.pages.map(\.taps) == [0, 0, 1])
        }
    }
#endif
