import SwitchboardContainment

/// How a container animates a change: a swap's transition, a page scroll, a panel slide.
///
/// ```swift
/// let oneSecondFade = ContainerAnimation.crossDissolve(duration: 1.0)
/// let panels = ContainerAnimation.slide(duration: 0.3)
/// ```
public struct ContainerAnimation: Hashable, Sendable, CustomStringConvertible {
    /// The visual style of the change.
    public enum Style: Hashable, Sendable {
        /// No animation: the change takes effect at once.
        case none
        /// The old child fades out while the new one fades in (swaps); a plain animation otherwise.
        case crossDissolve
        /// The new child slides in from the right while the old one slides out to the left
        /// (swaps); views move to their new places (pages, panels).
        case slide
    }

    /// The visual style.
    public let style: Style
    /// The animation's length in seconds; `0` for ``Style/none``.
    public let duration: Double

    /// Creates an animation; negative durations count as zero.
    ///
    /// - Parameters:
    ///   - style: The visual style.
    ///   - duration: The length in seconds.
    public init(style: Style, duration: Double) {
        self.style = style
        self.duration = style == .none ? 0 : max(0, duration)
    }

    /// No animation.
    public static let none = ContainerAnimation(style: .none, duration: 0)

    /// A cross-dissolve.
    ///
    /// - Parameter duration: The length in seconds; 0.3 by default.
    /// - Returns: The animation.
    public static func crossDissolve(duration: Double = 0.3) -> ContainerAnimation {
        ContainerAnimation(style: .crossDissolve, duration: duration)
    }

    /// A slide.
    ///
    /// - Parameter duration: The length in seconds; 0.3 by default (the seed's panel slide).
    /// - Returns: The animation.
    public static func slide(duration: Double = 0.3) -> ContainerAnimation {
        ContainerAnimation(style: .slide, duration: duration)
    }

    /// Whether the change takes time (a style other than ``Style/none`` and a positive duration).
    public var isAnimated: Bool { style != .none && duration > 0 }

    /// `none`, `crossDissolve(1)` or `slide(0.3)`.
    public var description: String {
        switch style {
        case .none: "none"
        case .crossDissolve: "crossDissolve(\(duration.compactDescription))"
        case .slide: "slide(\(duration.compactDescription))"
        }
    }
}
