#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The pager's scroll-view delegate, a plain `NSObject` so its `@objc` delegate methods are not
    /// members of a class that inherits from a generic one. Holds the pager weakly.
    @MainActor
    final class PageScrollObserver: NSObject, UIScrollViewDelegate {
        private weak var pager: PagingContainerViewController?

        init(pager: PagingContainerViewController) {
            self.pager = pager
            super.init()
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            pager?.scrollViewMoved()
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            pager?.scrollingAnimationEnded()
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            pager?.userBeganDragging()
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            pager?.userWillEndDragging(landingAt: targetContentOffset.pointee)
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { pager?.userSettled() }
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            pager?.userSettled()
        }
    }
#endif
