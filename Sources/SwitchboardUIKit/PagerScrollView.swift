#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The pager's scroll view: VoiceOver's three-finger scroll changes the page through the pager
    /// (a request through the executor, answered and announced) instead of only moving the offset,
    /// and its accessibility value is the pager's. Holds the pager weakly.
    @MainActor
    final class PagerScrollView: UIScrollView {
        weak var pager: PagingContainerViewController?

        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            pager?.accessibilityScrollPage(direction) ?? false
        }

        override var accessibilityValue: String? {
            get { super.accessibilityValue ?? pager?.accessibilityPagePosition }
            set { super.accessibilityValue = newValue }
        }
    }
#endif
