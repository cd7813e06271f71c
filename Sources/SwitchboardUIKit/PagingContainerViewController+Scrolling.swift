import Switchboard

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// An animated page change the pager makes: the executor's move, carried on once the scroll
    /// view's animated scroll to ``target`` has ended.
    @MainActor
    final class PageScroll {
        /// The offset the move's placements ask for; `nil` when they leave the offset where it is.
        var target: CGPoint?
        /// Whether the animator is still being asked to run the move (the scroll starts after).
        var isBeingAsked = true
        /// Whether the scroll view scrolls toward ``target``, or has.
        var isStarted = false
        /// Whether the scroll view took touches before the scroll held them.
        var tookTouches = true
        private var completion: (@MainActor (Bool) -> Void)?

        init(completion: @escaping @MainActor (Bool) -> Void) {
            self.completion = completion
        }

        /// Carries the executor's plan on, once.
        func finish(_ finished: Bool) {
            guard let completion else { return }
            self.completion = nil
            completion(finished)
        }
    }

    /// The pager's own animated page changes scroll the way UIKit scrolls: `scrollViewDidScroll` at
    /// each step, `scrollViewDidEndScrollingAnimation` at the end.
    extension PagingContainerViewController {
        /// Starts the animated scroll of `scroll`'s move, when its placements asked for one.
        func startScroll(_ scroll: PageScroll) {
            guard let target = scroll.target, !scroll.isStarted else { return }
            scroll.isStarted = true
            pageScroll = scroll
            // Touches are held while it scrolls (as Pageboy does): UIKit documents neither that a
            // touch stops an animated scroll nor whether the end call follows then, and without it
            // the change would stay half-way with requests waiting.
            scroll.tookTouches = scrollView.isUserInteractionEnabled
            scrollView.isUserInteractionEnabled = false
            scrollView.setContentOffset(target, animated: true)
            // UIKit may land at once (animations off): then no end call follows.
            if pageScroll === scroll, scrollView.contentOffset == target { scrollingAnimationEnded() }
        }

        /// `scrollViewDidEndScrollingAnimation`: the pager's own scroll ends its change; someone
        /// else's scroll has come to rest on a page.
        func scrollingAnimationEnded() {
            guard let scroll = pageScroll else { return scrollSettled() }
            pageScroll = nil
            scrollView.isUserInteractionEnabled = scroll.tookTouches
            scroll.finish(true)
        }

        /// The pager's own scroll stopped before its end (a touch, the offset set): UIKit sends no
        /// end call, so its change ends here, with the content where it stopped.
        func pageScrollStopped() {
            guard let scroll = pageScroll else { return }
            pageScroll = nil
            scrollView.isUserInteractionEnabled = scroll.tookTouches
            scroll.finish(false)
        }
    }
#endif
