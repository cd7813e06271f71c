#if os(Linux)
    extension UIView {
        /// The recognizers attached to the view, in the order added.
        public var gestureRecognizers: [UIGestureRecognizer]? {
            get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
            set {
                for recognizer in attachedRecognizers { recognizer.view = nil }
                attachedRecognizers = []
                for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            }
        }

        /// Attaches `gestureRecognizer` to the view; it leaves the view it was attached to first.
        ///
        /// - Parameter gestureRecognizer: The recognizer.
        public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
            attachedRecognizers.append(gestureRecognizer)
            gestureRecognizer.view = self
        }

        /// Detaches `gestureRecognizer` from the view.
        ///
        /// - Parameter gestureRecognizer: The recognizer.
        public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            guard attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
            attachedRecognizers.removeAll { $0 === gestureRecognizer }
            gestureRecognizer.view = nil
        }
    }
#endif
