#if os(Linux)
    /// Stand-in for UIKit's `UIScrollViewDelegate`. UIKit's requirements are `@objc optional`; here
    /// each has an empty default implementation, so a conforming type compiles the same way.
    @MainActor
    public protocol UIScrollViewDelegate: NSObjectProtocol {
        /// The content offset changed.
        ///
        /// - Parameter scrollView: The scroll view.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// The user started dragging.
        ///
        /// - Parameter scrollView: The scroll view.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        /// The user lifted their finger.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view.
        ///   - decelerate: Whether the content keeps moving.
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
        /// The user is about to lift their finger: `targetContentOffset` is where the content will
        /// come to rest, and the delegate may change it.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view.
        ///   - velocity: The finger's velocity, in points per millisecond.
        ///   - targetContentOffset: Where the scroll will end.
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>)
        /// The content starts decelerating after the finger lifted.
        ///
        /// - Parameter scrollView: The scroll view.
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
        /// The content stopped moving after a drag.
        ///
        /// - Parameter scrollView: The scroll view.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        /// An animated `setContentOffset(_:animated:)` finished.
        ///
        /// - Parameter scrollView: The scroll view.
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scrollView: The scroll view.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scrollView: The scroll view.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view.
        ///   - decelerate: Whether the content keeps moving.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scrollView: The scroll view.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view.
        ///   - velocity: The finger's velocity.
        ///   - targetContentOffset: Where the scroll will end.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scrollView: The scroll view.
        public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        /// Does nothing (an optional requirement in UIKit).
        ///
        /// - Parameter scrollView: The scroll view.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    }
#endif
