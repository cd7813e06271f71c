#if os(Linux)
    extension UIFont {
        /// Stand-in for UIKit's `UIFont.TextStyle` (UIFontDescriptor.h): what text is for (a
        /// title, body text), which sets its size at each of the user's text sizes. The stand-in
        /// declares the styles the example app uses; the raw values are its own.
        public struct TextStyle: RawRepresentable, Hashable, Sendable {
            /// The style's name.
            public let rawValue: String

            /// The style named `rawValue`.
            ///
            /// - Parameter rawValue: The name.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// Body text: 17 points at the default size.
            public static let body = TextStyle(rawValue: "body")
            /// A second-level title: 22 points at the default size.
            public static let title2 = TextStyle(rawValue: "title2")

            /// The style's size at `category`: the Human Interface Guidelines' Dynamic Type
            /// table, extra small to AX5; a style the stand-in does not know takes body's sizes.
            func pointSize(at category: UIContentSizeCategory) -> CGFloat {
                let sizes = Self.sizes[self] ?? Self.sizes[.body] ?? []
                let index = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3
                return sizes[index]
            }

            private static let sizes: [TextStyle: [CGFloat]] = [
                .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            ]
        }
    }
#endif
