#if os(Linux)
    /// Stand-in for UIKit's `UIRectEdge` (`UIGeometry.h`, iOS 7), with UIKit's raw values: edges of
    /// a rectangle on screen (left and right, never mirrored), for instance the edges whose system
    /// gestures a controller defers.
    public struct UIRectEdge: OptionSet, Hashable, Sendable {
        /// The edges as a bit mask.
        public let rawValue: UInt

        /// Creates edges from a bit mask.
        ///
        /// - Parameter rawValue: UIKit's bits: top 1, left 2, bottom 4, right 8.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = UIRectEdge(rawValue: 1 << 0)
        /// The left edge.
        public static let left = UIRectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = UIRectEdge(rawValue: 1 << 2)
        /// The right edge.
        public static let right = UIRectEdge(rawValue: 1 << 3)
        /// All four edges.
        public static let all: UIRectEdge = [.top, .left, .bottom, .right]
    }
#endif
