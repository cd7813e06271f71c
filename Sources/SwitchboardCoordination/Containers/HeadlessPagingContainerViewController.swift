public import Foundation
public import SwitchboardContainment

#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

/// A headless container that lays pages side by side and shows one at a time, driven by a
/// ``PagingContainer``.
///
/// Pages are placed relative to the container's width, so the initial page is shown as soon as
/// the container is laid out, and rotation keeps the current page aligned.
///
/// Like UIKit's pagers it forwards appearance by hand by default, so only the page on screen
/// appears (``PagingContainer/AppearanceMode/visiblePage``); pass `.allPages` to let every page
/// appear with the container. A swipe is an interactive change the user can cancel half-way
/// (``StateMachineContainer/beginInteractiveScroll(to:)``). ``visiblePage`` and ``contentOffset`` tell where it is.
///
/// Right to left (``layoutDirection``) it lays its pages out as the UIKit pager does in a
/// right-to-left layout: page 0 on the right, the next page to the left of the one shown, so a
/// swipe toward the next page moves the pages to the right, and ``contentOffset`` is the UIKit
/// scroll view's (page `i` of `n` at `x = (n - 1 - i) × width`).
///
/// ```swift
/// let paging = HeadlessPagingContainerViewController(
///     pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
///     initialPage: 1)
/// window.rootViewController = paging   // page 1 at x = 0, whatever the width
/// try paging.submit(.swapNext, from: "green")
/// try paging.showPage(0)
/// ```
public final class HeadlessPagingContainerViewController: HeadlessContainerViewController<PagingContainer> {
    /// The direction the pager lays out in; left to right by default. Right to left, page 0 is on
    /// the right and every page placement is mirrored.
    public let layoutDirection: ContainerLayoutDirection
    /// Where the scroll under way started and heads for (`HeadlessPagingContainerViewController+Progress.swift`).
    var progressTrack: PageProgressTrack

    /// Creates a paging container, from pages the program spells out.
    ///
    /// A configuration ``init(validatingPages:initialPage:pageAnimation:swapAnimation:retention:appearanceMode:layoutDirection:title:trace:)``
    /// would refuse is a mistake in the program: it stops with a message naming the container and
    /// the bad value.
    ///
    /// - Parameters:
    ///   - pages: Each page's children: one for a plain page, several for a page that swaps in place.
    ///     A page whose first child is a `.factory` is built when it is first shown or becomes
    ///     the neighbour of the page shown, and kept; an `.instance` page is in the container from the start.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - swapAnimation: How in-place swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - appearanceMode: Which pages appear; only the one on screen by default, as in UIKit's pagers.
    ///   - layoutDirection: The direction the pages lay out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    public convenience init(
        pages: [[ContainerChild<HeadlessViewController>]], initialPage: Int = 0,
        pageAnimation: ContainerAnimation = .slide(),
        swapAnimation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive,
        appearanceMode: PagingContainer.AppearanceMode = .visiblePage,
        layoutDirection: ContainerLayoutDirection = .leftToRight,
        title: String? = "PagingContainer", trace: ContainmentTrace? = ContainmentTrace.current
    ) {
        do {
            try self.init(
                validatingPages: pages, initialPage: initialPage, pageAnimation: pageAnimation,
                swapAnimation: swapAnimation, retention: retention, appearanceMode: appearanceMode,
                layoutDirection: layoutDirection, title: title, trace: trace)
        } catch {
            error.stopProgram(in: "PagingContainer")
        }
    }

    /// Creates a paging container, from pages known only at run time.
    ///
    /// - Parameters:
    ///   - pages: Each page's children: one for a plain page, several for a page that swaps in place.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - swapAnimation: How in-place swaps are animated; none by default.
    ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    ///   - layoutDirection: The direction the pages lay out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    /// - Throws: What ``PagingContainer/init(validatingPages:initialPage:pageAnimation:swapAnimation:retention:appearanceMode:)``
    ///   throws for an empty, duplicated or out-of-range configuration.
    public convenience init(
        validatingPages pages: [[ContainerChild<HeadlessViewController>]], initialPage: Int = 0,
        pageAnimation: ContainerAnimation = .slide(),
        swapAnimation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive,
        appearanceMode: PagingContainer.AppearanceMode = .visiblePage,
        layoutDirection: ContainerLayoutDirection = .leftToRight,
        title: String? = "PagingContainer", trace: ContainmentTrace? = ContainmentTrace.current
    ) throws(ContainerRejection) {
        let list = PagingContainer.pages(pages)
        let machine = try PagingContainer(
            validatingPages: list.pages, enteringWhenNear: list.enteringWhenNear, initialPage: initialPage,
            pageAnimation: pageAnimation, swapAnimation: swapAnimation, retention: retention,
            appearanceMode: appearanceMode)
        self.init(
            checked: machine, children: pages.flatMap { $0 }, makePage: nil, layoutDirection: layoutDirection,
            title: title, trace: trace)
    }

    /// Creates a pager over a source: `pageCount` pages, each built by `makePage` when it comes
    /// near — the page shown and its neighbours are in the container, at most three pages.
    ///
    /// With ``AlternateRetention/releaseWhenHidden`` (the default) a page that leaves that window
    /// is let go and built again when it comes back; with ``AlternateRetention/keepAlive`` every
    /// page built stays alive (out of the container) and comes back as it was. A `pageCount` below
    /// one or an `initialPage` out of range stops the program, as a literal configuration does;
    /// ``init(validatingPageCount:initialPage:pageAnimation:retention:appearanceMode:layoutDirection:title:trace:makePage:)``
    /// throws instead.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// let feed = HeadlessPagingContainerViewController(pageCount: 10_000, initialPage: 5_000) {
    ///     index, link in FeedPageController(item: index, link: link)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pageCount: The number of pages, at least one.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - retention: Whether pages that leave the window are let go (the default) or kept.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    ///   - layoutDirection: The direction the pages lay out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    ///   - makePage: Builds the controller of page `index`, handed its link; must return a new
    ///     controller each time.
    public convenience init(
        pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        retention: AlternateRetention = .releaseWhenHidden,
        appearanceMode: PagingContainer.AppearanceMode = .visiblePage,
        layoutDirection: ContainerLayoutDirection = .leftToRight,
        title: String? = "PagingContainer", trace: ContainmentTrace? = ContainmentTrace.current,
        makePage: @escaping @MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> HeadlessViewController
    ) {
        do {
            try self.init(
                validatingPageCount: pageCount, initialPage: initialPage, pageAnimation: pageAnimation,
                retention: retention, appearanceMode: appearanceMode, layoutDirection: layoutDirection, title: title,
                trace: trace, makePage: makePage)
        } catch {
            error.stopProgram(in: "PagingContainer")
        }
    }

    /// Creates a pager over a source of `pageCount` pages, a count known only at run time.
    ///
    /// - Parameters:
    ///   - pageCount: The number of pages, at least one.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - retention: Whether pages that leave the window are let go (the default) or kept.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    ///   - layoutDirection: The direction the pages lay out in; left to right by default.
    ///   - title: The container's title and trace name.
    ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
    ///   - makePage: Builds the controller of page `index`, handed its link; must return a new
    ///     controller each time.
    /// - Throws: ``ContainerRejection/noChildren`` for no pages,
    ///   ``ContainerRejection/pageOutOfRange(_:pageCount:)`` for `initialPage`.
    public convenience init(
        validatingPageCount pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        retention: AlternateRetention = .releaseWhenHidden,
        appearanceMode: PagingContainer.AppearanceMode = .visiblePage,
        layoutDirection: ContainerLayoutDirection = .leftToRight,
        title: String? = "PagingContainer", trace: ContainmentTrace? = ContainmentTrace.current,
        makePage: @escaping @MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> HeadlessViewController
    ) throws(ContainerRejection) {
        let machine = try PagingContainer(
            validatingPageCount: pageCount, initialPage: initialPage, pageAnimation: pageAnimation,
            retention: retention, appearanceMode: appearanceMode)
        self.init(
            checked: machine, children: [], makePage: makePage, layoutDirection: layoutDirection, title: title,
            trace: trace)
    }

    /// A pager for a machine its public initializers checked: over `children` (a fixed list), or
    /// over a source whose pages `makePage` builds.
    private init(
        checked machine: PagingContainer, children: [ContainerChild<HeadlessViewController>],
        makePage: (@MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> HeadlessViewController)?,
        layoutDirection: ContainerLayoutDirection, title: String?, trace: ContainmentTrace?
    ) {
        self.layoutDirection = layoutDirection
        progressTrack = PageProgressTrack(origin: machine.currentPage)
        // A fixed list gets no page builder, and nothing asks its index.
        let index = SourcedPageIndex()
        super.init(
            machine: machine, children: children, makeChild: PagingContainer.pageBuilder(makePage, index: index),
            title: title, trace: trace)
        index.machine = { [weak self] in self?.machine }
    }

    /// `false` (the default, ``PagingContainer/AppearanceMode/visiblePage``): the container makes
    /// only the page on screen appear, by hand; `true` with ``PagingContainer/AppearanceMode/allPages``.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        machine.appearanceMode == .allPages
    }

    /// How far the pages are scrolled, as a scroll view's content offset: `x` is the current
    /// page's slot times the container's width once a scroll has settled (its index, or
    /// `pageCount - 1 - index` right to left), and moves with the views while a scroll animates or
    /// the user swipes.
    public var contentOffset: CGPoint {
        let width = viewIfLoaded?.bounds.width ?? 0
        let slot = layoutDirection.slot(ofPage: Double(currentPage), pageCount: pageCount)
        // The current page is always in the container (a source keeps only a window of pages).
        let current = machine.shownChild(onPage: currentPage)
        guard let frame = controller(for: current)?.viewIfLoaded?.frame, frame.width > 0 else {
            return CGPoint(x: slot * width, y: 0)
        }
        return CGPoint(x: slot * frame.width - frame.minX, y: 0)
    }

    /// The page position the pages show (fractional during a scroll), `nil` before the pager has a
    /// width.
    var scrollPosition: Double? {
        let width = viewIfLoaded?.bounds.width ?? 0
        guard width > 0 else { return nil }
        return layoutDirection.slot(ofPage: contentOffset.x / width, pageCount: pageCount)
    }

    /// The page that covers most of the container right now (`currentPage` once a scroll has
    /// settled; the page under the finger during a swipe).
    public var visiblePage: Int {
        guard let position = scrollPosition else { return currentPage }
        return page(nearest: position)
    }

    /// The page index nearest `position`, within the pages.
    func page(nearest position: Double) -> Int {
        machine.page(nearest: position)
    }

    // MARK: - Following the executor

    /// Right to left, every page placement is mirrored.
    override package var mirrorsPlacements: Bool { layoutDirection == .rightToLeft }

    /// Reports the progress of a move without animation.
    override package func viewsPlaced() { followPlacement() }

    /// Reports the progress of a drag.
    override package func viewsMovedPartWay() { followDrag() }

    /// Runs the move, reporting its progress.
    override package func animateMove(
        withDuration duration: Double, on runner: any ContainmentAnimator,
        animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        followMove(withDuration: duration, on: runner, animations: animations, completion: completion)
    }

    // The request path specialized for this machine (see `HeadlessContainerViewController.handle(_:from:)`).
    @discardableResult
    override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
        executor.answer(request, from: child)
    }
}
