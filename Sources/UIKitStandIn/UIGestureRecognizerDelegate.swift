#if os(Linux)
    /// Stand-in for UIKit's `UIGestureRecognizerDelegate`. Its requirements are `@objc optional` in
    /// UIKit; here they have default implementations with UIKit's defaults.
    @MainActor
    public protocol UIGestureRecognizerDelegate: AnyObject {
        /// Whether `gestureRecognizer` may leave the possible state and begin; `true` by default.
        ///
        /// - Parameter gestureRecognizer: The recognizer about to begin.
        /// - Returns: `false` to make it fail.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// `true`: UIKit's default.
        ///
        /// - Parameter gestureRecognizer: The recognizer about to begin.
        /// - Returns: `true`.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }
#endif
