import SwitchboardContainment

/// How a container animates a change: a swap's transition, a page scroll, a panel slide.
///
/// ```swift
/// let oneSecondFade = ContainerAnimation.crossDissolve(duration: 1.0)
/// let panels = ContainerAnimation.slide(duration: 0.3)
/// ```
public enum ContainerAnimation: Hashable, Sendable, CustomStringConvertible {
    /// No animation: the change takes effect at once.
    case none
    /// The old child fades out while the new one fades in (swaps); a plain animation otherwise.
    /// `duration` is in seconds, 0.3 by default; a negative one counts as zero.
    case crossDissolve(duration: Double = 0.3)
    /// The new child slides in from the right while the old one slides out to the left (swaps);
    /// views move to their new places (pages, panels). `duration` is in seconds, 0.3 by default
    /// (the seed's panel slide); a negative one counts as zero.
    case slide(duration: Double = 0.3)

    /// The animation's length in seconds: `0` for ``none``, never negative.
    public var duration: Double {
        switch self {
        case .none: 0
        case .crossDissolve(let duration), .slide(let duration): max(0, duration)
        }
    }

    /// Whether the change takes time (an animation other than ``none``, with a positive duration).
    public var isAnimated: Bool { duration > 0 }

    /// `none`, `crossDissolve(1)` or `slide(0.3)`.
    public var description: String {
        switch self {
        case .none: "none"
        case .crossDissolve: "crossDissolve(\(duration.compactDescription))"
        case .slide: "slide(\(duration.compactDescription))"
        }
    }
}

extension ContainerAnimation {
    /// Whether this is a cross-dissolve, whatever its duration.
    var isCrossDissolve: Bool {
        if case .crossDissolve = self { true } else { false }
    }

    /// Whether this is a slide, whatever its duration.
    var isSlide: Bool {
        if case .slide = self { true } else { false }
    }
}
