#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// How well a screen's text reads in the appearance it is shown in: each row's text colour
    /// against what is behind it, both resolved with the row's traits, as WCAG 2 measures it.
    @MainActor
    struct TextContrast {
        /// What is wrong, one line per finding; empty when every row reads.
        private(set) var problems: [String] = []
        /// Each row's name and its contrast ratio, for messages.
        private(set) var ratios: [(row: String, ratio: Double)] = []

        /// Checks every label and button directly in `screen`: at least 4.5:1 for text under 18
        /// points, 3:1 from 18 points (WCAG 2's AA levels for normal and large text).
        init(of screen: UIView) {
            for row in rows(of: screen) where !row.isHidden {
                guard let (name, text, font) = Self.text(of: row) else { continue }
                guard let behind = Self.background(behind: row) else {
                    problems.append("\(name) has nothing opaque behind it")
                    continue
                }
                let ratio = Self.contrast(text.resolvedColor(with: row.traitCollection), behind)
                ratios.append((name, ratio))
                let needed = font.pointSize >= 18 ? 3.0 : 4.5
                if ratio < needed {
                    problems.append(
                        "\(name) reads at \(String(format: "%.2f", ratio)):1 in \(row.traitCollection.userInterfaceStyle.name), below \(needed):1"
                    )
                }
            }
        }

        /// A row's name, text colour and font, if it is text.
        private static func text(of view: UIView) -> (String, UIColor, UIFont)? {
            if let label = view as? UILabel { return ("label \"\(label.text ?? "")\"", label.textColor, label.font) }
            if let button = view as? UIButton, let font = button.titleLabel?.font {
                return ("button \"\(button.currentTitle ?? "")\"", button.currentTitleColor, font)
            }
            return nil
        }

        /// The colour seen behind `view`'s text: its own background and those of the views it is
        /// in, each resolved with its own traits, laid over one another up to the first opaque one.
        /// `nil` when none is opaque.
        static func background(behind view: UIView) -> RGB? {
            var layers: [RGB] = []
            var current: UIView? = view
            while let layer = current {
                if let colour = layer.backgroundColor?.resolvedColor(with: layer.traitCollection) {
                    let rgb = RGB(colour)
                    layers.append(rgb)
                    if rgb.alpha >= 1 { return layers.reversed().dropFirst().reduce(rgb) { $1.over($0) } }
                }
                current = layer.superview
            }
            return nil
        }

        /// WCAG 2's contrast ratio of `text` laid over `background`, from 1 to 21.
        static func contrast(_ text: UIColor, _ background: RGB) -> Double {
            let (first, second) = (RGB(text).over(background).luminance, background.luminance)
            return (max(first, second) + 0.05) / (min(first, second) + 0.05)
        }
    }

    /// A resolved colour's sRGB components, for compositing and luminance.
    struct RGB: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double

        init(_ colour: UIColor) {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        private init(red: Double, green: Double, blue: Double) {
            (self.red, self.green, self.blue, alpha) = (red, green, blue, 1)
        }

        /// This colour laid over an opaque `below`.
        func over(_ below: RGB) -> RGB {
            func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
            return RGB(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
        }

        /// WCAG 2's relative luminance, from 0 (black) to 1 (white).
        var luminance: Double {
            func linear(_ component: Double) -> Double {
                component <= 0.03928 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    extension UIUserInterfaceStyle {
        var name: String {
            switch self {
            case .light: "light appearance"
            case .dark: "dark appearance"
            default: "an unspecified appearance"
            }
        }
    }

    /// Every screen of the example app, shown one after another in `window`: `visit` gets each
    /// one's root view and name once it is on screen.
    @MainActor
    func visitEveryScreen(
        _ window: UIWindow, _ app: AppContainers, _ visit: @MainActor (UIView, String) throws -> Void
    ) throws {
        func screen(_ controller: UIViewController?, _ name: String) throws {
            try visit(try #require(controller?.viewIfLoaded, "\(name) is not loaded"), name)
        }
        try screen(app.pager.children.first { $0 is FeedViewController }, "the feed")
        _ = try app.pager.showPage(1)
        StandIn.runUntilIdle()
        try screen(app.swapSlot?.controller(for: "green"), "the green card")
        _ = try app.pager.showPage(2)
        StandIn.runUntilIdle()
        try screen(app.pager.children.first { $0 is StoryViewController }, "story 1")
        for (panel, id): (ContainerPanel, ChildID) in [(.menu, "menu"), (.profile, "profile")] {
            _ = try panel == .menu ? app.slideMenu.toggleMenu() : app.slideMenu.toggleProfile()
            StandIn.runUntilIdle()
            try screen(app.slideMenu.controller(for: id), "the \(id) panel")
            app.slideMenu.closePanels()
            StandIn.runUntilIdle()
        }
        let list = ItemListViewController(items: [1, 2, 3])
        let feed = ListDetailScreen.make(list: list, items: [1, 2, 3])
        list.link = feed.connect(.delegate).link(for: "list")
        window.rootViewController = feed
        StandIn.runUntilIdle()
        try screen(list, "the list")
        StandIn.tap(try #require(list.buttons[2]))
        StandIn.runUntilIdle()
        try screen(feed.controller(for: "detail-2"), "the detail")
    }

    @Suite("Example app: light and dark appearance")
    @MainActor
    struct ExampleAppAppearanceTests {
        @Test(
            "Every screen's text reads against its background (WCAG AA) in light and in dark appearance",
            arguments: [UIUserInterfaceStyle.light, .dark])
        func textReadsInEitherAppearance(style: UIUserInterfaceStyle) throws {
            let (window, app) = try launch(.portrait)
            StandIn.setUserInterfaceStyle(style)
            var screens = 0
            try visitEveryScreen(window, app) { screen, name in
                #expect(screen.traitCollection.userInterfaceStyle == style, "\(name) takes the user's appearance")
                let contrast = TextContrast(of: screen)
                #expect(!contrast.ratios.isEmpty, "\(name) has text")
                #expect(contrast.problems.isEmpty, "\(name): \(contrast.problems)")
                screens += 1
            }
            #expect(screens == 7)
        }

        @Test("Every screen follows the user's switch to dark appearance: its background and text change")
        func screensFollowTheSwitch() throws {
            let (window, app) = try launch(.portrait)
            try visitEveryScreen(window, app) { screen, name in
                @MainActor func looks() throws -> [RGB] {
                    let background = try #require(TextContrast.background(behind: screen), "\(name) is opaque")
                    return [background]
                        + rows(of: screen).compactMap { row in
                            let text = (row as? UILabel)?.textColor ?? (row as? UIButton)?.currentTitleColor
                            return text.map { RGB($0.resolvedColor(with: row.traitCollection)) }
                        }
                }
                StandIn.setUserInterfaceStyle(.light)
                let light = try looks()
                StandIn.setUserInterfaceStyle(.dark)
                let dark = try looks()
                StandIn.setUserInterfaceStyle(.light)
                #expect(light[0] != dark[0], "\(name)'s background is the same in dark appearance: \(light[0])")
                #expect(light.count > 1, "\(name) has text")
                #expect(light.dropFirst() != dark.dropFirst(), "\(name)'s text is the same in dark appearance")
            }
        }

        @Test("A controller's override keeps its screen in one appearance, whatever the user's")
        func overrideWins() throws {
            StandIn.reset()
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            let window = onScreen(screen)
            StandIn.setUserInterfaceStyle(.dark)
            #expect(window.traitCollection.userInterfaceStyle == .dark)
            #expect(screen.traitCollection.userInterfaceStyle == .dark)
            screen.overrideUserInterfaceStyle = .light
            #expect(screen.traitCollection.userInterfaceStyle == .light)
            #expect(screen.view.traitCollection.userInterfaceStyle == .light)
            #expect(TextContrast.background(behind: screen.view) == RGB(.white))
        }

        @Test(
            "Negative control: fixed colours, primary text on a system colour and text on nothing are caught"
        )
        func fixedColoursAreCaught() throws {
            StandIn.reset()
            let screen = UIViewController()
            let window = onScreen(screen)
            screen.view.backgroundColor = .white
            let fixed = UILabel()
            fixed.text = "Fixed black"
            fixed.textColor = .black
            fixed.font = .preferredFont(forTextStyle: .body)
            let adaptive = UILabel()
            adaptive.text = "Label colour"
            adaptive.font = .preferredFont(forTextStyle: .body)
            let tinted = UIButton(type: .system, primaryAction: UIAction(title: "Blue on orange") { _ in })
            tinted.backgroundColor = .systemOrange
            tinted.titleLabel?.font = .preferredFont(forTextStyle: .body)
            for row in [fixed, adaptive, tinted as UIView] { screen.view.addSubview(row) }
            window.layoutIfNeeded()
            #expect(TextContrast(of: screen.view).problems.count == 1, "in light, only blue on orange fails")
            StandIn.setUserInterfaceStyle(.dark)
            let dark = TextContrast(of: screen.view)
            #expect(dark.problems.contains { $0.contains("\"Label colour\"") }, "white text on a fixed white: \(dark)")
            #expect(!dark.problems.contains { $0.contains("\"Fixed black\"") }, "fixed black on white still reads")
            #expect(TextContrast.background(behind: screen.view) == RGB(.white), "a fixed white stays white")
            // The app before: primary text straight on a system colour, readable only in light.
            let before = UIViewController()
            let beforeWindow = onScreen(before)
            ScreenContent.fill(before.view, colour: .systemOrange, heading: "Menu", actions: [])
            before.view.backgroundColor = .systemOrange
            #expect(TextContrast(of: before.view).problems.first?.contains("\"Menu\" reads at 2.06:1") == true)
            withExtendedLifetime(beforeWindow) {}
            let bare = UIViewController()
            let label = UILabel()
            bare.view.addSubview(label)
            label.text = "On nothing"
            #expect(TextContrast(of: bare.view).problems == ["label \"On nothing\" has nothing opaque behind it"])
        }
    }
#endif
