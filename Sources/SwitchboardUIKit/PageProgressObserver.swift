public import SwitchboardCoordination

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Follows a pager's scroll: called at each scroll step, on the main actor.
    ///
    /// Register with `PagingContainerViewController/progressObservers`; held weakly.
    @MainActor
    public protocol PageProgressObserver: AnyObject {
        /// Called at each scroll step of a drag, a glide or a page change.
        ///
        /// - Parameters:
        ///   - pager: The pager that scrolls.
        ///   - progress: Where the scroll is.
        func pager(_ pager: PagingContainerViewController, didScroll progress: PageScrollProgress)
    }
#endif
