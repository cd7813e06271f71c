import Foundation
import Switchboard

/// The slide-menu tutorial's container, plainly: the menu and profile panels sit behind the main
/// child; a notification name per panel slides the main child ±260 and flips that panel's flag
/// in the singleton — each on its own, so opening one panel while the other is open leaves both
/// flags set.
@MainActor
final class NaiveSlideContainer: HeadlessViewController {
    let main = HeadlessViewController(title: "main")
    let menu = HeadlessViewController(title: "menu")
    let profile = HeadlessViewController(title: "profile")
    private let center: NaiveNotificationCenter

    init(center: NaiveNotificationCenter) {
        self.center = center
        super.init(title: "naive slide")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let panels: [(HeadlessViewController, LayoutRule)] = [
            (menu, .explicit(CGRect(x: 0, y: 0, width: 260, height: 568))),
            (profile, .explicit(CGRect(x: 60, y: 0, width: 260, height: 568))), (main, .offset(x: 0)),
        ]
        for (child, rule) in panels {
            addChild(child)
            child.view.layoutRule = rule
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        center.addObserver(forName: "toggleMenu") { [weak self] in self?.toggleMenu() }
        center.addObserver(forName: "toggleProfile") { [weak self] in self?.toggleProfile() }
        center.addObserver(forName: "closePanels") { [weak self] in self?.closePanels() }
    }

    private func toggleMenu() {
        let settings = NaiveShareSettings.shared
        settings.isMenuOpen.toggle()
        main.view.layoutRule = .offset(x: settings.isMenuOpen ? 260 : 0)
    }

    private func toggleProfile() {
        let settings = NaiveShareSettings.shared
        settings.isProfileOpen.toggle()
        main.view.layoutRule = .offset(x: settings.isProfileOpen ? -260 : 0)
    }

    private func closePanels() {
        NaiveShareSettings.shared.reset()
        main.view.layoutRule = .offset(x: 0)
    }
}
