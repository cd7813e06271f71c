#if os(Linux)
    /// Stand-in for UIKit's `UIScrollView`: a content offset that is the bounds origin, a content
    /// size, paging and a delegate. No physics: an animated `setContentOffset(_:animated:)` moves on
    /// the stand-in's clock, and a user's drag is simulated with `StandIn.drag(_:to:landingAt:)`, or
    /// in steps from `StandIn.beginDrag(_:)`.
    @MainActor
    @available(watchOS, unavailable)
    open class UIScrollView: UIView {
        /// Receives scrolling events; held weakly.
        open weak var delegate: (any UIScrollViewDelegate)?

        /// The scroll view's own pan recognizer, attached to it from the start (iOS 5). Modelled
        /// pessimistically for the recognizers around it: it begins for any motion along an axis
        /// the content can scroll on (wider or taller than the bounds, or always bouncing), even at
        /// the content's edge, where a device bounces; never with ``isScrollEnabled`` off. UIKit
        /// raises when its delegate is changed; the stand-in leaves it `nil`.
        public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

        /// Whether the user can scroll; `true` by default.
        open var isScrollEnabled = true

        /// Whether a horizontal drag bounces, so the pan begins, even when the content is no wider
        /// than the bounds; `false` by default.
        open var alwaysBounceHorizontal = false

        /// Whether a vertical drag bounces, so the pan begins, even when the content is no taller
        /// than the bounds; `false` by default.
        open var alwaysBounceVertical = false

        /// Creates a scroll view with `frame`, its pan recognizer attached.
        ///
        /// - Parameter frame: The view's frame in its superview's coordinates.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            addGestureRecognizer(panGestureRecognizer)
        }

        /// Creates a scroll view from an archive. The stand-in cannot decode one and returns `nil`.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Whether the content can scroll horizontally (`horizontally`) or vertically at all: larger
        /// than the bounds within its insets along that axis, or always bouncing on it.
        func scrolls(horizontally: Bool) -> Bool {
            let insets = adjustedContentInset
            if horizontally {
                return alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > bounds.width
            }
            return alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height
        }

        /// The point of the content shown at the view's top-left corner (the bounds origin).
        ///
        /// Setting it moves the content now and, pessimistically, does **not** stop an animated
        /// scroll or a deceleration under way: neither `UIScrollView.h` nor the documentation says
        /// it does, so the scroll carries on from its own schedule and lands where it was going.
        /// ``setContentOffset(_:animated:)`` is the documented way to stop one.
        open var contentOffset: CGPoint {
            get { bounds.origin }
            set { move(to: newValue) }
        }

        /// The size of the scrollable content: set by code, or by the constraints that tie the
        /// content to ``contentLayoutGuide`` when the scroll view lays out.
        open var contentSize: CGSize = .zero

        private lazy var contentGuide = UILayoutGuide(kind: .scrollContent, owningView: self)
        private lazy var frameGuide = UILayoutGuide(kind: .scrollFrame, owningView: self)

        /// The content's rectangle (iOS 11): subviews placed against its top and leading edges
        /// scroll with the content, and constraints from their bottom or trailing edges to its own,
        /// or from its width or height to ``frameLayoutGuide``'s, set ``contentSize``.
        open var contentLayoutGuide: UILayoutGuide { contentGuide }

        /// The scroll view's frame (iOS 11), which does not scroll: usually for the content's
        /// width or height (`contentLayoutGuide.widthAnchor` equal to this guide's).
        open var frameLayoutGuide: UILayoutGuide { frameGuide }

        /// Places the subviews, then takes the content size their constraints set.
        open override func layoutSubviews() {
            super.layoutSubviews()
            let derived = StandInLayoutSolver.contentSize(of: self)
            guard derived.width != nil || derived.height != nil else { return }
            contentSize = CGSize(
                width: derived.width ?? contentSize.width, height: derived.height ?? contentSize.height)
        }

        /// `UIScrollViewContentInsetAdjustmentBehavior` (iOS 11, tvOS 11): an open enum declared in C
        /// as the SDK declares it (`UIKitStandInEnums`). The stand-in has no navigation controller,
        /// so `automatic` adjusts the top and bottom edges as `scrollableAxes` never would.
        @available(watchOS, unavailable)
        public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior

        /// Extra scroll area around the content.
        open var contentInset = UIEdgeInsets.zero

        /// How the safe area is added to ``contentInset``; ``ContentInsetAdjustmentBehavior/automatic``
        /// by default.
        open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

        /// ``contentInset`` plus the part of ``UIView/safeAreaInsets`` that
        /// ``contentInsetAdjustmentBehavior`` allows: the insets the content really scrolls within.
        open var adjustedContentInset: UIEdgeInsets {
            let safe = safeAreaInsets
            let horizontal = contentSize.width > bounds.width
            let vertical = contentSize.height > bounds.height
            let (adjustsHorizontal, adjustsVertical): (Bool, Bool) =
                switch contentInsetAdjustmentBehavior {
                case .never: (false, false)
                case .always: (true, true)
                case .scrollableAxes: (horizontal, vertical)
                case .automatic: (horizontal, true)
                @unknown default: (true, true)  // an unknown behaviour: the widest adjustment
                }
            return contentInset
                + UIEdgeInsets(
                    top: adjustsVertical ? safe.top : 0, left: adjustsHorizontal ? safe.left : 0,
                    bottom: adjustsVertical ? safe.bottom : 0, right: adjustsHorizontal ? safe.right : 0)
        }

        /// Whether scrolling stops on multiples of the view's bounds. Unavailable on tvOS.
        @available(tvOS, unavailable)
        open var isPagingEnabled = false

        /// Whether a tap on the status bar scrolls this view to the top; on iPhone only when it is
        /// the one scroll view on screen with this on. Unavailable on tvOS.
        @available(tvOS, unavailable)
        open var scrollsToTop = true

        /// Whether a drag that starts along one axis stays on it.
        open var isDirectionalLockEnabled = false

        /// Whether the horizontal scroll indicator shows.
        open var showsHorizontalScrollIndicator = true

        /// Moves the content offset. Not animated (or inside `UIView.performWithoutAnimation(_:)`),
        /// it lands now. Animated, it moves "at constant velocity" (`UIScrollView.h`) on the
        /// stand-in's clock: halfway after half of `StandIn.scrollAnimationDuration`, there at the
        /// end, then the delegate hears `scrollViewDidEndScrollingAnimation(_:)` — only when the offset
        /// changed, since UIKit calls it only for a scroll that animated. A new call, animated or
        /// not, stops the scroll or deceleration under way without that call; setting
        /// ``contentOffset`` does not.
        ///
        /// - Parameters:
        ///   - contentOffset: The new offset.
        ///   - animated: Whether the move is animated.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            stopScrolling()
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

        /// Scrolls the least that makes `rect` (in content coordinates) visible, to its nearest
        /// edges; does nothing when it is visible already (`UIScrollView.h`).
        ///
        /// - Parameters:
        ///   - rect: The part of the content to show.
        ///   - animated: Whether the scroll is animated.
        open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
            let visible = bounds
            func nearest(_ low: CGFloat, _ high: CGFloat, _ shownLow: CGFloat, _ shownHigh: CGFloat) -> CGFloat {
                if low < shownLow { return low }
                if high > shownHigh { return min(high - (shownHigh - shownLow), low) }
                return shownLow
            }
            let target = CGPoint(
                x: nearest(rect.minX, rect.maxX, visible.minX, visible.maxX),
                y: nearest(rect.minY, rect.maxY, visible.minY, visible.maxY))
            guard target != contentOffset else { return }
            setContentOffset(target, animated: animated)
        }

        /// Whether the user's finger is on the content (from touch down to lift).
        open var isTracking: Bool { touchPhase == .dragging }

        /// Whether the user is dragging the content.
        open var isDragging: Bool { touchPhase == .dragging }

        /// Whether the content still moves after the finger lifted.
        open var isDecelerating: Bool { touchPhase == .decelerating }

        /// Where a drag simulated by `StandIn` is.
        enum TouchPhase { case idle, dragging, decelerating }
        var touchPhase = TouchPhase.idle

        /// With paging on, VoiceOver's three-finger scroll moves the content one page (its width) the
        /// way the user swiped, animated, and answers `true`; at the last page that way (or without
        /// paging) it answers `false`, so the scroll goes up the chain. Not documented by Apple:
        /// modelled on what a device does with a paging scroll view.
        ///
        /// - Parameter direction: Where the user scrolls.
        /// - Returns: Whether the content moved.
        open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            guard isPagingEnabled, bounds.width > 0 else { return false }
            let step: CGFloat
            switch direction {
            case .left, .next: step = bounds.width
            case .right, .previous: step = -bounds.width
            case .up, .down: return false
            @unknown default: return false
            }
            let target = min(max(contentOffset.x + step, 0), max(contentSize.width - bounds.width, 0))
            guard target != contentOffset.x else { return false }
            setContentOffset(CGPoint(x: target, y: contentOffset.y), animated: true)
            return true
        }

        /// Drops the animated scroll or deceleration under way, without its end call.
        func stopScrolling() {
            StandIn.cancelScheduled(by: self)
            if touchPhase == .decelerating { touchPhase = .idle }
        }

        /// Sets the bounds origin and tells the delegate `scrollViewDidScroll(_:)` when it changed.
        func move(to offset: CGPoint) {
            guard offset != bounds.origin else { return }
            bounds.origin = offset
            delegate?.scrollViewDidScroll(self)
        }
    }
#endif
#if os(Linux)
    /// A scroll view's own pan: it begins only for a motion along an axis its scroll view scrolls on.
    @MainActor
    final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
        override var beginsForMotion: Bool {
            guard let scrollView = view as? UIScrollView, scrollView.isScrollEnabled else { return false }
            return scrollView.scrolls(horizontally: abs(translation.x) >= abs(translation.y))
        }
    }
#endif
