#if os(Linux)
    /// Stand-in for UIKit's `UIResponder`: the base of views, view controllers, windows and scenes.
    /// Of the responder chain it declares only ``next``; it exists so the class hierarchy (and
    /// `NSObjectProtocol` conformance of delegates such as a scene delegate) matches UIKit.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {
            super.init()
        }

        /// The next responder in the chain; `nil` here. Views and view controllers override it as
        /// UIKit documents: a controller's root view answers its controller, any other view its
        /// superview, a controller its view's superview.
        open var next: UIResponder? { nil }
    }
#endif
