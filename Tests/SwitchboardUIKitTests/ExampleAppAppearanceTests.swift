#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    @testable import UIKitAppExample
    import UIKitStandIn

    /// Every screen of the example app, shown one after another in `window` by the walk its
    /// device checks use (``DeviceChecks/visitScreens(of:in:_:)``): `visit` gets each one's root
    /// view and name once it is on screen.
    @MainActor
    func visitEveryScreen(
        _ window: UIWindow, _ app: AppContainers, _ visit: @MainActor (UIView, String) throws -> Void
    ) async throws {
        try await DeviceChecks.visitScreens(of: app, in: DeviceChecksTests.stage(in: window), visit)
    }

    @Suite("Example app: light and dark appearance")
    @MainActor
    struct ExampleAppAppearanceTests {
        @Test(
            "Every screen's text reads against its background (WCAG AA) in light and in dark appearance",
            arguments: [UIUserInterfaceStyle.light, .dark])
        func textReadsInEitherAppearance(style: UIUserInterfaceStyle) async throws {
            let (window, app) = try launch(.portrait)
            StandIn.setUserInterfaceStyle(style)
            var screens = 0
            try await visitEveryScreen(window, app) { screen, name in
                #expect(screen.traitCollection.userInterfaceStyle == style, "\(name) takes the user's appearance")
                let contrast = TextContrast(of: screen)
                #expect(!contrast.ratios.isEmpty, "\(name) has text")
                #expect(contrast.problems.isEmpty, "\(name): \(contrast.problems)")
                screens += 1
            }
            #expect(screens == 7)
        }

        @Test("Every screen follows the user's switch to dark appearance: its background and text change")
        func screensFollowTheSwitch() async throws {
            let (window, app) = try launch(.portrait)
            try await visitEveryScreen(window, app) { screen, name in
                @MainActor func looks() throws -> [RGB] {
                    let background = try #require(TextContrast.background(behind: screen), "\(name) is opaque")
                    return [background]
                        + ScreenContent.rows(of: screen).compactMap { row in
                            ScreenContent.text(of: row).map { RGB($0.colour.resolvedColor(with: row.traitCollection)) }
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

        @Test(
            "A controller's override keeps its screen and its children in one appearance; a view's stops at a controller"
        )
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
            // A plain view's override stops at a nested controller (before iOS 17, the package's
            // floor being iOS 15); a controller's reaches its children.
            screen.overrideUserInterfaceStyle = .unspecified
            let child = UIViewController()
            screen.addChild(child)
            screen.view.addSubview(try #require(child.view))
            child.didMove(toParent: screen)
            screen.view.overrideUserInterfaceStyle = .light
            #expect(screen.view.traitCollection.userInterfaceStyle == .light)
            #expect(child.view.traitCollection.userInterfaceStyle == .dark, "the user's, through the controllers")
            screen.overrideUserInterfaceStyle = .light
            #expect(child.traitCollection.userInterfaceStyle == .light)
            #expect(child.view.traitCollection.userInterfaceStyle == .light)
            withExtendedLifetime(window) {}
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
            tinted.isEnabled = false
            #expect(TextContrast(of: screen.view).problems.isEmpty, "a disabled control is exempt (WCAG 1.4.3)")
            tinted.isEnabled = true
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
