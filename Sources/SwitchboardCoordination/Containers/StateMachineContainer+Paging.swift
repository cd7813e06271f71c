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

/// A pager's page edits, the same on the headless and the UIKit host: requests like any other,
/// answered, announced and queued behind a running change or a swipe. Only a pager over a page
/// source takes them (``ContainerRejection/pagesNotEditable(pageCount:)`` otherwise).
extension StateMachineContainer where Machine == PagingContainer {
    /// Inserts `count` new pages before page `index` (`index == pageCount` appends); the page
    /// shown stays shown.
    ///
    /// - Parameters:
    ///   - index: Where the new pages go, `0...pageCount`.
    ///   - count: How many pages, at least one.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/pageEditOutOfRange(_:pageCount:)`` or
    ///   ``ContainerRejection/pagesNotEditable(pageCount:)``; nothing changes then.
    @discardableResult
    public func insertPages(at index: Int, count: Int = 1) throws(ContainerRejection) -> RequestResult {
        try submit(.editPages(.insert(at: index, count: count)), from: nil)
    }

    /// Removes the pages in `range`. Removing the page shown shows the page after the range, else
    /// the one before.
    ///
    /// - Parameter range: Pages within `0..<pageCount`, at least one, never all.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/pageEditOutOfRange(_:pageCount:)``,
    ///   ``ContainerRejection/removingEveryPage(pageCount:)`` or
    ///   ``ContainerRejection/pagesNotEditable(pageCount:)``; nothing changes then.
    @discardableResult
    public func removePages(_ range: Range<Int>) throws(ContainerRejection) -> RequestResult {
        try submit(.editPages(.remove(range)), from: nil)
    }

    /// Removes page `index`; see ``removePages(_:)``.
    ///
    /// - Parameter index: A page index, `0..<pageCount`.
    /// - Returns: What the container did.
    /// - Throws: As ``removePages(_:)``; nothing changes then.
    @discardableResult
    public func removePage(at index: Int) throws(ContainerRejection) -> RequestResult {
        // Int.max has no next page: an empty range, rejected as out of range.
        try submit(.editPages(.remove(index..<(index == .max ? index : index + 1))), from: nil)
    }

    /// Replaces page `index` with a fresh build: the page shown is swapped in place, another
    /// page's old build is let go.
    ///
    /// - Parameter index: A page index, `0..<pageCount`.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/pageEditOutOfRange(_:pageCount:)`` or
    ///   ``ContainerRejection/pagesNotEditable(pageCount:)``; nothing changes then.
    @discardableResult
    public func reloadPage(at index: Int) throws(ContainerRejection) -> RequestResult {
        try submit(.editPages(.reload(index)), from: nil)
    }
}
