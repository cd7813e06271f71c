#if os(Linux)
    /// Stand-in for UIKit's `UIPanGestureRecognizer`: a continuous gesture with a translation and a
    /// velocity. The stand-in's finger (`StandIn.beginPan(at:in:)`) moves it.
    @MainActor
    open class UIPanGestureRecognizer: UIGestureRecognizer {
        /// The translation since the gesture began, less what ``setTranslation(_:in:)`` set.
        var translation = CGPoint.zero
        /// The finger's velocity, in points per second.
        var fingerVelocity = CGPoint.zero

        /// The finger's movement since the gesture began (or since ``setTranslation(_:in:)``). The
        /// stand-in's views are never scaled or rotated, so it is the same in every view.
        ///
        /// - Parameter view: The view whose coordinates to use.
        /// - Returns: The translation.
        open func translation(in view: UIView?) -> CGPoint {
            translation
        }

        /// Resets the translation to `translation`.
        ///
        /// - Parameters:
        ///   - translation: The new translation.
        ///   - view: The view whose coordinates it is in.
        open func setTranslation(_ translation: CGPoint, in view: UIView?) {
            self.translation = translation
        }

        /// The finger's velocity in points per second.
        ///
        /// - Parameter view: The view whose coordinates to use.
        /// - Returns: The velocity.
        open func velocity(in view: UIView?) -> CGPoint {
            fingerVelocity
        }

        override func reset() {
            super.reset()
            translation = .zero
            fingerVelocity = .zero
        }
    }
#endif
