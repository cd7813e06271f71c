#if os(Linux)
    /// Stand-in for UIKit's `UISemanticContentAttribute` (iOS 9), with UIKit's raw values: how a
    /// view's content flips in a right-to-left layout.
    public enum UISemanticContentAttribute: Int, Sendable {
        /// Flips with the layout direction.
        case unspecified = 0
        /// Playback controls: never flipped.
        case playback = 1
        /// Directional controls (arrows): never flipped.
        case spatial = 2
        /// Always left to right.
        case forceLeftToRight = 3
        /// Always right to left.
        case forceRightToLeft = 4
    }

    /// Stand-in for UIKit's `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
    public enum UIUserInterfaceLayoutDirection: Int, Sendable {
        /// Left to right (English).
        case leftToRight = 0
        /// Right to left (Arabic, Hebrew).
        case rightToLeft = 1
    }

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
