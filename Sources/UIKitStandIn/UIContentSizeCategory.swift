#if os(Linux)
    /// Stand-in for UIKit's `UIContentSizeCategory` (UIContentSizeCategory.h): the text size the
    /// user chose in Settings, from extra small to the five accessibility sizes. The raw values
    /// are the stand-in's own (the header declares the constants, not their strings).
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String

        /// The category named `rawValue`.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// No size chosen (iOS 10): text styles take the default size, ``large``.
        public static let unspecified = UIContentSizeCategory(rawValue: "unspecified")
        /// The smallest size.
        public static let extraSmall = UIContentSizeCategory(rawValue: "extraSmall")
        /// Small.
        public static let small = UIContentSizeCategory(rawValue: "small")
        /// Medium.
        public static let medium = UIContentSizeCategory(rawValue: "medium")
        /// The default size.
        public static let large = UIContentSizeCategory(rawValue: "large")
        /// Extra large.
        public static let extraLarge = UIContentSizeCategory(rawValue: "extraLarge")
        /// Extra extra large.
        public static let extraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraLarge")
        /// The largest size without Larger Accessibility Sizes.
        public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraExtraLarge")
        /// The first accessibility size (AX1).
        public static let accessibilityMedium = UIContentSizeCategory(rawValue: "accessibilityMedium")
        /// AX2.
        public static let accessibilityLarge = UIContentSizeCategory(rawValue: "accessibilityLarge")
        /// AX3.
        public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "accessibilityExtraLarge")
        /// AX4.
        public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
            rawValue: "accessibilityExtraExtraLarge")
        /// The largest size (AX5).
        public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
            rawValue: "accessibilityExtraExtraExtraLarge")

        /// Every size a user can choose, smallest first: the order of the text-size tables.
        static let ordered: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]

        /// Whether this is one of the five accessibility sizes (iOS 11).
        public var isAccessibilityCategory: Bool {
            (Self.ordered.firstIndex(of: self) ?? 0) >= Self.ordered.firstIndex(of: .accessibilityMedium) ?? 0
        }
    }
#endif
