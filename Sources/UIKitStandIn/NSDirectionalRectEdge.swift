#if os(Linux)
    /// Stand-in for `NSDirectionalRectEdge` (`UIGeometry.h`, iOS 13), with UIKit's raw values: edges
    /// of a rectangle by layout direction (leading is on the right in a right-to-left layout), for
    /// instance the edge a bar follows a content scroll view on.
    public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
        /// The edges as a bit mask.
        public let rawValue: UInt

        /// Creates edges from a bit mask.
        ///
        /// - Parameter rawValue: UIKit's bits: top 1, leading 2, bottom 4, trailing 8.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The top edge.
        public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
        /// All four edges.
        public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
    }
#endif
