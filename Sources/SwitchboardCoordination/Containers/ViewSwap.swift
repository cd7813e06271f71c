package import SwitchboardContainment

/// Where two children's views go when a container swaps one for the other, and how: a slide
/// brings the new view in from one width to the right while the old one leaves one width to the
/// left; any other style puts the new view in place at once.
package struct ViewSwap: Hashable, Sendable {
    /// How the swap is animated.
    package let animation: ContainerAnimation
    /// Where the incoming view is placed before the animation.
    package let incomingStart: LayoutRule
    /// Where the incoming view ends.
    package let incomingEnd: LayoutRule
    /// Where the outgoing view ends, or `nil` when it stays where it is.
    package let outgoingEnd: LayoutRule?

    /// A swap into `layout`.
    ///
    /// - Parameters:
    ///   - layout: Where the incoming view ends.
    ///   - outgoing: Where the outgoing view is, if known.
    ///   - animation: How the swap is animated.
    package init(into layout: LayoutRule, replacing outgoing: LayoutRule?, animation: ContainerAnimation) {
        let sliding = animation.isSlide
        self.animation = animation
        incomingStart = sliding ? layout.shifted(byWidths: 1) : layout
        incomingEnd = layout
        outgoingEnd = sliding ? outgoing?.shifted(byWidths: -1) : nil
    }
}

extension LayoutRule {
    /// The same placement moved sideways by whole container widths (a slide's start or end).
    func shifted(byWidths widths: Int) -> LayoutRule {
        switch self {
        case .page(let index): .page(index + widths)
        case .offsetInWidths(let shift): .offsetInWidths(shift + Double(widths))
        case .shift(let shift, let points): .shift(widths: shift + Double(widths), points: points)
        case .pinnedToEdges(let insets) where insets == .zero: .page(widths)
        case .pinnedToEdges, .fraction, .offset, .explicit, .band: self
        }
    }
}
