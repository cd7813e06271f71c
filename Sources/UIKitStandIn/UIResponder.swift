#if os(Linux)
    /// Stand-in for UIKit's `UIResponder`: the base of views, view controllers, windows and scenes.
    /// Declares no responder-chain API; it exists so the class hierarchy (and `NSObjectProtocol`
    /// conformance of delegates such as a scene delegate) matches UIKit.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {
            super.init()
        }
    }
#endif
