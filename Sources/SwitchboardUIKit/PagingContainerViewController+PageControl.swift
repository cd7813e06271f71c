import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The pager's page control (``PagingContainerViewController/pageControl``): it shows the pager,
    /// it never drives it. The mark is ``PagingContainerViewController/visiblePage`` — the page the
    /// scroll shows most of, so it flips half way, the rule the headless pager's `visiblePage`
    /// follows too — and a user's change on the control becomes a request.
    extension PagingContainerViewController {
        func makePageControl() -> UIPageControl {
            let control = UIPageControl()
            control.addAction(
                UIAction { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    pageControlChanged(control)
                }, for: .valueChanged)
            madePageControl = control
            updatePageControl()
            return control
        }

        /// Marks the page in view, with one dot per page, laid out in the pager's direction. A
        /// size change moves the offset under the pages it keeps: the mark waits for its end.
        func updatePageControl() {
            guard let control = madePageControl, changingSize == 0 else { return }
            if control.numberOfPages != pageCount { control.numberOfPages = pageCount }
            control.currentPage = visiblePage
            let direction: UISemanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
            if control.semanticContentAttribute != direction { control.semanticContentAttribute = direction }
        }

        /// The user moved the control's mark (a tap, or VoiceOver's adjustable swipe): the mark goes
        /// back to the page in view, and the page the user chose is asked for. It moves when the
        /// page does, so a queued or rejected request leaves it on the page shown.
        private func pageControlChanged(_ control: UIPageControl) {
            let chosen = control.currentPage
            updatePageControl()
            guard chosen != visiblePage else { return }
            handle(.showPage(chosen), from: nil)
        }
    }
#endif
