#if os(Linux)
    /// Stand-in for UIKit's `UIEdgeInsets` (`UIGeometry.h`): distances in from each edge of a
    /// rectangle.
    public struct UIEdgeInsets: Equatable, Hashable, Sendable {
        /// From the top edge.
        public var top: CGFloat
        /// From the left edge.
        public var left: CGFloat
        /// From the bottom edge.
        public var bottom: CGFloat
        /// From the right edge.
        public var right: CGFloat

        /// Creates insets.
        ///
        /// - Parameters:
        ///   - top: From the top edge.
        ///   - left: From the left edge.
        ///   - bottom: From the bottom edge.
        ///   - right: From the right edge.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// Creates zero insets.
        public init() {
            self.init(top: 0, left: 0, bottom: 0, right: 0)
        }

        /// No insets.
        public static let zero = UIEdgeInsets()

        /// The sum of two insets, edge by edge.
        static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(
                top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
                right: lhs.right + rhs.right)
        }
    }
#endif
