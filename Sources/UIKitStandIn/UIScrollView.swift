#if os(Linux)
    /// Stand-in for UIKit's `UIScrollView`: a content offset that is the bounds origin, a content
    /// size, paging and a delegate. No physics: `setContentOffset(_:animated:)` lands at once, and
    /// a user's drag is simulated with `StandIn.simulateDrag(_:to:)`.
    @MainActor
    open class UIScrollView: UIView {
        /// Receives scrolling events; held weakly.
        open weak var delegate: (any UIScrollViewDelegate)?

        /// The point of the content shown at the view's top-left corner (the bounds origin).
        open var contentOffset: CGPoint {
            get { bounds.origin }
            set {
                guard newValue != bounds.origin else { return }
                bounds.origin = newValue
                delegate?.scrollViewDidScroll(self)
            }
        }

        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero

        /// Whether scrolling stops on multiples of the view's bounds.
        open var isPagingEnabled = false

        /// Whether the horizontal scroll indicator shows.
        open var showsHorizontalScrollIndicator = true

        /// Moves the content offset; an animated move also tells the delegate
        /// `scrollViewDidEndScrollingAnimation(_:)`, as UIKit does when its animation ends.
        ///
        /// - Parameters:
        ///   - contentOffset: The new offset.
        ///   - animated: Whether the move is animated.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
            if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }
#endif
