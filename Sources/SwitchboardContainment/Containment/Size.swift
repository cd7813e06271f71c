/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height`.
    public var description: String {
        "\(width.compactDescription)×\(height.compactDescription)"
    }
}
