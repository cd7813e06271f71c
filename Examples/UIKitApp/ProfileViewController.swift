import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's right panel, and the app's settings screen: its close button slides it
    /// away, and it shows and changes the page the app opens on, a setting saved between launches.
    final class ProfileViewController: UIViewController {
        /// The app's saved settings, or `nil` for a panel outside the app (it then shows no setting).
        private let saved: SharedSettings<PanelSettings>?
        /// The line that shows the saved start page, kept current while the panel lives.
        private(set) var startPageLine: UILabel?

        /// A panel showing `saved`'s start page, if any.
        init(saved: SharedSettings<PanelSettings>? = nil) {
            self.saved = saved
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            return nil
        }

        /// The close button's action.
        @discardableResult
        func closeTapped() -> RequestResult? {
            containerLink?.send(.closePanels)
        }

        /// The start-page button's action: the next launch opens one page further on, back to the
        /// feed after the last. It changes the saved settings only; the pager shown keeps its page.
        func nextStartPageTapped() {
            saved?.update { $0.page = ($0.page + 1) % AppPages.count }
        }

        /// What the start-page line reads for `page`.
        static func startPageText(_ page: Int) -> String {
            "Next launch opens on page \(page + 1)"
        }

        /// A heading, the saved start page and the buttons, inside the panel's safe area: the part
        /// of it the user sees.
        override func viewDidLoad() {
            super.viewDidLoad()
            let close = UIAction(title: "Close") { [weak self] _ in self?.closeTapped() }
            guard let saved else {
                ScreenContent.fill(view, colour: .systemPurple, heading: "Profile", actions: [close])
                return
            }
            let lines = ScreenContent.fill(
                view, colour: .systemPurple, heading: "Profile", lines: [Self.startPageText(saved.value.page)],
                actions: [
                    close, UIAction(title: "Open on the next page") { [weak self] _ in self?.nextStartPageTapped() },
                ])
            startPageLine = lines.first
            // Owned by this panel: the observation ends when the drawer lets the panel go.
            saved.observe(\.page, by: self) { profile, page in
                profile.startPageLine?.text = Self.startPageText(page)
            }
        }
    }
#endif
