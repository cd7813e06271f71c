#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutXAxisAnchor`: horizontal edges and centres.
    @MainActor
    open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
#endif
