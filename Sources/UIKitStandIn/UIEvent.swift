#if os(Linux)
    /// Stand-in for UIKit's `UIEvent`: the event a hit test is made for. The stand-in's taps pass
    /// `nil`, as UIKit allows; it exists so `hitTest(_:with:)` has UIKit's signature.
    @MainActor
    open class UIEvent: NSObject {
        /// Creates an event.
        public override init() {
            super.init()
        }
    }
#endif
