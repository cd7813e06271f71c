#if os(Linux)
    /// Stand-in for UIKit's `UIStatusBarStyle` (`UIApplication.h`), with UIKit's raw values.
    /// Unavailable on tvOS, which has no status bar.
    @available(tvOS, unavailable)
    public enum UIStatusBarStyle: Int, Sendable {
        /// Dark or light content, following the interface style.
        case `default` = 0
        /// Light content, for dark backgrounds.
        case lightContent = 1
        /// Dark content, for light backgrounds (iOS 13).
        case darkContent = 3
    }
#endif
