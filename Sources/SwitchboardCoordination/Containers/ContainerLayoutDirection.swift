import Foundation
package import SwitchboardContainment

#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

/// The direction a headless container lays out in, as UIKit's `UIUserInterfaceLayoutDirection`
/// tells a UIKit one: left to right (English), or right to left (Arabic, Hebrew), where leading is
/// the right-hand side.
///
/// ```swift
/// let slide = HeadlessSlideMenuContainerViewController(
///     main: .instance("main", main), menu: .instance("menu", menu), layoutDirection: .rightToLeft)
/// ```
public enum ContainerLayoutDirection: Hashable, Sendable {
    /// Leading is the left-hand side.
    case leftToRight
    /// Leading is the right-hand side: horizontal placements are mirrored.
    case rightToLeft
}

extension ContainerLayoutDirection {
    /// The slot, counted in page widths from the left, where page `page` of `pageCount` sits: the
    /// page itself left to right; mirrored right to left (`pageCount - 1 - page`), so page 0 is on
    /// the right. Both pagers use it, since UIKit never mirrors scroll offsets. The mapping undoes
    /// itself: the slot of a slot is the page.
    ///
    /// - Parameters:
    ///   - page: The page position (fractional during a scroll).
    ///   - pageCount: How many pages there are.
    /// - Returns: The slot position.
    package func slot(ofPage page: Double, pageCount: Int) -> Double {
        self == .rightToLeft ? Double(pageCount - 1) - page : page
    }
}

extension LayoutRule {
    /// This rule as it lays out in a right-to-left stage `width` points wide: offsets (in points,
    /// widths or pages) change sign, explicit frames flip about the middle and a band is measured
    /// from the other side; rules that fill the stage are unchanged.
    ///
    /// - Parameter width: The stage's width.
    /// - Returns: The mirrored rule.
    package func mirroredHorizontally(inWidth width: Double) -> LayoutRule {
        switch self {
        case .offset(let x, let y):
            .offset(x: -x, y: y)
        case .offsetInWidths(let widths):
            .offsetInWidths(-widths)
        case .shift(let widths, let points):
            .shift(widths: -widths, points: -points)
        case .page(let index):
            .page(-index)
        case .explicit(let frame):
            .explicit(CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height))
        case .band(let start, let end, let edge, let insets):
            // Measured from the other side, with the left and right insets swapped.
            .band(
                start: start, end: end, from: edge == .left ? .right : edge == .right ? .left : edge,
                insets: LayoutInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left))
        case .pinnedToEdges, .fraction:
            self
        }
    }
}
