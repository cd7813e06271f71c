#if os(Linux)
    /// Stand-in for UIKit's `UITraitCollection` (UITraitCollection.h), reduced to the two traits an
    /// app's colours and fonts depend on: light or dark appearance, and the user's text size.
    /// A view's collection comes from its place in a window (``UIView/traitCollection``).
    public final class UITraitCollection: NSObject, @unchecked Sendable {
        // @unchecked Sendable: immutable after init (two `let`s of Sendable types), as the header
        // declares the class NS_SWIFT_SENDABLE.

        /// Light or dark appearance; `.unspecified` resolves colours as light.
        public let userInterfaceStyle: UIUserInterfaceStyle
        /// The user's text size; `.unspecified` outside a window.
        public let preferredContentSizeCategory: UIContentSizeCategory

        /// A collection with every trait unspecified.
        public override convenience init() {
            self.init(userInterfaceStyle: .unspecified)
        }

        /// A collection that specifies only the appearance.
        ///
        /// - Parameter userInterfaceStyle: Light or dark.
        public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
            self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified)
        }

        init(userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory) {
            self.userInterfaceStyle = userInterfaceStyle
            self.preferredContentSizeCategory = preferredContentSizeCategory
            super.init()
        }

        /// The traits of a view or controller with `userInterfaceStyle`: the user's text size in a
        /// window, unspecified outside one.
        @MainActor
        convenience init(userInterfaceStyle: UIUserInterfaceStyle, inWindow: Bool) {
            self.init(
                userInterfaceStyle: userInterfaceStyle,
                preferredContentSizeCategory: inWindow ? StandIn.preferredContentSizeCategory : .unspecified)
        }

        /// Whether `object` is a collection with the same traits.
        ///
        /// - Parameter object: The object to compare.
        /// - Returns: `true` for the same traits.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UITraitCollection else { return false }
            return userInterfaceStyle == other.userInterfaceStyle
                && preferredContentSizeCategory == other.preferredContentSizeCategory
        }

        /// A hash of the traits.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(userInterfaceStyle.rawValue)
            hasher.combine(preferredContentSizeCategory)
            return hasher.finalize()
        }
    }
#endif
