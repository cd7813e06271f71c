/// A position in a headless view's coordinate space, in points.
///
/// Switchboard uses its own small geometry types rather than `CGPoint` so the headless host has
/// one spelling on every platform and never depends on Foundation's CoreGraphics shims.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)` with integral values printed without a fraction.
    public var description: String {
        "(\(x.compactDescription), \(y.compactDescription))"
    }
}

extension Double {
    /// `320` rather than `320.0`; fractions stay as they are.
    package var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 {
            return String(Int(self))
        }
        return String(self)
    }
}
