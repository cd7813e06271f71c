#if os(Linux)
    extension StandIn {
        /// The text size the user chose in Settings (``large`` after ``reset()``): what
        /// `UIFont.preferredFont(forTextStyle:)` sizes fonts for. Change it with
        /// ``setPreferredContentSizeCategory(_:)``, as a user does.
        public internal(set) static var preferredContentSizeCategory = UIContentSizeCategory.large

        /// The user picks another text size in Settings: every label in a visible window whose
        /// `adjustsFontForContentSizeCategory` is set and whose font came from a text style takes
        /// that style's new size, and the windows lay out again. Labels outside a window take it
        /// when they enter one, as UIKit hands a view its window's traits.
        ///
        /// - Parameter category: The new text size.
        public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
            preferredContentSizeCategory = category
            for window in visibleWindows { window.refreshContentSizeCategory() }
            layOutVisibleWindows()
        }

        /// Lays out every visible window again, as UIKit does when a trait changes.
        static func layOutVisibleWindows() {
            for window in visibleWindows {
                window.setNeedsLayout()
                window.layoutIfNeeded()
            }
        }
    }
#endif
