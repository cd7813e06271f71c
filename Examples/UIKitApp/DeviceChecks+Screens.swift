import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    extension DeviceChecks {
        /// The checks of the screens as UIKit lays them out and draws them: with its real layout
        /// margins, fonts and colours, which the stand-in only approximates.
        static let screenChecks: [DeviceCheck] = [
            DeviceCheck(name: "rows-stay-in-the-safe-area", twin: "ExampleAppLayoutTests") { stage in
                let app = await stage.showApp()
                try await visitScreens(of: app, in: stage) { screen, name in
                    let placement = RowPlacement(of: screen, visible: stage.window.bounds)
                    try stage.expect(placement.problems.isEmpty, "\(name): \(placement.problems)")
                }
            },
            DeviceCheck(name: "text-reads-in-light-and-dark", twin: "ExampleAppAppearanceTests") { stage in
                // The window's override stands in for the user's choice, which an app cannot make.
                defer { stage.window.overrideUserInterfaceStyle = .unspecified }
                for style in [UIUserInterfaceStyle.light, .dark] {
                    stage.window.overrideUserInterfaceStyle = style
                    let app = await stage.showApp()
                    try await visitScreens(of: app, in: stage) { screen, name in
                        try stage.expect(
                            screen.traitCollection.userInterfaceStyle == style, "\(name) is not in \(style.name)")
                        let contrast = TextContrast(of: screen)
                        try stage.expect(!contrast.ratios.isEmpty, "\(name) shows no text")
                        try stage.expect(contrast.problems.isEmpty, "\(name): \(contrast.problems)")
                    }
                }
            },
        ]

        /// Shows the screens of `app` one after another (the feed, the green card, the first
        /// story, the list and an item's detail, then the menu and the profile panels), calling
        /// `visit` with each one's root view and name once it is on screen and settled.
        static func visitScreens(
            of app: AppContainers, in stage: DeviceCheckStage, _ visit: @MainActor (UIView, String) throws -> Void
        ) async throws {
            func screen(_ controller: UIViewController?, _ name: String) throws {
                guard let view = controller?.viewIfLoaded else {
                    throw DeviceCheckFailure(description: "\(name) is not loaded")
                }
                try visit(view, name)
            }
            try screen(app.pager.children.first { $0 is FeedViewController }, "the feed")
            _ = try app.pager.showPage(1)
            await stage.settle()
            try screen(app.swapSlot?.controller(for: "green"), "the green card")
            _ = try app.pager.showPage(2)
            await stage.settle()
            try screen(app.pager.children.first { $0 is StoryViewController }, "story 1")
            _ = try app.pager.showPage(AppPages.itemsPage)
            await stage.settle()
            let list = app.items?.controller(for: "list") as? ItemListViewController
            try screen(list, "the list")
            list?.itemTapped(2)
            await stage.settle()
            try screen(app.items?.controller(for: "detail-2"), "the detail")
            for (panel, id): (ContainerPanel, ChildID) in [(.menu, "menu"), (.profile, "profile")] {
                _ = try panel == .menu ? app.slideMenu.toggleMenu() : app.slideMenu.toggleProfile()
                await stage.settle()
                try screen(app.slideMenu.controller(for: id), "the \(id) panel")
                app.slideMenu.closePanels()
                await stage.settle()
            }
        }
    }
#endif
