#if os(Linux)
    /// Stand-in for UIKit's `UIWindowSceneDelegate`: a scene delegate that owns the scene's window.
    /// UIKit's `window` requirement is `@objc optional`; here it has a default that stores nothing.
    @MainActor
    public protocol UIWindowSceneDelegate: UISceneDelegate {
        /// The window the delegate shows; the delegate keeps it alive.
        var window: UIWindow? { get set }
    }

    extension UIWindowSceneDelegate {
        /// No window (an optional requirement in UIKit): reads `nil`, ignores writes.
        public var window: UIWindow? {
            get { nil }
            set {}
        }
    }
#endif
