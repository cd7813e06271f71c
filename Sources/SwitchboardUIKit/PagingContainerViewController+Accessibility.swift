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
        /// "page N of M", counted from 1, in the user's language: the pager's accessibility value,
        /// and what VoiceOver speaks after its three-finger scroll.
        var accessibilityPagePosition: String {
            Self.pagePosition(currentPage + 1, of: pageCount)
        }

        /// "page `page` of `count`" from `bundle`'s `Localizable.strings` (the adapter's own: English,
        /// French and German; an app's language it lacks reads English).
        ///
        /// - Parameters:
        ///   - page: The page, counted from 1.
        ///   - count: How many pages there are.
        ///   - bundle: Where the strings are.
        /// - Returns: The spoken position.
        static func pagePosition(_ page: Int, of count: Int, in bundle: Bundle = .switchboardUIKit) -> String {
            let format = bundle.localizedString(forKey: "page %ld of %ld", value: "page %1$ld of %2$ld", table: nil)
            return String(format: format, page, count)
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

    extension Bundle {
        /// The adapter's resources (its localized VoiceOver strings).
        static var switchboardUIKit: Bundle {
            #if SWIFT_PACKAGE
                .module
            #else
                Bundle(for: PagingContainerViewController.self)
            #endif
        }
    }
#endif
