package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

extension CGRect {
    /// The rectangle shrunk by `insets` on each side; its size never goes below zero.
    ///
    /// - Parameter insets: How far each edge moves inwards.
    /// - Returns: The inset rectangle.
    package func inset(by insets: LayoutInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle `fraction` of the way from this one to `other` (0 is this, 1 is `other`).
    package func interpolated(to other: CGRect, by fraction: Double) -> CGRect {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return CGRect(
            x: mix(minX, other.minX), y: mix(minY, other.minY), width: mix(width, other.width),
            height: mix(height, other.height))
    }
}
