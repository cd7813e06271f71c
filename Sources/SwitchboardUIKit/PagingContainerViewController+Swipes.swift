import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The user's swipes: the appearance of the pages follows the finger through the executor's
    /// interactive change, as `UIPageViewController` does.
    extension PagingContainerViewController {
        /// A page change the finger drives: from the page at rest toward a neighbour.
        struct Swipe {
            let origin: Int
            let target: Int

            /// How far of the way from `origin` to `target` the content at `position` is; negative
            /// once it is back over `origin` on the other side.
            func fraction(at position: Double) -> Double {
                (position - Double(origin)) * Double(target - origin)
            }
        }

        func userBeganDragging() {
            // The touch stopped the pager's own scroll where the content is; its change ends there.
            pageScrollStopped()
            isDragging = true
            isReleased = false
            // Nothing changes under the finger: requests wait until the scroll settles, so an edit
            // never changes the page count or shifts the pages mid-scroll.
            executor.holdRequests()
            // A drag during the pager's own change takes over from where the content is.
            if progressTarget != nil {
                progressOrigin = visiblePage
                progressTarget = nil
            }
        }

        /// The finger moved the content: once it moves toward a neighbour, that page begins
        /// appearing and the page at rest begins disappearing; back over the page it started from,
        /// the change is cancelled and one toward the other neighbour begins.
        func userMovedContent() {
            guard isDragging, !isReleased, changingSize == 0, scrollView.bounds.width > 0 else { return }
            let position = scrollPosition
            if let swipe {
                let fraction = swipe.fraction(at: position)
                guard fraction < 0 else { return updateInteractiveChange(min(fraction, 1)) }
                endSwipe(landing: false)
            }
            beginSwipe(at: position)
        }

        /// Begins the change the finger drives toward the neighbour on the side of `position`, when
        /// no other change runs (a drag that starts while one settles begins when it has settled).
        private func beginSwipe(at position: Double) {
            let origin = currentPage
            guard !isTransitioning, position != Double(origin) else { return }
            let target = position > Double(origin) ? origin + 1 : origin - 1
            guard (0..<pageCount).contains(target) else { return }
            do {
                guard try beginInteractiveScroll(to: target) else { return }
            } catch {
                return assertionFailure("\(traceName) cannot begin a swipe to page \(target): \(error)")
            }
            let swipe = Swipe(origin: origin, target: target)
            self.swipe = swipe
            updateInteractiveChange(min(swipe.fraction(at: position), 1))
        }

        /// The finger lifted: the scroll heads for the page where it will land. Gliding back to the
        /// page the swipe started from reverses the pages now.
        func userWillEndDragging(landingAt target: CGPoint) {
            isReleased = true
            let width = scrollView.bounds.width
            guard width > 0 else { return }
            let landing = page(nearest: slot(ofPage: Double(target.x) / Double(width)))
            progressTarget = landing
            if let swipe, landing != swipe.target { endSwipe(landing: false) }
        }

        /// The scroll view came to rest where the user left it: a swipe that landed on its page ends
        /// both pages' transitions (the page it started from first).
        func userSettled() {
            isDragging = false
            isReleased = false
            if let swipe { endSwipe(landing: visiblePage == swipe.target) }
            scrollSettled()
            // The requests held during the drag run on the page the swipe landed on, once the
            // offset is reconciled with it: settling after them would stop the scroll they start.
            executor.releaseRequests()
        }

        /// Finishes (`landing`) or cancels the change the finger drove.
        func endSwipe(landing: Bool) {
            guard let swipe else { return }
            self.swipe = nil
            if landing {
                updateInteractiveChange(1)
                scrolledPage = swipe.target
                finishInteractiveChange()
            } else {
                scrolledPage = swipe.origin
                // Under the finger the offset is the user's: the move back has happened already.
                fingerMadeMove = isDragging && !isReleased
                defer { fingerMadeMove = false }
                cancelInteractiveChange()
            }
        }

        /// A move of the executor ended and its plan carried on: the page shown may have changed.
        func executorMoveEnded() {
            shownPageMayHaveChanged()
            if swipe == nil { userMovedContent() }
        }

        /// Someone else moved the offset (code on ``scrollView``, UIKit for focus or accessibility):
        /// a move without animation that lands on a page has settled there.
        func scrollViewMoved() {
            reportProgress()
            updatePageControl()
            if !isMovingOffset { settleIfDecelerationStopped() }
            if isDragging { userMovedContent() }
            let width = scrollView.bounds.width
            guard !isMovingOffset, pageScroll == nil, !isDragging, changingSize == 0, width > 0 else { return }
            let offset = scrollView.contentOffset.x
            if offset == (offset / width).rounded() * width, visiblePage != scrolledPage { scrollSettled() }
        }

        /// Setting the offset stops a deceleration without `scrollViewDidEndDecelerating` (UIKit
        /// sends no end call): the drag it carried has settled, so the swipe ends and the requests
        /// held under the finger run, instead of waiting for a call that never comes.
        func settleIfDecelerationStopped() {
            guard isDragging, isReleased, !scrollView.isDragging, !scrollView.isDecelerating else { return }
            userSettled()
        }

        /// The scroll came to rest: the page there becomes the current page through the executor
        /// (answered and announced); the offset stays on it, and a rejection brings it back.
        func scrollSettled() {
            guard !isDragging else { return }
            let page = visiblePage
            scrolledPage = page
            applyScrolledPage()
            defer {
                progressOrigin = scrolledPage
                progressTarget = nil
            }
            guard page != machine.currentPage else { return }
            if case .rejected = handle(.showPage(page), from: nil) {
                scrolledPage = machine.currentPage
                applyScrolledPage()
            }
        }
    }
#endif
