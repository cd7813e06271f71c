#if os(Linux)
    /// Stand-in for UIKit's `UIAccessibility` namespace (`UIAccessibility.h`, the Swift names of its
    /// C functions): what an app tells VoiceOver.
    public enum UIAccessibility {
        /// Stand-in for `UIAccessibility.Notification` (`UIAccessibilityNotifications`,
        /// `UIAccessibilityConstants.h`): what changed on screen.
        public struct Notification: RawRepresentable, Hashable, Sendable {
            /// The notification's number.
            public let rawValue: UInt32

            /// Creates a notification from its number.
            ///
            /// - Parameter rawValue: The number.
            public init(rawValue: UInt32) {
                self.rawValue = rawValue
            }

            /// A new screen appeared: VoiceOver moves to the argument (an element), or to the first
            /// element when it is `nil`.
            public static let screenChanged = Notification(rawValue: 1000)
            /// Part of the screen changed: VoiceOver moves to the argument (an element), or stays
            /// when it is `nil`.
            public static let layoutChanged = Notification(rawValue: 1001)
            /// VoiceOver speaks the argument, a string.
            public static let announcement = Notification(rawValue: 1008)
            /// A scroll by `accessibilityScroll(_:)` finished: VoiceOver speaks the argument, a
            /// string such as "page 2 of 5". Post it after the scroll, when it succeeded.
            public static let pageScrolled = Notification(rawValue: 1009)
        }

        /// Tells assistive technologies about `notification`, with its argument. The stand-in
        /// records the post (`StandIn.accessibilityPosts`).
        ///
        /// ```swift
        /// UIAccessibility.post(notification: .pageScrolled, argument: "page 2 of 3")
        /// ```
        ///
        /// - Parameters:
        ///   - notification: What changed.
        ///   - argument: What the notification needs: a string, an element or `nil`.
        @MainActor
        public static func post(notification: Notification, argument: Any?) {
            StandIn.recordAccessibilityPost(notification, argument: argument)
        }
    }
#endif
