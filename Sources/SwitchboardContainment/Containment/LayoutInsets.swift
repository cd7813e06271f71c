/// Distances by which each edge of a rectangle moves inwards.
public struct LayoutInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - left: The inset of the left edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - right: The inset of the right edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = LayoutInsets()
}
