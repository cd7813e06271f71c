#if os(Linux)
    /// Stand-in for UIKit's `UIRectEdge`, with UIKit's raw values. Its edges are physical: `left`
    /// is the left in right-to-left layouts too.
    public struct UIRectEdge: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates edges from raw bits.
        ///
        /// - Parameter rawValue: The bits.
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
        /// Every edge.
        public static let all: UIRectEdge = [.top, .left, .bottom, .right]
    }
#endif
