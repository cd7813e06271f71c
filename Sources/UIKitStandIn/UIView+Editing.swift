#if os(Linux)
    extension UIView {
        /// Makes the first responder in this view's subtree resign (the keyboard goes down).
        ///
        /// - Parameter force: Whether to resign even if it refuses; the stand-in's always resign.
        /// - Returns: Whether a responder in the subtree resigned.
        @discardableResult
        public func endEditing(_ force: Bool) -> Bool {
            guard let view = StandIn.firstResponder as? UIView, view.isDescendant(of: self) else { return false }
            return view.resignFirstResponder()
        }
    }
#endif
