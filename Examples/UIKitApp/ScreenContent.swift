import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The plain content every screen of the example shows: a background colour, a heading and a
    /// column of buttons, each wired with a `UIAction`.
    ///
    /// The column hangs from the top of the safe area and spans the readable content guide, so it
    /// clears the status bar, the notch and the home indicator in either orientation, and reads
    /// well on a wide screen; it scrolls when the user's text size makes it taller than the screen. On a drawer's panel the same guides are the part the user sees: the
    /// drawer keeps the covered side of a panel out of its safe area, whatever its style or
    /// reveal. Text uses text styles that follow the user's text size; each row is as tall as its
    /// text, one system spacing below the row above. In dark appearance the screen's colour turns
    /// to a dark shade of itself and the text to white, so text reads at WCAG's AA contrast in
    /// either appearance (`ExampleAppAppearanceTests` measures it).
    @MainActor
    enum ScreenContent {
        /// Fills `view` with `colour`, then a heading, lines of text and one button per action, top
        /// to bottom.
        ///
        /// - Parameters:
        ///   - view: The screen's root view.
        ///   - colour: Its colour: a system colour, shown as ``background(_:)`` makes it.
        ///   - heading: The heading's text.
        ///   - lines: Text under the heading, one label each, in body text: what the screen shows.
        ///   - actions: The buttons' actions; each button takes its action's title.
        /// - Returns: The labels of `lines`, in order, for a screen that updates them.
        @discardableResult
        static func fill(
            _ view: UIView, colour: UIColor, heading: String, lines: [String] = [], actions: [UIAction]
        ) -> [UILabel] {
            view.backgroundColor = background(colour)
            let texts = lines.map { line in
                let text = label(line)
                text.font = .preferredFont(forTextStyle: .body)
                return text
            }
            stack([label(heading)] + texts + actions.map(button), in: view)
            return texts
        }

        /// `colour` as a screen's background: itself in light appearance, under black text; in
        /// dark appearance a shade at 30 % of its brightness, under white text. (Primary text on
        /// the system colours themselves would read at about 2:1 in dark appearance.)
        static func background(_ colour: UIColor) -> UIColor {
            UIColor { traits in
                let resolved = colour.resolvedColor(with: traits)
                guard traits.userInterfaceStyle == .dark else { return resolved }
                var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return UIColor(red: red * 0.3, green: green * 0.3, blue: blue * 0.3, alpha: alpha)
            }
        }

        /// A heading reading `text`, in a title text style that follows the user's text size, on
        /// as many lines as it needs.
        static func label(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            label.textColor = .label
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .title2)
            label.adjustsFontForContentSizeCategory = true
            return label
        }

        /// A button for `action`, its title in body text that follows the user's text size, in the
        /// primary text colour: the system blue on a white button reads at 4.0:1, under the 4.5:1
        /// body text needs.
        static func button(_ action: UIAction) -> UIButton {
            let button = UIButton(type: .system, primaryAction: action)
            button.backgroundColor = .systemBackground
            button.tintColor = .label
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
            return button
        }

        /// Puts `items` in a column that scrolls when it is taller than the safe area of `view`, as
        /// it is at the largest text sizes: the first one system spacing below the top of the safe
        /// area, each next one system spacing below the one above, each across the readable width
        /// and as tall as its content.
        ///
        /// The column is a scroll view on the safe area (so it adds no insets of its own) whose
        /// content is as wide as itself and as tall as the rows; ``column(of:)`` finds it.
        static func stack(_ items: [UIView], in view: UIView) {
            let column = UIScrollView()
            column.translatesAutoresizingMaskIntoConstraints = false
            column.contentInsetAdjustmentBehavior = .never
            view.addSubview(column)
            let safe = view.safeAreaLayoutGuide
            let content = column.contentLayoutGuide
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: safe.topAnchor),
                column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                content.widthAnchor.constraint(equalTo: column.frameLayoutGuide.widthAnchor),
            ])
            var above = content.topAnchor
            // The screen's readable width, not the column's: UIKit derives a guide from its view's
            // layout margins, which are wider on a screen's root view than on a view inside it.
            let readable = view.readableContentGuide
            for item in items {
                item.translatesAutoresizingMaskIntoConstraints = false
                column.addSubview(item)
                NSLayoutConstraint.activate([
                    item.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1),
                    item.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                    item.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                ])
                above = item.bottomAnchor
            }
            content.bottomAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1).isActive = true
        }

        /// The scrolling column ``stack(_:in:)`` put in `view`, if any.
        static func column(of view: UIView) -> UIScrollView? {
            view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
        }

        /// A screen's rows, top to bottom: the subviews of its column, or its own subviews.
        static func rows(of screen: UIView) -> [UIView] {
            (column(of: screen) ?? screen).subviews
        }

        /// A row's text as the checks of the screens name and read it (``RowPlacement``,
        /// ``TextContrast``): a label's, or a button's title; `nil` for a row that shows none.
        static func text(of row: UIView) -> (name: String, colour: UIColor, font: UIFont)? {
            if let label = row as? UILabel { return ("label \"\(label.text ?? "")\"", label.textColor, label.font) }
            if let button = row as? UIButton, let font = button.titleLabel?.font {
                return ("button \"\(button.currentTitle ?? "")\"", button.currentTitleColor, font)
            }
            return nil
        }
    }
#endif
