#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The system UI (status bar, home indicator, screen edges, bars following a scroll view) that
    /// the page on screen decides.
    extension PagingContainerViewController {
        /// After a page change (or a swap on the page shown): VoiceOver's view of the pages, and
        /// the system UI when another page decides it.
        func shownPageMayHaveChanged() {
            updatePageAccessibility()
            systemAppearanceMayHaveChanged()
        }

        /// The new page's scroll view becomes the content scroll view of the bars.
        func followShownPageWithTheBars() {
            setContentScrollView(shownPageController.flatMap(contentScrollView(of:)), for: [.top, .bottom])
        }

        /// The scroll view the bars follow on `page`: the one it names itself
        /// (`setContentScrollView(_:for:)`), else its root view when that is a scroll view (a
        /// table or collection view controller). Never the pager's own horizontal scroll view.
        private func contentScrollView(of page: UIViewController) -> UIScrollView? {
            page.contentScrollView(for: .top) ?? (page.viewIfLoaded as? UIScrollView)
        }
    }
#endif
