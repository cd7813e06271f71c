import SwitchboardContainment

/// The decision logic of a container that lays pages side by side and shows one at a time, as a
/// pure value.
///
/// Page `j` is placed with `LayoutRule.page(_:)` at `j - currentPage` widths from the
/// container's origin. Because the rule is relative to the container's width, the initial page
/// is honoured even when the container has no size yet (a scroll offset set while the width is
/// still zero would be lost), and a rotation keeps the current page aligned.
///
/// - `showPage(_:)` scrolls to a page; out-of-range indexes are rejected with
///   ``ContainerRejection/pageOutOfRange(_:pageCount:)``; the current page changes nothing.
/// - A page may hold alternates (a slot whose child swaps in place): `swap(to:)` shows one in place;
///   `swapNext` cycles the alternates of the sender's page (or of the only alternating page).
/// - Panel requests are unsupported.
/// - Appearance: by default only the page on screen appears (``AppearanceMode/visiblePage``),
///   as in UIKit's pagers — the host forwards appearance by hand, and a scroll makes the page
///   it leaves disappear and the page it reaches appear; ``AppearanceMode/allPages`` lets every
///   page appear with the container instead.
///
/// ```swift
/// var paging = PagingContainer(
///     pages: [["red"], ["green", "blue"]], initialPage: 1)
/// let plan = paging.plan(.swapNext, from: "green")  // blue replaces green on page 1
/// ```
public struct PagingContainer: ContainerStateMachine, BuiltInContainerMachine, Hashable {
    /// The pages of a host's fixed list, and which of them enter the container only when they come
    /// near: a page whose first child the host builds from a factory enters when it is shown or
    /// becomes a neighbour of the page shown, so the factory runs then and not at set-up.
    @MainActor package static func pages<Controller>(
        _ children: [[ContainerChild<Controller>]]
    ) -> (pages: [[ChildID]], enteringWhenNear: Set<Int>) {
        let lazy = children.indices.filter { page in
            if case .factory = children[page].first?.source { true } else { false }
        }
        return (children.map { $0.map(\.id) }, Set(lazy))
    }

    /// The pages, in order, each the children that can occupy it in `swapNext` order (the first is
    /// shown first; a page of several alternates swaps among them in place). For a pager over a source (``init(pageCount:initialPage:pageAnimation:retention:appearanceMode:)``)
    /// this lists every page, one child each: O(``pageCount``), so prefer ``pageCount`` and ``page(of:)``.
    public var pages: [[ChildID]] {
        switch storage {
        case .list(let pages, _): pages
        case .source(let count): (0..<count).map { [sourcedChild(onPage: $0)] }
        }
    }
    /// The number of pages.
    public var pageCount: Int {
        switch storage {
        case .list(let pages, _): pages.count
        case .source(let count): count
        }
    }
    /// The page shown (after the plans produced so far).
    public internal(set) var currentPage: Int
    /// The child shown on each page (O(``pageCount``) for a source; see ``shownChild(onPage:)``).
    public var shownChildren: [ChildID] {
        switch storage {
        case .list(_, let shown): shown
        case .source(let count): (0..<count).map(sourcedChild(onPage:))
        }
    }
    /// Where the pages come from: a fixed list, or a count whose children the host builds on demand.
    var storage: Storage {
        sourcePages.map { .source(count: $0.count) } ?? .list(listPages, shown: listShown)
    }
    /// A fixed list's pages (none for a source).
    private var listPages: [[ChildID]]
    /// The child shown on each page of a fixed list (none for a source).
    private var listShown: [ChildID]
    /// Which pages of a fixed list are in the container (none for a source). A page enters at
    /// set-up, or, when it enters when near, once it is shown or next to the page shown;
    /// it stays until the container goes.
    private var listEntered: [Bool]
    /// A source's pages, by key (`nil` for a fixed list).
    var sourcePages: SourcedPageKeys?
    /// How page changes are animated.
    public var pageAnimation: ContainerAnimation
    /// How in-place swaps are animated.
    public var swapAnimation: ContainerAnimation
    /// Whether hidden alternates are kept or discarded.
    public var retention: AlternateRetention
    /// Which pages appear.
    public let appearanceMode: AppearanceMode

    /// Which pages receive appearance callbacks.
    public enum AppearanceMode: Hashable, Sendable {
        /// Only the page on screen appears; the others stay disappeared although their views
        /// are in the container, side by side (UIKit's pagers). The host forwards appearance by
        /// hand.
        case visiblePage
        /// Every page appears and disappears with the container (appearance follows the views).
        case allPages
    }

    /// Creates a paging container, from pages the program spells out.
    ///
    /// A configuration ``init(validatingPages:initialPage:pageAnimation:swapAnimation:retention:appearanceMode:)``
    /// would refuse (no pages, an empty page, a repeated child, an `initialPage` out of range) is a
    /// mistake in the program: it stops with a message naming the container and the bad value.
    ///
    /// - Parameters:
    ///   - pages: The pages, each its alternates (one child for a plain page); child identifiers
    ///     must be unique across all pages.
    ///   - initialPage: The page shown first; honoured before the container has a size.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - swapAnimation: How in-place swaps are animated; none by default (the child toggles at once).
    ///   - retention: Whether hidden alternates are kept; kept by default.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    public init(
        pages: [[ChildID]], initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        swapAnimation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive,
        appearanceMode: AppearanceMode = .visiblePage
    ) {
        do {
            try self.init(
                validatingPages: pages, initialPage: initialPage, pageAnimation: pageAnimation,
                swapAnimation: swapAnimation, retention: retention, appearanceMode: appearanceMode)
        } catch {
            error.stopProgram(in: "PagingContainer")
        }
    }

    /// Creates a paging container, from pages known only at run time.
    ///
    /// - Parameters:
    ///   - pages: The pages, each its alternates (one child for a plain page); child identifiers
    ///     must be unique across all pages.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - swapAnimation: How in-place swaps are animated; none by default.
    ///   - retention: Whether hidden alternates are kept; kept by default.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    /// - Throws: ``ContainerRejection/noChildren`` (no pages, or an empty page),
    ///   ``ContainerRejection/duplicateChild(_:)``, or
    ///   ``ContainerRejection/pageOutOfRange(_:pageCount:)`` for `initialPage`.
    public init(
        validatingPages pages: [[ChildID]], initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        swapAnimation: ContainerAnimation = .none, retention: AlternateRetention = .keepAlive,
        appearanceMode: AppearanceMode = .visiblePage
    ) throws(ContainerRejection) {
        try self.init(
            validatingPages: pages, enteringWhenNear: [], initialPage: initialPage, pageAnimation: pageAnimation,
            swapAnimation: swapAnimation, retention: retention, appearanceMode: appearanceMode)
    }

    /// Creates a paging container whose pages at `enteringWhenNear` enter only once they are shown
    /// or next to the page shown (a host's factory-built pages; see ``pages(_:)``).
    package init(
        validatingPages pages: [[ChildID]], enteringWhenNear: Set<Int>, initialPage: Int = 0,
        pageAnimation: ContainerAnimation = .slide(), swapAnimation: ContainerAnimation = .none,
        retention: AlternateRetention = .keepAlive, appearanceMode: AppearanceMode = .visiblePage
    ) throws(ContainerRejection) {
        guard !pages.isEmpty, pages.allSatisfy({ !$0.isEmpty }) else { throw .noChildren }
        if let duplicate = pages.joined().firstDuplicate { throw .duplicateChild(duplicate) }
        guard pages.indices.contains(initialPage) else { throw .pageOutOfRange(initialPage, pageCount: pages.count) }
        self.listPages = pages
        self.listShown = pages.compactMap(\.first)
        self.listEntered = pages.indices.map { !enteringWhenNear.contains($0) || abs($0 - initialPage) <= 1 }
        self.sourcePages = nil
        self.currentPage = initialPage
        self.pageAnimation = pageAnimation
        self.swapAnimation = swapAnimation
        self.retention = retention
        self.appearanceMode = appearanceMode
    }

    /// Creates a pager over `pageCount` pages whose children the host builds when they are needed
    /// (see `HeadlessPagingContainerViewController.init(pageCount:initialPage:pageAnimation:retention:appearanceMode:layoutDirection:title:trace:makePage:)`).
    /// A `pageCount` below one or an `initialPage` out of range stops the program, as a literal
    /// configuration does; ``init(validatingPageCount:initialPage:pageAnimation:retention:appearanceMode:)``
    /// throws instead.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// var feed = PagingContainer(pageCount: 10_000, initialPage: 5_000)
    /// feed.setUpEffects()  // embeds pages 4,999, 5,000 and 5,001 only
    /// ```
    ///
    /// - Parameters:
    ///   - pageCount: The number of pages, at least one.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - retention: Whether a page that leaves the live window is let go (the default) or kept.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    public init(
        pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        retention: AlternateRetention = .releaseWhenHidden, appearanceMode: AppearanceMode = .visiblePage
    ) {
        do {
            try self.init(
                validatingPageCount: pageCount, initialPage: initialPage, pageAnimation: pageAnimation,
                retention: retention, appearanceMode: appearanceMode)
        } catch {
            error.stopProgram(in: "PagingContainer")
        }
    }

    /// Creates a pager over `pageCount` pages, a count known only at run time.
    ///
    /// - Parameters:
    ///   - pageCount: The number of pages, at least one.
    ///   - initialPage: The page shown first.
    ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
    ///   - retention: Whether a page that leaves the live window is let go (the default) or kept.
    ///   - appearanceMode: Which pages appear; only the one on screen by default.
    /// - Throws: ``ContainerRejection/noChildren`` for no pages,
    ///   ``ContainerRejection/pageOutOfRange(_:pageCount:)`` for `initialPage`.
    public init(
        validatingPageCount pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
        retention: AlternateRetention = .releaseWhenHidden, appearanceMode: AppearanceMode = .visiblePage
    ) throws(ContainerRejection) {
        guard pageCount > 0 else { throw .noChildren }
        guard (0..<pageCount).contains(initialPage) else {
            throw .pageOutOfRange(initialPage, pageCount: pageCount)
        }
        self.listPages = []
        self.listShown = []
        self.listEntered = []
        self.sourcePages = SourcedPageKeys(count: pageCount)
        self.currentPage = initialPage
        self.pageAnimation = pageAnimation
        self.swapAnimation = .none
        self.retention = retention
        self.appearanceMode = appearanceMode
    }

    /// Where the pages come from.
    enum Storage: Hashable {
        /// A fixed list, and the child shown on each page.
        case list([[ChildID]], shown: [ChildID])
        /// `count` pages of one child each, named after each page's key (``sourcedChild(onPage:)``).
        case source(count: Int)
    }

    /// `"PagingContainer"`.
    public var containerName: String { "PagingContainer" }

    /// Every child of every page, page by page; none for a source (its pages are named at run time).
    public var childIDs: [ChildID] {
        guard case .list(let pages, _) = storage else { return [] }
        return Array(pages.joined())
    }

    /// The children that appear: the current page's child (``AppearanceMode/visiblePage``), or
    /// the child shown on each page (``AppearanceMode/allPages``). Every page's view is in the
    /// container either way, side by side.
    public var visibleChildren: [ChildID] {
        switch (appearanceMode, storage) {
        case (.visiblePage, _): [shownChild(onPage: currentPage)]
        case (.allPages, .list(_, let shown)): shown.indices.filter { listEntered[$0] }.map { shown[$0] }
        case (.allPages, .source): liveWindow(around: currentPage).map(sourcedChild(onPage:))
        }
    }

    /// The child shown on `page`.
    ///
    /// - Parameter page: A page index, `0..<pageCount`.
    /// - Returns: Its shown child.
    public func shownChild(onPage page: Int) -> ChildID {
        switch storage {
        case .list(_, let shown): shown[page]
        case .source: sourcedChild(onPage: page)
        }
    }

    /// The page holding `child`, if any.
    ///
    /// - Parameter child: A child identifier.
    /// - Returns: The page index.
    public func page(of child: ChildID) -> Int? {
        switch storage {
        case .list(let pages, _): pages.firstIndex { $0.contains(child) }
        case .source: Self.sourcedKey(of: child).flatMap { sourcePages?.page(holding: $0) }
        }
    }

    /// Whether applying `request` twice in a row equals applying it once: `swap(to:)`,
    /// `showPage` and `closePanels`; toggles and `swapNext` are not.
    ///
    /// - Parameter request: A request.
    /// - Returns: `true` for an idempotent request.
    public func isIdempotent(_ request: ContainerRequest) -> Bool {
        request.isIdempotent
    }

    /// `true` for `showPage`, `swap(to:)`, `swapNext` and `editPages` (which a fixed list rejects
    /// with ``ContainerRejection/pagesNotEditable(pageCount:)``).
    ///
    /// - Parameter request: A request.
    public func supports(_ request: ContainerRequest) -> Bool {
        switch request {
        case .showPage, .swap, .swapNext, .editPages: true
        case .toggleMenu, .toggleProfile, .closePanels: false
        }
    }

    /// Rejects unsupported requests, pages out of range, unknown children, a `swapNext`
    /// with no (or no unambiguous) alternating page, and page edits that do not fit (see
    /// ``editRejection(_:)``).
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - sender: The child that sent it; decides which page `swapNext` cycles.
    /// - Returns: The rejection, or `nil`.
    public func rejection(for request: ContainerRequest, from sender: ChildID?) -> ContainerRejection? {
        if let rejection = unsupported(request) { return rejection }
        switch request {
        case .showPage(let page) where !(0..<pageCount).contains(page):
            return .pageOutOfRange(page, pageCount: pageCount)
        case .swap(let child) where page(of: child) == nil:
            return .unknownChild(child, known: childIDs)
        case .swapNext:
            if case .failure(let rejection) = swapNextPage(from: sender) { return rejection }
            return nil
        case .editPages(let edit):
            return editRejection(edit)
        default:
            return nil
        }
    }

    /// Embeds each page's first child at its place relative to the initial page (a page that
    /// entering when near only when it is the initial page or its neighbour); with
    /// ``AppearanceMode/visiblePage``, then makes the current page appear (the host skips that
    /// while off screen).
    public func setUpEffects() -> [ContainmentEffect] {
        if case .source = storage { return sourcedSetUpEffects() }
        let embeds = shownChildren.indices.filter { listEntered[$0] }.map { index in
            ContainmentEffect.embed(shownChildren[index], layout: .page(index - currentPage))
        }
        guard appearanceMode == .visiblePage else { return embeds }
        let current = shownChildren[currentPage]
        return embeds + [.beginAppearance(current, isAppearing: true, animated: false), .endAppearance(current)]
    }

    /// Scrolls (a move of every page) or swaps in place (a transition on one page), with
    /// will/did announcements. Empty when nothing would change.
    ///
    /// - Parameters:
    ///   - request: `showPage`, `swap(to:)` or `swapNext`.
    ///   - sender: The child that sent it.
    /// - Returns: The plan.
    public mutating func plan(_ request: ContainerRequest, from sender: ChildID?) -> [ContainmentEffect] {
        switch request {
        case .showPage(let target):
            guard target != currentPage, (0..<pageCount).contains(target) else { return [] }
            let old = currentPage
            currentPage = target
            if case .source = storage { return sourcedShowPage(from: old, to: target) }
            return listShowPage(from: old, to: target)
        case .swap(let child):
            guard let page = page(of: child) else { return [] }
            return swap(page: page, to: child)
        case .swapNext:
            guard case .success(let page) = swapNextPage(from: sender) else { return [] }
            guard case .list(let pages, _) = storage else { return [] }
            let alternates = pages[page]
            let index = alternates.firstIndex(of: shownChildren[page]) ?? 0
            return swap(page: page, to: alternates[(index + 1) % alternates.count])
        case .editPages(let edit):
            return planEdit(edit)
        case .toggleMenu, .toggleProfile, .closePanels:
            return []
        }
    }

    /// A page change of a fixed list. A target not in the container yet enters first at its
    /// place beside the page left (`target - old` widths away); the move scrolls every page in the
    /// container; then the target's neighbours that have not entered yet enter.
    private mutating func listShowPage(from old: Int, to target: Int) -> [ContainmentEffect] {
        var plan: [ContainmentEffect] = [.announce(.willShowPage(from: old, to: target))]
        if !listEntered[target] {
            listEntered[target] = true
            plan.append(.embed(listShown[target], layout: .page(target - old)))
        }
        let placements = listShown.indices.filter { listEntered[$0] }.map { index in
            ContainmentEffect.Placement(listShown[index], .page(index - target))
        }
        if appearanceMode == .visiblePage {
            let animated = pageAnimation.isAnimated
            plan += [
                .beginAppearance(listShown[old], isAppearing: false, animated: animated),
                .beginAppearance(listShown[target], isAppearing: true, animated: animated),
                .move(placements, animation: pageAnimation),
                .endAppearance(listShown[old]),
                .endAppearance(listShown[target]),
            ]
        } else {
            plan.append(.move(placements, animation: pageAnimation))
        }
        for page in liveWindow(around: target) where !listEntered[page] {
            listEntered[page] = true
            plan.append(.embed(listShown[page], layout: .page(page - target)))
        }
        plan.append(.announce(.didShowPage(from: old, to: target)))
        return plan
    }

    /// The page nearest `position` (in pages, fractional during a scroll), within the pages: the
    /// page a scroll shows most of, and the one a page indicator marks — it flips half way.
    package func page(nearest position: Double) -> Int {
        min(max(Int(position.rounded()), 0), pageCount - 1)
    }

    /// Whether page `page` of a fixed list is in the container, for a cancelled jump.
    func listHasEntered(_ page: Int) -> Bool {
        listEntered.indices.contains(page) && listEntered[page]
    }

    private mutating func swap(page: Int, to child: ChildID) -> [ContainmentEffect] {
        guard sourcePages == nil, child != listShown[page] else { return [] }
        let old = listShown[page]
        listShown[page] = child
        // A page that has not entered the container yet built nothing: the alternate it will
        // show is all that changes, and it is built when the page comes near.
        guard listEntered[page] else {
            return [.announce(.willSwap(from: old, to: child)), .announce(.didSwap(from: old, to: child))]
        }
        // Built whole, so the plan is one allocation (appending to a two-element literal grows it).
        let will = ContainmentEffect.announce(.willSwap(from: old, to: child))
        let swap = ContainmentEffect.transition(
            from: old, to: child, layout: .page(page - currentPage), animation: swapAnimation)
        let did = ContainmentEffect.announce(.didSwap(from: old, to: child))
        return retention == .releaseWhenHidden ? [will, swap, .discard(old), did] : [will, swap, did]
    }

    /// The sender's page when it alternates, else the only alternating page.
    private func swapNextPage(from sender: ChildID?) -> Result<Int, ContainerRejection> {
        guard case .list(let pages, _) = storage else { return .failure(.noAlternatingPage) }
        if let sender, let page = page(of: sender), pages[page].count > 1 { return .success(page) }
        let candidates = pages.indices.filter { pages[$0].count > 1 }
        switch candidates.count {
        case 0: return .failure(.noAlternatingPage)
        case 1: return .success(candidates[0])
        default: return .failure(.ambiguousAlternatingPage(candidates: candidates))
        }
    }
}
