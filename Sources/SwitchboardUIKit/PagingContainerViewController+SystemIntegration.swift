#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The system UI (status bar, home indicator, screen edges, bars following a scroll view) that
    /// the page on screen decides.
    extension PagingContainerViewController {
        /// After a page change (or a swap on the page shown): when another controller decides,
        /// UIKit is asked to read the status bar, home indicator and deferred edges again, and the
        /// new page's scroll view becomes the content scroll view of the bars.
        func shownPageMayHaveChanged() {
            updatePageAccessibility()
            let page = shownPageController
            let decider = page.map(ObjectIdentifier.init)
            guard decider != systemUIDecider, isViewLoaded else { return }
            systemUIDecider = decider
            setContentScrollView(page.flatMap(contentScrollView(of:)), for: [.top, .bottom])
            setNeedsStatusBarAppearanceUpdate()
            setNeedsUpdateOfHomeIndicatorAutoHidden()
            setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        }

        /// The scroll view the bars follow on `page`: the one it names itself
        /// (`setContentScrollView(_:for:)`), else its root view when that is a scroll view (a
        /// table or collection view controller). Never the pager's own horizontal scroll view.
        private func contentScrollView(of page: UIViewController) -> UIScrollView? {
            page.contentScrollView(for: .top) ?? (page.viewIfLoaded as? UIScrollView)
        }
    }
#endif
