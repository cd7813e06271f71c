/// A rectangle: an origin and a size, in points.
///
/// The headless stand-in for `CGRect`:
///
/// ```swift
/// let portrait = Rect(x: 0, y: 0, width: 320, height: 568)
/// print(portrait.maxX)  // 320.0
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The extent.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each side.
    ///
    /// - Parameter insets: How far each edge moves inwards.
    /// - Returns: The inset rectangle; its size never goes below zero.
    public func inset(by insets: LayoutInsets) -> Rect {
        Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    /// `(x, y, width×height)`.
    public var description: String {
        "(\(minX.compactDescription), \(minY.compactDescription), \(size))"
    }
}

extension Rect {
    /// The rectangle `fraction` of the way from this one to `other` (0 is this, 1 is `other`).
    package func interpolated(to other: Rect, by fraction: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Rect(
            x: mix(minX, other.minX), y: mix(minY, other.minY), width: mix(width, other.width),
            height: mix(height, other.height))
    }
}
