#if os(Linux)
    extension UIView {
        /// The part of the view that bars, the notch and the home indicator leave uncovered (iOS
        /// 11): the bounds less ``safeAreaInsets``. The same guide every time.
        public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }

        /// Where text reads comfortably (iOS 9): inside the safe area, in from each side by the
        /// view's margins, and no wider than a readable line. The stand-in models the margins as
        /// 16 points and the width as 672 points at every text size (UIKit takes them from the
        /// size class and the body font; neither is documented). The same guide every time.
        public var readableContentGuide: UILayoutGuide { readableGuide }

        /// The value of an ``intrinsicContentSize`` dimension a view does not have (`-1`).
        nonisolated public static let noIntrinsicMetric: CGFloat = -1
    }
#endif
