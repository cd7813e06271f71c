#if os(Linux)
    /// Stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
    @MainActor
    open class UIWindowScene: UIScene {
        /// The size new windows take (the screen's bounds, on a device).
        var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        private var attached: [WeakWindow] = []

        /// The windows shown by the scene that are still alive; the scene does not keep them alive.
        open var windows: [UIWindow] { attached.compactMap(\.window) }

        func attach(_ window: UIWindow) {
            attached.removeAll { $0.window == nil }
            attached.append(WeakWindow(window: window))
        }

        private struct WeakWindow {
            weak var window: UIWindow?
        }
    }
#endif
