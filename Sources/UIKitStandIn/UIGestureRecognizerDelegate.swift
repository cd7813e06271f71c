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

        /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it
        /// begins: a failure requirement set up for this touch only; `false` by default.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: The recognizer whose delegate this is.
        ///   - otherGestureRecognizer: Another recognizer the touch reaches.
        /// - Returns: `true` to make `gestureRecognizer` wait for `otherGestureRecognizer` to fail.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool

        /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail before it
        /// begins: a failure requirement set up for this touch only; `false` by default.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: The recognizer whose delegate this is.
        ///   - otherGestureRecognizer: Another recognizer the touch reaches.
        /// - Returns: `true` to make `otherGestureRecognizer` wait for `gestureRecognizer` to fail.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// `true`: UIKit's default.
        ///
        /// - Parameter gestureRecognizer: The recognizer about to begin.
        /// - Returns: `true`.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }

        /// `false`: UIKit's default.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: The recognizer whose delegate this is.
        ///   - otherGestureRecognizer: Another recognizer the touch reaches.
        /// - Returns: `false`.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            false
        }

        /// `false`: UIKit's default.
        ///
        /// - Parameters:
        ///   - gestureRecognizer: The recognizer whose delegate this is.
        ///   - otherGestureRecognizer: Another recognizer the touch reaches.
        /// - Returns: `false`.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            false
        }
    }
#endif
