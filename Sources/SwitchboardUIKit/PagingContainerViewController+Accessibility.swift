import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// VoiceOver: only the page on screen can be reached, the three-finger scroll changes the page,
    /// and the pager says where the user is.
    extension PagingContainerViewController {
        /// "page N of M", counted from 1: the pager's accessibility value, and what VoiceOver speaks
        /// after its three-finger scroll.
        var accessibilityPagePosition: String {
            "page \(currentPage + 1) of \(pageCount)"
        }

        /// VoiceOver's three-finger scroll: the page that way (mirrored right to left, where the
        /// page to the right is the previous one) is requested through the executor. Returns `false`
        /// at the last page that way, so the scroll goes up the responder chain.
        func accessibilityScrollPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
            let step: Int
            switch direction {
            case .next: step = 1
            case .previous: step = -1
            case .left: step = isRightToLeft ? -1 : 1  // shows what is to the right
            case .right: step = isRightToLeft ? 1 : -1
            case .up, .down: return false
            @unknown default: return false  // an NS_ENUM: a direction added later is not a page
            }
            let target = currentPage + step
            guard (0..<pageCount).contains(target) else { return false }
            if case .rejected = handle(.showPage(target), from: nil) { return false }
            accessibilityScrollTarget = target
            return true
        }

        /// After a page change: pages off screen are hidden from VoiceOver, and a change that
        /// VoiceOver's scroll asked for is announced once it has happened (`UIAccessibility.h`:
        /// post the page-scrolled notification after the scroll completes).
        func updatePageAccessibility() {
            let shown = shownPageController
            for child in children where child.viewIfLoaded?.superview === contentView {
                child.viewIfLoaded?.accessibilityElementsHidden = child !== shown
            }
            guard let target = accessibilityScrollTarget, !isTransitioning else { return }
            accessibilityScrollTarget = nil
            guard target == currentPage else { return }
            UIAccessibility.post(notification: .pageScrolled, argument: accessibilityPagePosition)
        }
    }
#endif
