#if os(Linux)
    /// Stand-in for UIKit's `UIScrollView`: a content offset that is the bounds origin, a content
    /// size, paging and a delegate. No physics: an animated `setContentOffset(_:animated:)` moves on
    /// the stand-in's clock, and a user's drag is simulated with `StandIn.simulateDrag(_:to:)`.
    @MainActor
    open class UIScrollView: UIView {
        /// Receives scrolling events; held weakly.
        open weak var delegate: (any UIScrollViewDelegate)?

        /// The point of the content shown at the view's top-left corner (the bounds origin).
        open var contentOffset: CGPoint {
            get { bounds.origin }
            set {
                // Setting the offset stops an animated scroll under way, as in UIKit.
                StandIn.cancelScheduled(by: self)
                move(to: newValue)
            }
        }

        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero

        /// Whether scrolling stops on multiples of the view's bounds.
        open var isPagingEnabled = false

        /// Whether the horizontal scroll indicator shows.
        open var showsHorizontalScrollIndicator = true

        /// Moves the content offset. Not animated (or inside `UIView.performWithoutAnimation(_:)`),
        /// it lands now. Animated, it moves "at constant velocity" (`UIScrollView.h`) on the
        /// stand-in's clock: halfway after half of `StandIn.scrollAnimationDuration`, there at the
        /// end, then the delegate hears `scrollViewDidEndScrollingAnimation(_:)` — only when the offset
        /// changed, since UIKit calls it only for a scroll that animated. A new scroll, or setting
        /// ``contentOffset``, stops the one under way without that call.
        ///
        /// - Parameters:
        ///   - contentOffset: The new offset.
        ///   - animated: Whether the move is animated.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            StandIn.cancelScheduled(by: self)
            guard animated, UIView.areAnimationsEnabled, contentOffset != self.contentOffset else {
                return move(to: contentOffset)
            }
            let start = self.contentOffset
            let halfway = CGPoint(x: (start.x + contentOffset.x) / 2, y: (start.y + contentOffset.y) / 2)
            let duration = StandIn.scrollAnimationDuration
            StandIn.schedule(after: duration / 2, owner: self) { [weak self] _ in self?.move(to: halfway) }
            StandIn.schedule(after: duration, owner: self) { [weak self] _ in
                guard let self else { return }
                move(to: contentOffset)
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }

        /// Sets the bounds origin and tells the delegate `scrollViewDidScroll(_:)` when it changed.
        func move(to offset: CGPoint) {
            guard offset != bounds.origin else { return }
            bounds.origin = offset
            delegate?.scrollViewDidScroll(self)
        }
    }
#endif
