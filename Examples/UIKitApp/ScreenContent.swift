import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Which side of a screen its content hugs: a panel shows only its reveal width, on its side.
    enum ContentSide {
        /// The leading side (the menu's).
        case leading
        /// The trailing side (the profile's).
        case trailing
        /// The whole width (the main child's pages).
        case full
    }

    /// The plain content every screen of the example shows: a background colour, a heading and a
    /// column of buttons, each wired with a `UIAction`.
    @MainActor
    enum ScreenContent {
        /// How wide the content is on a panel: inside the default 260-point reveal.
        static let panelContentWidth: CGFloat = 220

        /// Fills `view` with `colour`, then a heading and one button per action, top to bottom.
        ///
        /// - Parameters:
        ///   - view: The screen's root view.
        ///   - colour: Its background.
        ///   - heading: The heading's text.
        ///   - side: Which side the content hugs.
        ///   - actions: The buttons' actions; each button takes its action's title.
        static func fill(
            _ view: UIView, colour: UIColor, heading: String, side: ContentSide, actions: [UIAction]
        ) {
            view.backgroundColor = colour
            let label = UILabel()
            label.text = heading
            label.textColor = .label
            label.numberOfLines = 0
            let buttons = actions.map { action -> UIView in
                let button = UIButton(type: .system, primaryAction: action)
                button.backgroundColor = .systemBackground
                return button
            }
            for (row, item) in ([label] + buttons).enumerated() {
                place(item, row: row, side: side, in: view)
            }
        }

        /// Pins `item` in row `row` (60 points apart, below the status bar) on `side` of `view`.
        private static func place(_ item: UIView, row: Int, side: ContentSide, in view: UIView) {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
            var constraints = [
                item.topAnchor.constraint(equalTo: view.topAnchor, constant: 100 + CGFloat(row) * 60),
                item.heightAnchor.constraint(equalToConstant: 44),
            ]
            switch side {
            case .leading:
                constraints += [
                    item.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    item.widthAnchor.constraint(equalToConstant: panelContentWidth),
                ]
            case .trailing:
                constraints += [
                    item.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    item.widthAnchor.constraint(equalToConstant: panelContentWidth),
                ]
            case .full:
                constraints += [
                    item.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    item.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ]
            }
            NSLayoutConstraint.activate(constraints)
        }
    }
#endif
