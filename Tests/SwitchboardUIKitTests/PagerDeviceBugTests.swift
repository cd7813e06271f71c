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

        init(
            count: Int = 3, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
            layoutDirection: UISemanticContentAttribute = .unspecified
        ) {
            let pages = (0..<count).map { index in
                let page = ButtonPage()
                page.title = "page \(index)"
                return page
            }
            self.pages = pages
            pager = PagingContainerViewController(
                pages: pages.enumerated().map { [.instance(ChildID("p\($0.offset)"), $0.element)] },
                initialPage: initialPage, pageAnimation: pageAnimation, title: "pager", trace: nil)
            pager.observers.add(log)
            pager.view.semanticContentAttribute = layoutDirection
            window = onScreen(pager)
        }
    }

    @Suite("Pager device bugs the stand-in now shows")
    @MainActor
    struct PagerDeviceBugTests {
        @Test("A tap on a button on page 3 reaches it", arguments: [0, 2])
        func tapOnLaterPage(initialPage: Int) throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: initialPage)
            if initialPage == 0 {
                try scene.pager.showPage(2)
                StandIn.runUntilIdle()
            }
            let hit = StandIn.tap(CGPoint(x: 195, y: 322), in: scene.window)
            #expect(hit === scene.pages[2].button, "the tap hit \(hit.map { String(describing: $0) } ?? "nothing")")
            #expect(scene.pages.map(\.taps) == [0, 0, 1])
        }

        @Test(
            "Under a notch, bars or in landscape the pages fill the pager and it scrolls only sideways",
            arguments: [
                UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
            ])
        func safeAreaAddsNoContentInset(device: UIEdgeInsets) throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: 1)
            StandIn.setSafeAreaInsets(device, of: scene.window)
            scene.pager.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            scene.window.layoutIfNeeded()
            let scrollView = scene.pager.scrollView
            #expect(scrollView.safeAreaInsets != .zero, "the device covers part of the pager")
            #expect(scrollView.adjustedContentInset == .zero, "the safe area must not become content insets")
            #expect(scrollView.contentOffset == CGPoint(x: 390, y: 0))
            #expect(scene.pager.visiblePage == 1)
            #expect(scene.pages[1].view.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
        }

        @Test(
            "A scroll not made by a finger that settles on a page becomes the container's page, never a snap-back",
            arguments: [
                "setContentOffset animated", "setContentOffset", "scrollRectToVisible", "accessibilityScroll", "focus",
            ])
        func scrollNotByAFinger(kind: String) throws {
            StandIn.reset()
            let scene = ButtonPager()
            let scrollView = scene.pager.scrollView
            let expectedPage = kind == "focus" ? 2 : 1
            switch kind {
            case "setContentOffset animated": scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: true)
            case "setContentOffset": scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: false)
            case "scrollRectToVisible":
                scrollView.scrollRectToVisible(CGRect(x: 390, y: 0, width: 390, height: 844), animated: true)
            case "accessibilityScroll": #expect(StandIn.accessibilityScroll(.left, on: scene.pages[0].button))
            default: StandIn.moveFocus(to: scene.pages[2].button)
            }
            StandIn.runUntilIdle()
            scene.window.layoutIfNeeded()
            #expect(scene.pager.currentPage == expectedPage)
            #expect(scrollView.contentOffset == CGPoint(x: 390 * CGFloat(expectedPage), y: 0), "no snap-back")
            #expect(scene.log.announcements.last == .didShowPage(from: 0, to: expectedPage), "announced")
            #expect(scene.pager.requestTally.received == 1, "a request through the executor")
        }

        @Test("A rotation keeps the shown page in place, with every page still hit-testable")
        func rotationKeepsThePage() throws {
            StandIn.reset()
            let scene = ButtonPager(initialPage: 2)
            StandIn.rotate(scene.window, to: CGSize(width: 844, height: 390))
            StandIn.runUntilIdle()
            #expect(scene.pager.scrollView.contentOffset == CGPoint(x: 2 * 844, y: 0))
            #expect(scene.pages[2].view.frame == CGRect(x: 2 * 844, y: 0, width: 844, height: 390))
            #expect(scene.pager.currentPage == 2 && scene.pager.visiblePage == 2)
            #expect(StandIn.tap(scene.pages[2].button) === scene.pages[2].button)
        }

        @Test("A drag let go before the threshold glides back and cancels the change it began")
        func dragLetGoEarly() throws {
            StandIn.reset()
            let scene = ButtonPager()
            StandIn.swipe(scene.pager.scrollView, toward: 1, releasedAt: 0.3, landingOn: 0)
            StandIn.runUntilIdle()
            scene.window.layoutIfNeeded()
            #expect(scene.pager.currentPage == 0 && scene.pager.scrollView.contentOffset == .zero)
            #expect(scene.log.announcements == [.willShowPage(from: 0, to: 1), .cancelled(.showPage(1))])
        }

        @Test("The pager leaves status-bar taps to its pages' lists and locks a drag to its axis")
        func scrollsToTopOffAndDirectionalLock() throws {
            StandIn.reset()
            let scene = ButtonPager()
            #expect(!scene.pager.scrollView.scrollsToTop, "on iPhone only one scroll view on screen may have it")
            #expect(scene.pager.scrollView.isDirectionalLockEnabled)
        }
    }
#endif
