#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Issue 47: the UIKit drawer in each of its styles, over every strategy — where the children
    /// are, what is drawn in front, the dimming and the shadow, the panels' safe areas, the gestures,
    /// VoiceOver and the status bar, right to left, and changing the style while closed. The
    /// headless host's side of the same contract is `DrawerStyleTests`.
    @Suite("The UIKit drawer's styles: slide out, over the content, reveal")
    @MainActor
    struct DrawerStyleUIKitTests {
        typealias Style = SlideMenuContainer.Style

        /// A drawer on screen in a 390 × 844 window, its main child's link at hand.
        @MainActor
        struct Scene {
            let slide: SlideMenuContainerViewController
            let main = StyledChild(.darkContent)
            let menu = StyledChild(.lightContent, hidesStatusBar: true)
            let profile = StyledChild(.lightContent)
            let window: UIWindow
            let link: ContainerLink<ContainerRequest>

            init(
                _ style: Style, _ kind: StrategyKind = .delegate, retention: AlternateRetention = .keepAlive,
                direction: UIUserInterfaceLayoutDirection = .leftToRight
            ) {
                StandIn.reset()
                StandIn.userInterfaceLayoutDirection = direction
                slide = SlideMenuContainerViewController(
                    main: .instance("main", main), menu: .instance("menu", menu),
                    profile: .instance("profile", profile), retention: retention, style: style, title: "slide",
                    trace: nil)
                window = onScreen(slide)
                link = slide.connect(kind.makeStrategy()).link(for: "main")
                window.layoutIfNeeded()
            }

            var width: Double { Double(slide.view.bounds.width) }
            /// The children's horizontal places: main, menu, profile.
            var places: [Double] { [main, menu, profile].map { Double($0.view.frame.minX) } }
            /// The container's subviews back to front, by name; the dimming view is "dimming".
            var drawingOrder: [String] {
                slide.view.subviews.compactMap { view in
                    if view === slide.dimmingView { return "dimming" }
                    return [("main", main), ("menu", menu), ("profile", profile)].first { $0.1.view === view }?.0
                }
            }
            var dimming: Double { Double(slide.dimmingView.alpha) }

            func send(_ request: ContainerRequest) -> RequestResult {
                defer { StandIn.runUntilIdle() }
                return link.send(request)
            }
        }

        /// Where main, menu and profile sit closed, with the menu open and with the profile open,
        /// left to right in a container `width` wide with 260-point reveals.
        static func expectedPlaces(_ style: Style, width: Double) -> [[Double]] {
            switch style {
            case .slideOut: [[0, -260, 260], [260, 0, 260], [-260, -260, 0]]
            case .reveal: [[0, 0, 0], [260, 0, 0], [-260, 0, 0]]
            case .overlay: [[0, -width, width], [0, 260 - width, width], [0, -width, width - 260]]
            }
        }

        @Test(
            "Each style places the main child and the panels as they open and close, on every strategy",
            arguments: Style.allCases, StrategyKind.allCases)
        func placesPerStyle(style: Style, kind: StrategyKind) {
            let scene = Scene(style, kind)
            let expected = Self.expectedPlaces(style, width: scene.width)
            #expect(scene.slide.style == style)
            #expect(scene.places == expected[0], "closed")
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(scene.places == expected[1], "menu open")
            #expect(scene.send(.toggleProfile) == .applied)
            #expect(scene.places == expected[2], "profile open")
            #expect(scene.send(.closePanels) == .applied)
            #expect(scene.places == expected[0], "closed again")
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "Over the content the panels are in front of the dimmed main child; otherwise the dimming covers the main child in front",
            arguments: Style.allCases)
        func drawingOrderAndDimming(style: Style) {
            let scene = Scene(style)
            let order =
                style == .overlay ? ["main", "dimming", "menu", "profile"] : ["menu", "profile", "main", "dimming"]
            #expect(scene.drawingOrder == order)
            #expect(scene.dimming == 0, "closed: nothing dims, nothing is taken from the main child")
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(scene.dimming == 1)
            #expect(scene.slide.dimmingView.frame == scene.main.view.frame, "the dimming view covers the main child")
            #expect(scene.send(.closePanels) == .applied)
            #expect(scene.dimming == 0)
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "Over the content, a panel built as it opens goes in front of the dimming view", arguments: Style.allCases)
        func builtPanelOrder(style: Style) {
            let scene = Scene(style, retention: .releaseWhenHidden)
            #expect(scene.drawingOrder == ["main", "dimming"])
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(
                scene.drawingOrder == (style == .overlay ? ["main", "dimming", "menu"] : ["menu", "main", "dimming"]))
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "Over the content the panels cast a shadow on the main child; the other styles cast none",
            arguments: Style.allCases)
        func shadow(style: Style) throws {
            let scene = Scene(style)
            let expected: Float = style == .overlay ? 0.5 : 0
            #expect(scene.menu.view.layer.shadowOpacity == expected)
            #expect(scene.profile.view.layer.shadowOpacity == expected)
            scene.slide.panelShadowOpacity = 0.2
            #expect(scene.menu.view.layer.shadowOpacity == (style == .overlay ? 0.2 : 0))
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "The edge pan opens the menu in every style: what moves follows the finger, and so does the dimming",
            arguments: Style.allCases)
        func edgePanPerStyle(style: Style) {
            let scene = Scene(style)
            let finger = StandIn.beginPan(at: CGPoint(x: 4, y: 400), in: scene.window)
            finger.move(by: CGPoint(x: 65, y: 0), velocity: CGPoint(x: 400, y: 0))
            #expect(finger.recognizer === scene.slide.menuEdgePanGesture)
            let closed = Self.expectedPlaces(style, width: scene.width)[0]
            let open = Self.expectedPlaces(style, width: scene.width)[1]
            let quarter = zip(closed, open).map { $0 + ($1 - $0) / 4 }
            #expect(scene.places == quarter, "a quarter of the 260-point reveal")
            #expect(scene.dimming == 0.25)
            finger.end(velocity: CGPoint(x: 400, y: 0))
            StandIn.runUntilIdle()
            #expect(scene.slide.openPanel == .menu)
            #expect(scene.places == open)
            // The closing pan, on the open menu, drags it back.
            let back = StandIn.beginPan(at: CGPoint(x: 200, y: 400), in: scene.window)
            back.move(by: CGPoint(x: -130, y: 0), velocity: CGPoint(x: -400, y: 0))
            #expect(back.recognizer === scene.slide.closingPanGesture)
            #expect(scene.dimming == 0.5)
            back.end(velocity: CGPoint(x: -400, y: 0))
            StandIn.runUntilIdle()
            #expect(scene.slide.openPanel == nil)
            #expect(scene.places == closed)
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "In every style and direction, an open panel's safe area is the part of it on screen, uncovered",
            arguments: Style.allCases, [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
        func safeAreaIsWhatShows(style: Style, direction: UIUserInterfaceLayoutDirection) throws {
            let scene = Scene(style, direction: direction)
            let width = scene.width
            for (request, panel) in [(ContainerRequest.toggleMenu, scene.menu), (.toggleProfile, scene.profile)] {
                #expect(scene.send(request) == .applied)
                let frame = panel.view.frame
                let insets = panel.view.safeAreaInsets
                let safe = (Double(frame.minX + insets.left), Double(frame.maxX - insets.right))
                // The menu shows on the leading side, the profile on the trailing side.
                let leading = (request == .toggleMenu) == (direction == .leftToRight)
                #expect(safe == (leading ? (0, 260) : (width - 260, width)), "\(request)")
            }
            withExtendedLifetime(scene.window) {}
        }

        @Test("Right to left, each style mirrors: the menu is on the right", arguments: Style.allCases)
        func rightToLeft(style: Style) {
            let scene = Scene(style, direction: .rightToLeft)
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(scene.places == Self.expectedPlaces(style, width: scene.width)[1].map { -$0 })
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "In every style the open panel is VoiceOver's modal view, escape closes it, and it decides the status bar",
            arguments: Style.allCases)
        func voiceOverAndStatusBar(style: Style) {
            let scene = Scene(style)
            #expect(StandIn.systemAppearance(of: scene.window).statusBarStyle == .darkContent)
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(scene.menu.view.accessibilityViewIsModal)
            #expect(StandIn.isHiddenFromAccessibility(scene.main.view))
            #expect(StandIn.systemAppearance(of: scene.window).statusBarHidden)
            #expect(StandIn.accessibilityEscape(on: scene.menu.view))
            StandIn.runUntilIdle()
            #expect(scene.slide.openPanel == nil)
            #expect(!StandIn.systemAppearance(of: scene.window).statusBarHidden)
            withExtendedLifetime(scene.window) {}
        }

        @Test(
            "The style changes while closed: places, drawing order, shadow and safe areas follow; open, it is refused")
        func changeStyle() throws {
            let scene = Scene(.slideOut)
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(throws: ContainerRejection.drawerNotClosed) { try scene.slide.setStyle(.overlay) }
            #expect(scene.slide.style == .slideOut, "refused: nothing changed")
            #expect(scene.places == Self.expectedPlaces(.slideOut, width: scene.width)[1])
            #expect(scene.send(.closePanels) == .applied)
            try scene.slide.setStyle(.overlay)
            #expect(scene.slide.style == .overlay)
            #expect(scene.places == Self.expectedPlaces(.overlay, width: scene.width)[0])
            #expect(scene.drawingOrder == ["main", "dimming", "menu", "profile"])
            #expect(scene.menu.view.layer.shadowOpacity == 0.5)
            let overlayInsets = scene.menu.additionalSafeAreaInsets
            #expect(
                overlayInsets.left == 0 && overlayInsets.right == 0, "over the content, what is hidden is off screen")
            #expect(scene.send(.toggleMenu) == .applied)
            #expect(scene.places == Self.expectedPlaces(.overlay, width: scene.width)[1])
            #expect(scene.send(.closePanels) == .applied)
            try scene.slide.setStyle(.reveal)
            #expect(scene.drawingOrder == ["menu", "profile", "main", "dimming"])
            #expect(scene.menu.view.layer.shadowOpacity == 0)
            #expect(
                Double(scene.menu.additionalSafeAreaInsets.right) == scene.width - 260, "the main child covers the rest"
            )
            withExtendedLifetime(scene.window) {}
        }
    }
#endif
