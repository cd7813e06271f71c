#if os(Linux)
    extension UIView {
        /// Stand-in for `UIView.AnimationOptions`, with UIKit's raw values (`UIViewAnimationOptions`
        /// in `UIView.h`): flags in the low bits, the curve in bits 16–19, the transition in bits
        /// 20–23, the frame rate in bits 24–27.
        public struct AnimationOptions: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt

            /// Creates options from raw bits.
            ///
            /// - Parameter rawValue: The bits.
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// Lay out subviews at commit time so they animate with their parent.
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            /// Allow user interaction while animating.
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            /// Start from the current state of an in-flight animation.
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            /// Repeat indefinitely.
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            /// Run backwards and forwards (with ``repeat``).
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            /// Ignore the duration of an enclosing animation.
            public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
            /// Ignore the curve of an enclosing animation.
            public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
            /// Animate content by redrawing (transitions only).
            public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
            /// Hide and show the transition's views instead of removing and adding them.
            public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
            /// Inherit neither options nor the animation type.
            public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

            /// Ease in and out (the default curve; no bits).
            public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
            /// Ease in.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// Ease out.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// Linear.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

            /// Flip from the left.
            public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
            /// Flip from the right.
            public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
            /// Curl up.
            public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
            /// Curl down.
            public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
            /// Cross-dissolve.
            public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
            /// Flip from the top.
            public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
            /// Flip from the bottom.
            public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

            /// 60 frames per second.
            public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
            /// 30 frames per second.
            public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
        }
    }
#endif
