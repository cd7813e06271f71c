/// A pager's page controls, the same on the headless and the UIKit host.
extension StateMachineContainer where Machine == PagingContainer {
    /// The page shown, or being scrolled to.
    public var currentPage: Int { machine.currentPage }

    /// The number of pages.
    public var pageCount: Int { machine.pageCount }

    /// Scrolls to `page`; a no-op when it is shown; queued during a transition.
    ///
    /// - Parameter page: A page index, `0..<pageCount`.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/pageOutOfRange(_:pageCount:)``; nothing changes then.
    @discardableResult
    public func showPage(_ page: Int) throws(ContainerRejection) -> RequestResult {
        try submit(.showPage(page), from: nil)
    }

    /// Shows `child` in its page's slot.
    ///
    /// - Parameter child: A child of an alternating page (a single page's child is a no-op).
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/unknownChild(_:known:)``; nothing changes then.
    @discardableResult
    public func swap(to child: ChildID) throws(ContainerRejection) -> RequestResult {
        try submit(.swap(to: child), from: nil)
    }

    /// Starts a swipe toward `page` that the user drives: the page leaving begins to disappear
    /// and `page` begins to appear; then `updateInteractiveChange(_:)` follows the finger and
    /// `finishInteractiveChange()` or `cancelInteractiveChange()` ends it. Cancelling reverses
    /// the appearance (the pages end as they were) and announces
    /// ``ContainerAnnouncement/cancelled(_:)``.
    ///
    /// ```swift
    /// try paging.beginInteractiveScroll(to: 0)
    /// paging.updateInteractiveChange(0.5)  // half-way
    /// paging.cancelInteractiveChange()     // let go: back to page 1
    /// ```
    ///
    /// - Parameter page: A page index, `0..<pageCount`.
    /// - Returns: `true` when the swipe started; `false` when `page` is shown or a change is running.
    /// - Throws: ``ContainerRejection/pageOutOfRange(_:pageCount:)``; nothing changes then.
    @discardableResult
    public func beginInteractiveScroll(to page: Int) throws(ContainerRejection) -> Bool {
        try beginInteractiveChange(.showPage(page))
    }
}
