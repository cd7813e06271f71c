import SwitchboardContainment

/// How far a slide menu's main child slides aside to reveal a panel: a number of points, or a
/// fraction of the container's width that follows the width through rotations and resizes.
///
/// A number literal means points, so `revealWidth: 260` keeps reading as before. Out-of-range
/// input is clamped, never an error: negative or non-finite points count as 0, a fraction is
/// clamped into `0...1` (non-finite counts as 0).
///
/// ```swift
/// let slide = SlideMenuContainer(
///     main: "main", menu: "menu", profile: "profile", menuRevealWidth: .fraction(0.8), profileRevealWidth: 200)
/// let width = slide.revealWidth(for: .menu).points(inWidth: 400)  // 320
/// ```
public enum RevealWidth: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A fixed number of points.
    case points(Double)
    /// A fraction (`0...1`) of the container's width.
    case fraction(Double)

    /// Points, from a literal such as `260.5`.
    ///
    /// - Parameter value: The number of points.
    public init(floatLiteral value: Double) {
        self = .points(value)
    }

    /// Points, from a literal such as `260`.
    ///
    /// - Parameter value: The number of points.
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    /// This width with its value clamped: points to `0...`, a fraction to `0...1`, non-finite to 0.
    public var clamped: RevealWidth {
        switch self {
        case .points(let value): .points(value.isFinite ? max(value, 0) : 0)
        case .fraction(let value): .fraction(value.isFinite ? min(max(value, 0), 1) : 0)
        }
    }

    /// The width in points inside a container `containerWidth` points wide (after clamping).
    ///
    /// - Parameter containerWidth: The container's width.
    /// - Returns: The points, or the fraction times `containerWidth`.
    public func points(inWidth containerWidth: Double) -> Double {
        switch clamped {
        case .points(let value): value
        case .fraction(let value): value * containerWidth
        }
    }

    /// The layout of a view as large as the container shifted by this width, times `sign`
    /// (`1` right, `-1` left): an offset in points, or in container widths.
    func offset(sign: Double) -> LayoutRule {
        switch clamped {
        case .points(let value): .offset(x: sign * value)
        case .fraction(let value): .offsetInWidths(sign * value)
        }
    }

    /// The layout of a view as large as the container that shows only this width of itself,
    /// the rest beyond the container's edge on the side of `sign` (`-1` left, `1` right): a
    /// panel open over the content.
    func overhang(sign: Double) -> LayoutRule {
        switch clamped {
        case .points(let value): .shift(widths: sign, points: -sign * value)
        case .fraction(let value): .offsetInWidths(sign * (1 - value))
        }
    }
}
