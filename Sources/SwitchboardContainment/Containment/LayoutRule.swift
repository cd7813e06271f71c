public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

/// How a headless view places itself inside its superview, recomputed whenever the superview's
/// bounds change (a rotation, a resized container).
///
/// These are the layouts the containers need, spelled as data rather than constraints:
///
/// ```swift
/// child.view.layoutRule = .pinnedToEdges()                  // fills the slot
/// top.view.layoutRule = .fraction(0.5, of: .top)            // upper half
/// middle.view.layoutRule = .band(start: 0.25, end: 0.75, from: .left)  // the middle half of a row
/// page.view.layoutRule = .page(2)                           // third page, x = 2 × width
/// main.view.layoutRule = .offset(x: 260)                    // slid right to reveal a menu
/// main.view.layoutRule = .offsetInWidths(0.8)               // slid right by 80 % of the width
/// badge.layoutRule = .explicit(CGRect(x: 8, y: 8, width: 20, height: 20))
/// ```
public enum LayoutRule: Hashable, Sendable {
    /// The edges of the superview a ``fraction(_:of:)`` layout hugs, and that a
    /// ``band(start:end:from:insets:)`` is measured from.
    public enum Edge: Hashable, Sendable {
        /// Full width, a fraction of the height, touching the top.
        case top
        /// Full width, a fraction of the height, touching the bottom.
        case bottom
        /// Full height, a fraction of the width, touching the left.
        case left
        /// Full height, a fraction of the width, touching the right.
        case right
    }

    /// The superview's bounds shrunk by `insets` (zero insets: pinned to every edge).
    case pinnedToEdges(LayoutInsets)
    /// A fraction (0...1) of the superview's height or width, hugging `edge`.
    case fraction(Double, of: Edge)
    /// The superview's size, shifted right by `index` widths (side-by-side pages).
    case page(Int)
    /// The superview's size, shifted by `x` and `y` (a sliding panel).
    case offset(x: Double, y: Double)
    /// The superview's size, shifted right by this many of the superview's widths (negative:
    /// left), so the shift follows the width through a rotation or resize: `0.8` is 80 %.
    case offsetInWidths(Double)
    /// The superview's size, shifted right by `widths` of the superview's widths plus `points`
    /// (negative: left): part of the shift follows the width, part is fixed. A drawer's panel
    /// slid over the content shows its last 260 points at the superview's left edge with
    /// `.shift(widths: -1, points: 260)`, whatever the width.
    case shift(widths: Double, points: Double)
    /// A fixed frame that ignores the superview's size.
    case explicit(CGRect)
    /// One slot of a row or a column: from `start` to `end` (fractions, `0...1`) of the
    /// superview's width or height, measured from `edge`, full size across, then shrunk by
    /// `insets` (the spacing between slots).
    ///
    /// ```swift
    /// detail.view.layoutRule = .band(start: 1.0 / 3, end: 1, from: .left, insets: LayoutInsets(left: 4))
    /// ```
    case band(start: Double, end: Double, from: Edge, insets: LayoutInsets = .zero)

    /// Pins the view to every edge of its superview.
    ///
    /// - Parameter insets: How far inside each edge; none by default.
    /// - Returns: ``pinnedToEdges(_:)`` with `insets`.
    public static func pinnedToEdges(insets: LayoutInsets = .zero) -> LayoutRule {
        .pinnedToEdges(insets)
    }

    /// The superview's size shifted horizontally.
    ///
    /// - Parameter x: The horizontal shift.
    /// - Returns: ``offset(x:y:)`` with no vertical shift.
    public static func offset(x: Double) -> LayoutRule {
        .offset(x: x, y: 0)
    }

    /// The frame this rule gives a view inside a superview with `bounds`.
    ///
    /// - Parameter bounds: The superview's bounds.
    /// - Returns: The view's frame, in the superview's coordinates.
    public func frame(in bounds: CGRect) -> CGRect {
        switch self {
        case .pinnedToEdges(let insets):
            return bounds.inset(by: insets)
        case .fraction(let fraction, let edge):
            let clamped = CGFloat(min(max(fraction, 0), 1))
            let height = bounds.height * clamped
            let width = bounds.width * clamped
            switch edge {
            case .top:
                return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
            case .bottom:
                return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            case .left:
                return CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
            case .right:
                return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
            }
        case .page(let index):
            return CGRect(
                x: bounds.minX + CGFloat(index) * bounds.width, y: bounds.minY, width: bounds.width,
                height: bounds.height)
        case .offset(let x, let y):
            return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: bounds.width, height: bounds.height)
        case .offsetInWidths(let widths):
            return CGRect(
                x: bounds.minX + widths * bounds.width, y: bounds.minY, width: bounds.width, height: bounds.height)
        case .shift(let widths, let points):
            return CGRect(
                x: bounds.minX + widths * bounds.width + points, y: bounds.minY, width: bounds.width,
                height: bounds.height)
        case .explicit(let frame):
            return frame
        case .band(let start, let end, let edge, let insets):
            let (near, far) = edge.bandEnds(start, end)
            if edge == .left || edge == .right {
                let left = bounds.minX + CGFloat(near) * bounds.width + insets.left
                let right = bounds.minX + CGFloat(far) * bounds.width - insets.right
                return CGRect(
                    x: left, y: bounds.minY + insets.top, width: max(right - left, 0),
                    height: max(bounds.height - insets.top - insets.bottom, 0))
            }
            let top = bounds.minY + CGFloat(near) * bounds.height + insets.top
            let bottom = bounds.minY + CGFloat(far) * bounds.height - insets.bottom
            return CGRect(
                x: bounds.minX + insets.left, y: top, width: max(bounds.width - insets.left - insets.right, 0),
                height: max(bottom - top, 0))
        }
    }
}

extension LayoutRule.Edge {
    /// Where a ``LayoutRule/band(start:end:from:insets:)`` from `start` to `end`, measured from
    /// this edge, begins and ends, as fractions (`0...1`) of the width or height from the left or
    /// the top: the one computation the headless layout and the Auto Layout constraints share.
    ///
    /// - Parameters:
    ///   - start: The band's start, measured from this edge.
    ///   - end: Its end.
    /// - Returns: Its nearer and farther end from the left or the top.
    package func bandEnds(_ start: Double, _ end: Double) -> (near: Double, far: Double) {
        let (start, end) = (min(max(start, 0), 1), min(max(end, 0), 1))
        return self == .left || self == .top ? (start, end) : (1 - end, 1 - start)
    }
}

extension LayoutRule {
    /// Hashes the rule's values; an ``explicit(_:)`` frame by its four components, since `CGRect`
    /// is not `Hashable` on every SDK the package builds with (Apple's iOS 17 SDK).
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .pinnedToEdges(let insets):
            hasher.combine(insets)
        case .fraction(let fraction, let edge):
            hasher.combine(edge)
            hasher.combine(fraction)
        case .page(let index):
            hasher.combine(index)
        case .offset(let x, let y):
            hasher.combine([x, y])
        case .offsetInWidths(let widths):
            hasher.combine(widths)
        case .shift(let widths, let points):
            hasher.combine([widths, points])
        case .explicit(let frame):
            hasher.combine([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
        case .band(let start, let end, let edge, let insets):
            hasher.combine(edge)
            hasher.combine([start, end])
            hasher.combine(insets)
        }
    }
}
