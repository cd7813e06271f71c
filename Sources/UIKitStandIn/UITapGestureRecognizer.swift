#if os(Linux)
    /// Stand-in for UIKit's `UITapGestureRecognizer`: a discrete gesture, recognized (`ended`) when
    /// the stand-in's finger taps its view (`StandIn.tap(_:in:)`), unless a control hit takes it.
    @MainActor
    open class UITapGestureRecognizer: UIGestureRecognizer {
        /// How many taps recognize the gesture; the stand-in's finger taps once.
        open var numberOfTapsRequired = 1
        /// How many fingers must tap; the stand-in's finger is one.
        @available(tvOS, unavailable)
        open var numberOfTouchesRequired = 1
    }
#endif
