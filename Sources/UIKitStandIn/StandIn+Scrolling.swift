#if os(Linux)
    extension StandIn {
        /// How long the content glides after a drag. Not documented by Apple; modelled as 0.3 seconds.
        public static let decelerationDuration: TimeInterval = 0.3

        /// A user's drag, with the delegate calls in UIKit's order (`UIScrollView.h`,
        /// `UIScrollViewDelegate`): ``beginDrag(_:)``, the content follows the finger halfway to
        /// `releaseOffset` and there (``moveDrag(_:to:)``), then the finger lifts
        /// (``endDrag(_:landingAt:)``) and the content glides to `target` on the clock.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view.
        ///   - releaseOffset: Where the finger has moved the content when it lifts.
        ///   - target: Where UIKit will bring the content to rest (for paging, a page's offset).
        public static func drag(_ scrollView: UIScrollView, to releaseOffset: CGPoint, landingAt target: CGPoint) {
            beginDrag(scrollView)
            moveDrag(scrollView, to: midpoint(scrollView.contentOffset, releaseOffset))
            moveDrag(scrollView, to: releaseOffset)
            endDrag(scrollView, landingAt: target)
        }

        /// A finger touches `scrollView` and starts dragging: any scroll under way stops where it is,
        /// then `scrollViewWillBeginDragging`.
        ///
        /// - Parameter scrollView: The scroll view.
        public static func beginDrag(_ scrollView: UIScrollView) {
            scrollView.stopScrolling()  // a touch stops any scroll under way
            scrollView.touchPhase = .dragging
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
        }

        /// The finger, still down, has moved the content to `offset` (`scrollViewDidScroll` when it
        /// changed). The stand-in stops the process when no drag is under way.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view being dragged.
        ///   - offset: The content offset under the finger.
        public static func moveDrag(_ scrollView: UIScrollView, to offset: CGPoint) {
            precondition(scrollView.touchPhase == .dragging, "moveDrag(_:to:) needs beginDrag(_:) first")
            scrollView.move(to: offset)
        }

        /// The finger lifts: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with
        /// `target` (the delegate may change it), then `scrollViewDidEndDragging(_:willDecelerate:)`,
        /// `true` when the content still has to move. Then `scrollViewWillBeginDecelerating`, and on the
        /// clock the content glides to the target (`scrollViewDidScroll` halfway and there) and
        /// `scrollViewDidEndDecelerating` follows after ``decelerationDuration``.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view being dragged.
        ///   - target: Where UIKit will bring the content to rest (for paging, a page's offset).
        public static func endDrag(_ scrollView: UIScrollView, landingAt target: CGPoint) {
            precondition(scrollView.touchPhase == .dragging, "endDrag(_:landingAt:) needs beginDrag(_:) first")
            let releaseOffset = scrollView.contentOffset
            var landing = target
            let velocity = CGPoint(x: sign(target.x - releaseOffset.x), y: sign(target.y - releaseOffset.y))
            scrollView.delegate?.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: &landing)
            let decelerates = landing != releaseOffset
            scrollView.touchPhase = decelerates ? .decelerating : .idle
            scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerates)
            guard decelerates else { return }
            scrollView.delegate?.scrollViewWillBeginDecelerating(scrollView)
            let halfway = midpoint(releaseOffset, landing)
            schedule(after: decelerationDuration / 2, owner: scrollView) { [weak scrollView] _ in
                scrollView?.move(to: halfway)
            }
            schedule(after: decelerationDuration, owner: scrollView) { [weak scrollView] _ in
                guard let scrollView else { return }
                scrollView.move(to: landing)
                scrollView.touchPhase = .idle
                scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
            }
        }

        /// A horizontal swipe on a paging scroll view: the finger moves the content from where it is
        /// `fraction` of the way toward page `towardPage`, and the content comes to rest on page
        /// `landingPage` — the page past the threshold, or the one the drag started from when it was
        /// let go too early. See ``drag(_:to:landingAt:)`` for the calls.
        ///
        /// - Parameters:
        ///   - scrollView: The paging scroll view; a page is its width.
        ///   - towardPage: The page the finger moves toward.
        ///   - fraction: How far of the way the finger gets before it lifts.
        ///   - landingPage: The page UIKit brings the content to.
        public static func swipe(
            _ scrollView: UIScrollView, toward towardPage: Int, releasedAt fraction: Double = 0.6,
            landingOn landingPage: Int
        ) {
            let width = scrollView.bounds.width
            let start = scrollView.contentOffset
            let release = CGPoint(x: start.x + (CGFloat(towardPage) * width - start.x) * CGFloat(fraction), y: start.y)
            drag(scrollView, to: release, landingAt: CGPoint(x: CGFloat(landingPage) * width, y: start.y))
        }

        /// VoiceOver's three-finger scroll on `element`: `accessibilityScroll(_:)` on it, then on
        /// each next responder until one answers `true`.
        ///
        /// - Parameters:
        ///   - direction: Where the user scrolls.
        ///   - element: The element VoiceOver is on.
        /// - Returns: Whether any responder scrolled.
        @discardableResult
        public static func accessibilityScroll(
            _ direction: UIAccessibilityScrollDirection, on element: UIResponder
        ) -> Bool {
            var responder: UIResponder? = element
            while let current = responder {
                if current.accessibilityScroll(direction) { return true }
                responder = current.next
            }
            return false
        }

        /// VoiceOver or keyboard focus moves to `view`: each scroll view it is in scrolls it into
        /// sight, animated (`scrollRectToVisible(_:animated:)`), innermost first. Not documented by
        /// Apple in this detail: modelled on what a device does.
        ///
        /// - Parameter view: The view that takes focus.
        public static func moveFocus(to view: UIView) {
            var candidate = view.superview
            while let container = candidate {
                if let scrollView = container as? UIScrollView {
                    let frame = view.convert(view.bounds, to: scrollView)
                    scrollView.scrollRectToVisible(frame, animated: true)
                }
                candidate = container.superview
            }
        }

        private static func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }

        private static func sign(_ value: CGFloat) -> CGFloat {
            value > 0 ? 1 : value < 0 ? -1 : 0
        }
    }
#endif
