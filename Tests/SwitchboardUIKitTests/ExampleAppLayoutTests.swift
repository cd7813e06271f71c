#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// A device held one way: its window's size and what its bars, notch and home indicator cover.
    enum DeviceOrientation: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case portrait, landscape

        var testDescription: String { rawValue }

        /// A notched iPhone's window.
        var size: CGSize { self == .portrait ? CGSize(width: 390, height: 844) : CGSize(width: 844, height: 390) }

        /// Its safe-area insets: the status bar and notch above, the home indicator below in
        /// portrait; the notch on both sides (it turns either way) and the home indicator in landscape.
        var insets: UIEdgeInsets {
            self == .portrait
                ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
                : UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        }
    }

    /// The example app, launched in a scene on a notched iPhone held `orientation`.
    @MainActor
    func launch(_ orientation: DeviceOrientation) throws -> (UIWindow, AppContainers) {
        StandIn.reset()
        let delegate = SceneDelegate()
        StandIn.connect(StandIn.makeWindowScene(), delegate: delegate)
        let window = try #require(delegate.window)
        let app = try #require(delegate.containers)
        StandIn.setSafeAreaInsets(DeviceOrientation.portrait.insets, of: window)
        if orientation == .landscape {
            StandIn.rotate(window, to: orientation.size)
            StandIn.runUntilIdle()
            StandIn.setSafeAreaInsets(orientation.insets, of: window)
        }
        StandIn.runUntilIdle()
        // The scene's delegate goes with this function; the window and the containers stay.
        withExtendedLifetime(delegate) {}
        return (window, app)
    }

    @Suite("Example app: content on the safe area and the readable width, in text that follows the user's size")
    @MainActor
    struct ExampleAppLayoutTests {
        @Test(
            "Every screen's rows are inside its safe area and readable width, in view, one under another",
            arguments: DeviceOrientation.allCases)
        func screensStayInTheSafeArea(orientation: DeviceOrientation) async throws {
            let (window, app) = try launch(orientation)
            var screens = 0
            try await visitEveryScreen(window, app) { screen, name in
                // A panel's rows are checked against the part the main child leaves uncovered below.
                guard !name.hasSuffix("panel") else { return }
                let placement = RowPlacement(of: screen, visible: window.bounds)
                #expect(placement.problems.isEmpty, "\(orientation) \(name): \(placement.problems)")
                #expect(ScreenContent.rows(of: screen).count { $0 is UIButton } > 0, "\(name) has its buttons")
                screens += 1
            }
            #expect(screens == 5)
        }

        @Test(
            "The page indicator sits above the home indicator, in the safe area", arguments: DeviceOrientation.allCases)
        func pageIndicatorClearsTheHomeIndicator(orientation: DeviceOrientation) throws {
            let (window, app) = try launch(orientation)
            let track = app.pageIndicator.track.convert(app.pageIndicator.track.bounds, to: nil)
            let safe = window.convert(window.safeAreaLayoutGuide.layoutFrame, to: nil)
            #expect(safe.contains(track), "\(orientation): the track \(track) is outside \(safe)")
        }

        @Test(
            "Text is in text styles and follows the user's text size: fonts change, rows grow, nothing clips or overlaps"
        )
        func textFollowsTheUsersSize() throws {
            let (window, app) = try launch(.portrait)
            let feed = try #require(app.pager.children.first { $0 is FeedViewController }?.view)
            let heading = try #require(ScreenContent.rows(of: feed).first { $0 is UILabel } as? UILabel)
            let button = try #require(ScreenContent.rows(of: feed).first { $0 is UIButton } as? UIButton)
            let title = try #require(button.titleLabel)
            #expect(heading.font.pointSize == 22 && title.font.pointSize == 17, "title 2 and body at the default size")
            let defaultHeight = button.frame.height
            for (category, headingSize, bodySize) in [
                (UIContentSizeCategory.accessibilityExtraExtraExtraLarge, 56.0, 53.0), (.extraSmall, 19, 14),
            ] {
                StandIn.setPreferredContentSizeCategory(category)
                StandIn.runUntilIdle()
                #expect(heading.font.pointSize == headingSize && title.font.pointSize == bodySize, "\(category)")
                // The bottom stays out of it: at the largest sizes a column can outgrow the screen.
                let placement = RowPlacement(of: feed, visible: window.bounds, toBottom: false)
                #expect(placement.problems.isEmpty, "\(category): \(placement.problems)")
                #expect((button.frame.height > defaultHeight) == (category == .accessibilityExtraExtraExtraLarge))
            }
            StandIn.setPreferredContentSizeCategory(.accessibilityMedium)
            _ = try app.pager.showPage(2)
            StandIn.runUntilIdle()
            let story = try #require(app.pager.children.first { $0 is StoryViewController }?.view)
            let storyHeading = try #require(ScreenContent.rows(of: story).first { $0 is UILabel } as? UILabel)
            #expect(storyHeading.font.pointSize == 34, "a screen built after the change starts at the new size")
        }

        @Test(
            "At the largest text size every screen's column holds all its rows, and every part of each scrolls into view",
            arguments: DeviceOrientation.allCases)
        func largestTextScrolls(orientation: DeviceOrientation) async throws {
            let (window, app) = try launch(orientation)
            StandIn.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            StandIn.runUntilIdle()
            var scrolling: [String] = []
            try await visitEveryScreen(window, app) { screen, name in
                let column = try #require(ScreenContent.column(of: screen), "\(name) has a column")
                let last = try #require(column.subviews.last)
                #expect(column.contentSize == CGSize(width: column.bounds.width, height: last.frame.maxY + 8))
                if column.contentSize.height > column.bounds.height { scrolling.append(name) }
                let shown = column.convert(column.bounds, to: nil)
                // A row taller than the column (a long line in a narrow panel) is read in parts: its
                // top and its bottom, each as tall as the column, must each scroll into view.
                for row in column.subviews {
                    let part = min(row.frame.height, column.bounds.height)
                    for top in [row.frame.minY, row.frame.maxY - part] {
                        let slice = CGRect(x: row.frame.minX, y: top, width: row.frame.width, height: part)
                        column.scrollRectToVisible(slice, animated: false)
                        let frame = column.convert(slice, to: nil)
                        #expect(
                            shown.contains(frame) && window.bounds.contains(frame),
                            "\(orientation) \(name): \(row) at \(frame) stays out of \(shown)")
                    }
                }
            }
            #expect(scrolling.contains("the menu panel"), "the menu outgrows the screen: \(scrolling)")
        }

        @Test("Negative control: a column that does not scroll leaves rows off screen at the largest text size")
        func fixedColumnLosesRows() throws {
            StandIn.reset()
            let screen = UIViewController()
            let window = onScreen(screen)
            var above = screen.view.safeAreaLayoutGuide.topAnchor
            for number in 1...8 {
                let row = ScreenContent.label("Row \(number) of a column with no scroll view")
                row.translatesAutoresizingMaskIntoConstraints = false
                screen.view.addSubview(row)
                NSLayoutConstraint.activate([
                    row.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1),
                    row.leadingAnchor.constraint(equalTo: screen.view.readableContentGuide.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: screen.view.readableContentGuide.trailingAnchor),
                ])
                above = row.bottomAnchor
            }
            StandIn.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            let last = try #require(screen.view.subviews.last)
            #expect(ScreenContent.column(of: screen.view) == nil)
            #expect(last.convert(last.bounds, to: nil).maxY > window.bounds.height, "the last row is out of reach")
        }

        @Test(
            "Menu and profile rows stay in the panel's safe area and in view, in every drawer style",
            arguments: SlideMenuContainer.Style.allCases, DeviceOrientation.allCases)
        func panelContentStaysInItsSafeArea(style: SlideMenuContainer.Style, orientation: DeviceOrientation) throws {
            let (window, app) = try launch(orientation)
            try app.slideMenu.setStyle(style)
            let width = window.bounds.width
            for (panel, id): (ContainerPanel, ChildID) in [(.menu, "menu"), (.profile, "profile")] {
                _ = try panel == .menu ? app.slideMenu.toggleMenu() : app.slideMenu.toggleProfile()
                StandIn.runUntilIdle()
                #expect(app.slideMenu.openPanel == panel)
                let screen = try #require(app.slideMenu.controller(for: id)?.viewIfLoaded)
                // What the main child leaves uncovered, on the panel's side.
                let shown = CGRect(x: panel == .menu ? 0 : width - 260, y: 0, width: 260, height: window.bounds.height)
                let placement = RowPlacement(of: screen, visible: shown)
                #expect(placement.problems.isEmpty, "\(style) \(orientation) \(id): \(placement.problems)")
                app.slideMenu.closePanels()
                StandIn.runUntilIdle()
            }
        }

        @Test("The panels' content fits a reveal narrower than the default: it follows the safe area, not 260 points")
        func panelContentFitsANarrowReveal() throws {
            StandIn.reset()
            let menu = MenuViewController()
            let slide = SlideMenuContainerViewController(
                main: .instance("main", FeedViewController()), menu: .instance("menu", menu), revealWidth: 180,
                title: "slide", trace: nil)
            let window = onScreen(slide)
            try slide.toggleMenu()
            StandIn.runUntilIdle()
            let shown = CGRect(x: 0, y: 0, width: 180, height: window.bounds.height)
            let placement = RowPlacement(of: menu.view, visible: shown)
            #expect(placement.problems.isEmpty, "\(placement.problems)")
        }

        @Test("Negative control: rows at fixed offsets (top + 100, 20-point sides, 44-point rows) are caught")
        func fixedGeometryIsCaught() throws {
            StandIn.reset()
            let screen = UIViewController()
            let window = onScreen(screen)
            StandIn.rotate(window, to: DeviceOrientation.landscape.size)
            StandIn.runUntilIdle()
            StandIn.setSafeAreaInsets(DeviceOrientation.landscape.insets, of: window)
            let label = UILabel()
            label.text = "Fixed"
            label.font = .systemFont(ofSize: 17)
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in })
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            for (row, item) in [label, button as UIView].enumerated() {
                item.translatesAutoresizingMaskIntoConstraints = false
                screen.view.addSubview(item)
                NSLayoutConstraint.activate([
                    item.topAnchor.constraint(equalTo: screen.view.topAnchor, constant: 100 + CGFloat(row) * 60),
                    item.heightAnchor.constraint(equalToConstant: 44),
                    item.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor, constant: 20),
                    item.widthAnchor.constraint(equalToConstant: 220),
                ])
            }
            window.layoutIfNeeded()
            let landscape = RowPlacement(of: screen.view, visible: window.bounds)
            #expect(landscape.problems.contains { $0.contains("leaves the safe area") }, "\(landscape.problems)")
            #expect(landscape.problems.contains { $0.contains("readable width") }, "\(landscape.problems)")
            StandIn.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
            let large = RowPlacement(of: screen.view, visible: window.bounds)
            #expect(
                large.problems.contains { $0.contains("clips") }, "a 44-point row clips AX5 text: \(large.problems)")
            #expect(label.font.pointSize == 17, "a fixed font does not follow the text size")
            let panel = RowPlacement(of: screen.view, visible: CGRect(x: 0, y: 0, width: 180, height: 390))
            #expect(panel.problems.contains { $0.contains("not all in view") }, "220 points in a 180-point reveal")
        }
    }
#endif
