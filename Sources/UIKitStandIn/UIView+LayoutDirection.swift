#if os(Linux)
    extension UIView {
        /// The direction a view with `attribute` lays out in (iOS 10): forced attributes force
        /// theirs, playback and spatial content is left to right, an unspecified one follows the
        /// app's language (`StandIn.userInterfaceLayoutDirection` in tests).
        ///
        /// - Parameter attribute: A semantic content attribute.
        /// - Returns: The layout direction.
        public class func userInterfaceLayoutDirection(
            for attribute: UISemanticContentAttribute
        ) -> UIUserInterfaceLayoutDirection {
            switch attribute {
            case .unspecified: StandIn.userInterfaceLayoutDirection
            case .playback, .spatial, .forceLeftToRight: .leftToRight
            case .forceRightToLeft: .rightToLeft
            @unknown default: StandIn.userInterfaceLayoutDirection
            }
        }

        /// The direction this view lays out in, from its ``semanticContentAttribute`` (iOS 10).
        /// Leading and trailing anchors follow it; scroll offsets never do (UIKit does not mirror
        /// them).
        public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
            UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
        }
    }
#endif
