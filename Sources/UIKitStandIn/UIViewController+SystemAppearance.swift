#if os(Linux)
    extension UIViewController {
        /// Asks UIKit to read the status bar style and hidden state again, from the window's root
        /// down through `childForStatusBarStyle` / `childForStatusBarHidden`. Call it when the answer
        /// changes. The stand-in records the call (`StandIn.systemAppearanceUpdates(of:)`) and, when
        /// the view is in a window, reads the values then (`StandIn.systemAppearance(of:)`).
        @available(tvOS, unavailable)
        public func setNeedsStatusBarAppearanceUpdate() {
            requestSystemAppearanceUpdate(.statusBar)
        }

        /// Asks UIKit to read whether the home indicator may hide again, through
        /// `childForHomeIndicatorAutoHidden` (iOS 11). Recorded like
        /// ``setNeedsStatusBarAppearanceUpdate()``.
        @available(tvOS, unavailable)
        public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
            requestSystemAppearanceUpdate(.homeIndicator)
        }

        /// Asks UIKit to read the screen edges deferring system gestures again, through
        /// `childForScreenEdgesDeferringSystemGestures` (iOS 11). Recorded like
        /// ``setNeedsStatusBarAppearanceUpdate()``.
        @available(tvOS, unavailable)
        public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
            requestSystemAppearanceUpdate(.screenEdges)
        }

        /// Makes `scrollView` the scroll view whose offset the navigation or tab bar at `edge`
        /// follows (large titles, the bar's background at the scroll edge), instead of the one UIKit
        /// would find itself (iOS 15). UIKit holds it weakly; `nil` removes it.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view, or `nil`.
        ///   - edge: The edges it is the content scroll view for (`.top`, `.bottom` or `.all`).
        @available(iOS 15.0, tvOS 15.0, *)
        public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
            for bit in Self.singleEdges where edge.contains(bit) {
                contentScrollViewsByEdge[bit.rawValue] = scrollView.map { WeakScrollView(scrollView: $0) }
            }
        }

        /// The scroll view set for `edge` with ``setContentScrollView(_:for:)`` (iOS 15). For several
        /// edges, the one they share, else `nil` (Apple documents single edges only).
        ///
        /// - Parameter edge: The edge.
        /// - Returns: The content scroll view, or `nil`.
        @available(iOS 15.0, tvOS 15.0, *)
        public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
            let views = Self.singleEdges.filter { edge.contains($0) }.map {
                contentScrollViewsByEdge[$0.rawValue]?.scrollView
            }
            guard let first = views.first, views.allSatisfy({ $0 === first }) else { return nil }
            return first
        }

        private static let singleEdges: [NSDirectionalRectEdge] = [.top, .leading, .bottom, .trailing]

        private func requestSystemAppearanceUpdate(_ update: StandIn.SystemAppearanceUpdate) {
            systemAppearanceUpdateRequests.append(update)
            if let window = viewIfLoaded?.window { StandIn.readSystemAppearance([update], in: window) }
        }
    }
#endif
