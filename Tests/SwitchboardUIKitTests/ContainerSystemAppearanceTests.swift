#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A child with its own status bar, home indicator and deferred screen edges.
    @MainActor
    private final class SystemUIChild: UIViewController {
        let style: UIStatusBarStyle
        let immersive: Bool

        init(_ title: String, style: UIStatusBarStyle, immersive: Bool) {
            self.style = style
            self.immersive = immersive
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { immersive }
        override var prefersHomeIndicatorAutoHidden: Bool { immersive }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { immersive ? .bottom : [] }
    }

    @Suite("Every container lets the child on screen decide the status bar, the home indicator and the deferred edges")
    @MainActor
    struct ContainerSystemAppearanceTests {
        @Test("A swap slot: the current alternate decides, and UIKit is told once a swap has happened")
        func swapSlotForwards() {
            StandIn.reset()
            let plain = SystemUIChild("plain", style: .darkContent, immersive: false)
            let video = SystemUIChild("video", style: .lightContent, immersive: true)
            let slot = SwapContainerViewController(
                [.instance("plain", plain), .instance("video", video)], animation: .crossDissolve(duration: 0.3),
                title: "slot", trace: nil)
            let window = onScreen(slot)
            #expect(slot.childForStatusBarStyle === plain && slot.childForScreenEdgesDeferringSystemGestures === plain)
            #expect(shownSystemUI(in: window) == (.darkContent, false, false, []))
            StandIn.clearSystemAppearanceUpdates(of: slot)
            slot.swapNext()
            #expect(StandIn.systemAppearanceUpdates(of: slot).isEmpty, "not while the swap still runs")
            StandIn.runUntilIdle()
            #expect(slot.childForStatusBarHidden === video && slot.childForHomeIndicatorAutoHidden === video)
            #expect(StandIn.systemAppearanceUpdates(of: slot) == [.statusBar, .homeIndicator, .screenEdges])
            #expect(shownSystemUI(in: window) == (.lightContent, true, true, .bottom))
        }

        @Test("A drawer: the open panel decides, the deferred screen edges too")
        func drawerForwardsScreenEdges() throws {
            StandIn.reset()
            let feed = SystemUIChild("feed", style: .darkContent, immersive: false)
            let menu = SystemUIChild("menu", style: .lightContent, immersive: true)
            let slide = SlideMenuContainerViewController(
                main: .instance("feed", feed), menu: .instance("menu", menu), title: "slide", trace: nil)
            let window = onScreen(slide)
            #expect(shownSystemUI(in: window) == (.darkContent, false, false, []))
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            #expect(slide.childForScreenEdgesDeferringSystemGestures === menu)
            #expect(shownSystemUI(in: window) == (.lightContent, true, true, .bottom))
            slide.closePanels()
            StandIn.runUntilIdle()
            #expect(shownSystemUI(in: window) == (.darkContent, false, false, []))
        }
    }
#endif
