#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutYAxisAnchor`: vertical edges and centres.
    @MainActor
    open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
#endif
