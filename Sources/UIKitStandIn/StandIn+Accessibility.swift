#if os(Linux)
    extension StandIn {
        /// One `UIAccessibility.post(notification:argument:)` call.
        public struct AccessibilityPost {
            /// What was posted.
            public let notification: UIAccessibility.Notification
            /// The argument when it was a string (what VoiceOver speaks), else `nil`.
            public let text: String?
            /// The argument when it was an object (the element VoiceOver moves to), held weakly so a
            /// record keeps nothing alive.
            public private(set) weak var element: AnyObject?

            init(notification: UIAccessibility.Notification, argument: Any?) {
                self.notification = notification
                text = argument as? String
                if let argument, type(of: argument) is AnyClass { element = argument as AnyObject }
            }
        }

        /// Every accessibility notification posted since the last ``reset()`` or
        /// ``clearAccessibilityPosts()``, oldest first.
        public private(set) static var accessibilityPosts: [AccessibilityPost] = []

        /// Forgets the recorded accessibility notifications.
        public static func clearAccessibilityPosts() {
            accessibilityPosts = []
        }

        /// VoiceOver's escape gesture (a two-finger Z) on `element`: `accessibilityPerformEscape()` on
        /// it, then on each next responder until one answers `true` (`UIAccessibility.h`).
        ///
        /// - Parameter element: The element VoiceOver is on.
        /// - Returns: Whether any responder dismissed something.
        @discardableResult
        public static func accessibilityEscape(on element: UIResponder) -> Bool {
            var responder: UIResponder? = element
            while let current = responder {
                if current.accessibilityPerformEscape() { return true }
                responder = current.next
            }
            return false
        }

        /// Whether VoiceOver skips `view`: it or a superview is hidden or has
        /// `accessibilityElementsHidden`, or it or a superview has a sibling with
        /// `accessibilityViewIsModal` (VoiceOver ignores the siblings of a modal view,
        /// `UIAccessibility.h`).
        ///
        /// - Parameter view: The view.
        /// - Returns: `true` when VoiceOver cannot reach it.
        public static func isHiddenFromAccessibility(_ view: UIView) -> Bool {
            var candidate: UIView? = view
            while let current = candidate {
                if current.isHidden || current.accessibilityElementsHidden { return true }
                let siblings = current.superview?.subviews ?? []
                if siblings.contains(where: { $0 !== current && $0.accessibilityViewIsModal && !$0.isHidden }) {
                    return true
                }
                candidate = current.superview
            }
            return false
        }

        static func recordAccessibilityPost(_ notification: UIAccessibility.Notification, argument: Any?) {
            accessibilityPosts.append(AccessibilityPost(notification: notification, argument: argument))
        }
    }
#endif
