public import SwitchboardMessaging

/// Where a pager's scroll is between two pages, for a page indicator or a menu bar.
///
/// `fromPage` is the page the scroll left (the page at rest when it began), `toPage` the page
/// it heads for: the page a change the pager makes goes to, or the neighbour the finger moves
/// toward (the landing page once the finger lifts, when that is another page). `fraction` is
/// 0 on `fromPage` and 1 on `toPage`. Both pagers report it to their observers
/// (``ContainerObserver/container(_:didScroll:)``) and post it on their bus.
///
/// <!-- illustrative -->
/// ```swift
/// final class Dots: ContainerObserver {
///     func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
///         print(progress.position)  // 0.5 halfway from page 0 to page 1
///     }
/// }
/// ```
public struct PageScrollProgress: Message, Hashable, CustomStringConvertible {
    /// The page the scroll left.
    public let fromPage: Int
    /// The page the scroll heads for; `fromPage` only for a pager of one page.
    public let toPage: Int
    /// How far of the way from `fromPage` to `toPage` the scroll is, from 0 to 1.
    public let fraction: Double

    /// Creates a progress value.
    ///
    /// - Parameters:
    ///   - fromPage: The page the scroll left.
    ///   - toPage: The page it heads for.
    ///   - fraction: How far of the way it is, clamped to 0...1.
    public init(fromPage: Int, toPage: Int, fraction: Double) {
        self.fromPage = fromPage
        self.toPage = toPage
        self.fraction = min(max(fraction, 0), 1)
    }

    /// The scroll position in pages: `fromPage + (toPage - fromPage) × fraction`.
    public var position: Double {
        Double(fromPage) + Double(toPage - fromPage) * fraction
    }

    /// The progress as text, e.g. `page 0 → 1 at 0.5`.
    public var description: String {
        "page \(fromPage) → \(toPage) at \(fraction)"
    }
}
