#if os(Linux)
    extension StandIn {
        /// The appearance the user chose in Settings or Control Centre (`.light` after
        /// ``reset()``): what every window's trait collection carries, unless a view or controller
        /// overrides it. Change it with ``setUserInterfaceStyle(_:)``, as a user does.
        public internal(set) static var userInterfaceStyle = UIUserInterfaceStyle.light

        /// The user switches between light and dark appearance: every view's trait collection
        /// follows, so dynamic colours (the system colours) resolve to the other appearance, and
        /// the visible windows lay out again. Fixed colours stay as they are.
        ///
        /// - Parameter style: `.light` or `.dark`; `.unspecified` reads as light.
        public static func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
            userInterfaceStyle = style
            layOutVisibleWindows()
        }
    }
#endif
