#if os(Linux)
    /// Stand-in for UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that starts only near one of
    /// its ``edges`` of the window (physical edges; the container maps leading and trailing).
    @available(tvOS, unavailable)
    @MainActor
    open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
        /// How close to the window's edge a touch must start. Not documented by Apple; modelled as
        /// 20 points.
        static let edgeRegion: CGFloat = 20

        /// The edges the pan may start from; none by default, as in UIKit.
        open var edges: UIRectEdge = []

        override func accepts(touchAt point: CGPoint, in window: UIWindow) -> Bool {
            guard super.accepts(touchAt: point, in: window) else { return false }
            let bounds = window.bounds
            let region = Self.edgeRegion
            return (edges.contains(.left) && point.x - bounds.minX <= region)
                || (edges.contains(.right) && bounds.maxX - point.x <= region)
                || (edges.contains(.top) && point.y - bounds.minY <= region)
                || (edges.contains(.bottom) && bounds.maxY - point.y <= region)
        }
    }
#endif
