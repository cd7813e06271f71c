public import SwitchboardContainment

/// A headless container that lays pages side by side and shows one at a time (seed 000), driven
/// by a ``PagingContainer``.
///
/// Pages are placed relative to the container's width, so the initial page is shown as soon as
/// the container is laid out, and rotation keeps the current page aligned.
///
/// ```swift
/// let paging = try PagingContainerViewController(
///     pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
///     initialPage: 1)
/// window.rootViewController = paging   // page 1 at x = 0, whatever the width
/// try paging.submit(.swapNext, from: "green")
/// try paging.showPage(0)
/// ```
public final class PagingContainerViewController: ContainerViewController<PagingContainer> {
    /// Creates a paging container.
    ///
    /// - Parameters:
    ///   - pages: Each page's children: one for a plain page, several for a page that swaps in place.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - swapAnimation: How in-place swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to ``ContainmentTrace/current``.
    /// - Throws: A ``ContainerRejection`` for an empty, duplicated or out-of-range configuration.
    public init(
        pages: [[ContainerChild]], initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        swapAnimation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive,
        title: String? = "PagingContainer", trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        let machine = try PagingContainer(
            pages: pages.map { .alternates($0.map(\.id)) }, initialPage: initialPage, pageAnimation: pageAnimation,
            swapAnimation: swapAnimation, retention: retention)
        try super.init(machine: machine, children: pages.flatMap { $0 }, title: title, trace: trace)
    }

    /// The page shown, or being scrolled to.
    public var currentPage: Int { machine.currentPage }

    /// The number of pages.
    public var pageCount: Int { machine.pages.count }

    /// Scrolls to `page`; a no-op when it is shown; queued during a transition.
    ///
    /// - Parameter page: A page index, `0..<pageCount`.
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/pageOutOfRange(_:pageCount:)``; nothing changes then.
    @discardableResult
    public func showPage(_ page: Int) throws(ContainerRejection) -> RequestOutcome {
        try submit(.showPage(page))
    }

    /// Shows `child` in its page's slot.
    ///
    /// - Parameter child: A child of an alternating page (a single page's child is a no-op).
    /// - Returns: What the container did.
    /// - Throws: ``ContainerRejection/unknownChild(_:known:)``; nothing changes then.
    @discardableResult
    public func swap(to child: ChildID) throws(ContainerRejection) -> RequestOutcome {
        try submit(.swap(to: child))
    }
}
