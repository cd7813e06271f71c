public import SwitchboardCoordination

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Where a pager's scroll is between two pages: the headless pager's type, under the name this
    /// module has always given it, so `SwitchboardUIKit.PageScrollProgress` keeps compiling.
    public typealias PageScrollProgress = SwitchboardCoordination.PageScrollProgress

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
