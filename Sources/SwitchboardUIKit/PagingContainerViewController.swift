public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// A `UIViewController` that shows pages side by side in a paging `UIScrollView`, driven by a
    /// `PagingContainer` on the executor of `HeadlessPagingContainerViewController`.
    ///
    /// Page `i` sits at `x = i × width` in a plain content view inside ``scrollView`` that spans all
    /// the pages, so UIKit's hit testing reaches every page; a page change is a scroll. The start
    /// page is honoured before the first layout: the offset is set from the page, not kept as points,
    /// each time the container lays out (rotation included). A drag is an interactive page change:
    /// the neighbour begins appearing as soon as the content moves toward it, and the page where the
    /// scroll lands finishes or cancels the change. From the moment the finger goes down until the
    /// scroll settles, requests wait (answered `queued`) and then apply in order, so nothing (a page
    /// edit least of all) changes the pages under the finger. An animated page change the pager
    /// makes scrolls with the scroll view's own `setContentOffset(_:animated:)`, so progress follows
    /// each step, and ends at `scrollViewDidEndScrollingAnimation(_:)` (or where a touch stops it).
    /// VoiceOver's three-finger scroll requests the next or previous page and announces "page N of
    /// M" once it is shown. Any other scroll that
    /// comes to rest on a page — `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` on ``scrollView``, focus moving to another page —
    /// becomes, when it settles, a `showPage` request through the executor: answered, announced,
    /// and with only the page on screen appearing (`PagingContainer/AppearanceMode/visiblePage`, by
    /// default); the next layout keeps it. The page on screen decides the status bar and the home
    /// indicator, and the pages off screen are hidden from VoiceOver.
    ///
    /// ```swift
    /// let pager = PagingContainerViewController(
    ///     pages: [[.instance("red", red)], [.instance("green", green), .instance("blue", blue)]],
    ///     initialPage: 1, title: "pager")
    /// pager.loadViewIfNeeded()
    /// try pager.showPage(0)
    /// try pager.swap(to: "blue")
    /// ```
    public final class PagingContainerViewController: ContainerViewController<PagingContainer> {
        /// The scroll view the pages scroll in: paging on, the safe area never added to its content
        /// insets (the pages fill it; each page handles its own safe area), `scrollsToTop` off (a
        /// status-bar tap scrolls the page's own list) and the drag locked to its axis.
        public let scrollView: UIScrollView
        /// The same view, as the pager's own scroll view type.
        private let pagerScrollView = PagerScrollView()
        /// The pages' superview: as wide as all the pages, so a touch on any page reaches it (UIKit
        /// never hit-tests a subview outside its superview's bounds).
        let contentView = UIView()
        /// The page the scroll offset shows (or moves to).
        var scrolledPage: Int
        /// Whether the user's finger moves the scroll view, or the content still glides after it.
        var isDragging = false
        /// Whether the finger has lifted (the content may still glide).
        var isReleased = false
        /// The page change the finger drives, begun once the content moves toward a neighbour.
        var swipe: Swipe?
        /// Whether the executor's move under way is one the finger already made (runs at once).
        var fingerMadeMove = false
        /// Whether the container itself is moving the offset (the scroll view's moves are not news).
        var isMovingOffset = false
        /// The pager's own animated page change, scrolling on the scroll view's animated scroll.
        var pageScroll: PageScroll?
        /// The move whose placements run now: the offset they ask for becomes its animated scroll.
        var collectingScroll: PageScroll?
        /// The page width the offset was last put on a page for: layout re-applies the page only
        /// when it changes (first layout, rotation), never in the middle of someone else's scroll.
        private var laidOutWidth: CGFloat = 0
        /// Size changes under way: while positive, scrolls are the size change's, never a page change.
        var changingSize = 0
        private lazy var scrollObserver = PageScrollObserver(pager: self)
        /// The page the scroll under way left: the page at rest when it began.
        var progressOrigin: Int
        /// The page the scroll under way heads for, when known: the page of the pager's own change,
        /// or where a released drag lands.
        var progressTarget: Int?
        /// The position last reported, so a layout pass that leaves the offset reports nothing.
        private var reportedPosition: Double?
        /// The step last reported.
        private var heading: PageScrollProgress?

        /// A page control for this pager, made on first use, for the app to place in its layout
        /// (the pager does not add it to a view).
        ///
        /// Its dots are the pages, and it marks the page in view: the mark flips half way through a
        /// swipe or a page change, from the scroll itself, and follows page edits and right to
        /// left. A tap or VoiceOver's swipe up or down on it sends a `showPage` request through the
        /// pager, answered, queued or rejected like any other; the mark moves only when the page does.
        ///
        /// ```swift
        /// let dots = pager.pageControl
        /// pager.view.addSubview(dots)  // then pin it where the app wants it
        /// ```
        public var pageControl: UIPageControl {
            madePageControl ?? makePageControl()
        }

        /// The page control, once ``pageControl`` made it.
        var madePageControl: UIPageControl?

        /// Creates a paging container, from pages the program spells out; a configuration
        /// ``init(validatingPages:initialPage:pageAnimation:swapAnimation:retention:appearanceMode:title:trace:)``
        /// would refuse stops the program with a message naming the container and the bad value.
        ///
        /// - Parameters:
        ///   - pages: Each page's children: one for a plain page, several for a page that swaps in place.
        ///   - initialPage: The page shown first.
        ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
        ///   - swapAnimation: How in-place swaps are animated; none by default.
        ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
        ///   - appearanceMode: Which pages appear; only the one on screen by default.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        public convenience init(
            pages: [[ContainerChild<UIViewController>]], initialPage: Int = 0,
            pageAnimation: ContainerAnimation = .slide(), swapAnimation: ContainerAnimation = .none,
            retention: AlternateRetention = .keepAlive,
            appearanceMode: PagingContainer.AppearanceMode = .visiblePage, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) {
            do {
                try self.init(
                    validatingPages: pages, initialPage: initialPage, pageAnimation: pageAnimation,
                    swapAnimation: swapAnimation, retention: retention, appearanceMode: appearanceMode, title: title,
                    trace: trace)
            } catch {
                error.stopProgram(in: "PagingContainer")
            }
        }

        /// Creates a paging container, from pages known only at run time.
        ///
        /// - Parameters:
        ///   - pages: Each page's children: one for a plain page, several for a page that swaps in place.
        ///     A page whose first child is a `.factory` is built when it is first shown or becomes
        ///     the neighbour of the page shown, and kept; an `.instance` page is in the container from the start.
        ///   - initialPage: The page shown first.
        ///   - pageAnimation: How page changes are animated; a 0.3 s slide by default.
        ///   - swapAnimation: How in-place swaps are animated; none by default.
        ///   - retention: Whether hidden factory-built alternates are kept; kept by default.
        ///   - appearanceMode: Which pages appear; only the one on screen by default.
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        /// - Throws: A `ContainerRejection` for an empty, duplicated or out-of-range configuration.
        public convenience init(
            validatingPages pages: [[ContainerChild<UIViewController>]], initialPage: Int = 0,
            pageAnimation: ContainerAnimation = .slide(), swapAnimation: ContainerAnimation = .none,
            retention: AlternateRetention = .keepAlive,
            appearanceMode: PagingContainer.AppearanceMode = .visiblePage, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current
        ) throws(ContainerRejection) {
            let list = PagingContainer.pages(pages)
            let machine = try PagingContainer(
                validatingPages: list.pages, enteringWhenNear: list.enteringWhenNear, initialPage: initialPage,
                pageAnimation: pageAnimation, swapAnimation: swapAnimation, retention: retention,
                appearanceMode: appearanceMode)
            self.init(checked: machine, children: pages.flatMap { $0 }, makePage: nil, title: title, trace: trace)
        }

        /// Creates a pager over a source: `pageCount` pages, each built by `makePage` when it comes
        /// near. Only the page shown and its neighbours are children (at most three), each placed
        /// at its own index in a content as wide as all the pages, so the scroll view pages and
        /// hit-tests as with a fixed list; pages that leave that window are let go
        /// (`AlternateRetention/releaseWhenHidden`, the default) or kept alive (`.keepAlive`). A
        /// `pageCount` below one or an `initialPage` out of range stops the program;
        /// ``init(validatingPageCount:initialPage:pageAnimation:retention:appearanceMode:title:trace:makePage:)``
        /// throws instead.
        ///
        /// <!-- illustrative -->
        /// ```swift
        /// let feed = PagingContainerViewController(pageCount: 10_000, initialPage: 5_000) {
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
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        ///   - makePage: Builds the controller of page `index`, handed its link; must return a new
        ///     controller each time.
        public convenience init(
            pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
            retention: AlternateRetention = .releaseWhenHidden,
            appearanceMode: PagingContainer.AppearanceMode = .visiblePage, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current,
            makePage: @escaping @MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> UIViewController
        ) {
            do {
                try self.init(
                    validatingPageCount: pageCount, initialPage: initialPage, pageAnimation: pageAnimation,
                    retention: retention, appearanceMode: appearanceMode, title: title, trace: trace,
                    makePage: makePage)
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
        ///   - title: The container's title, also its name in traces.
        ///   - trace: Where to record events; defaults to `ContainmentTrace.current`.
        ///   - makePage: Builds the controller of page `index`, handed its link; must return a new
        ///     controller each time.
        /// - Throws: A `ContainerRejection` for no pages or an initial page out of range.
        public convenience init(
            validatingPageCount pageCount: Int, initialPage: Int = 0, pageAnimation: ContainerAnimation = .slide(),
            retention: AlternateRetention = .releaseWhenHidden,
            appearanceMode: PagingContainer.AppearanceMode = .visiblePage, title: String? = nil,
            trace: ContainmentTrace? = ContainmentTrace.current,
            makePage: @escaping @MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> UIViewController
        ) throws(ContainerRejection) {
            let machine = try PagingContainer(
                validatingPageCount: pageCount, initialPage: initialPage, pageAnimation: pageAnimation,
                retention: retention, appearanceMode: appearanceMode)
            self.init(checked: machine, children: [], makePage: makePage, title: title, trace: trace)
        }

        /// A pager for a machine its public initializers checked: over `children` (a fixed list),
        /// or over a source whose pages `makePage` builds.
        private init(
            checked machine: PagingContainer, children: [ContainerChild<UIViewController>],
            makePage: (@MainActor (_ index: Int, _ link: ContainerLink<ContainerRequest>) -> UIViewController)?,
            title: String?, trace: ContainmentTrace?
        ) {
            scrolledPage = machine.currentPage
            progressOrigin = machine.currentPage
            scrollView = pagerScrollView
            // A fixed list gets no page builder, and nothing asks its index.
            let index = SourcedPageIndex()
            super.init(
                machine: machine, children: children, makeChild: PagingContainer.pageBuilder(makePage, index: index),
                title: title, trace: trace)
            index.machine = { [weak self] in self?.machine }
            pagerScrollView.pager = self
        }

        /// Not supported: a container is built in code, with its children.
        ///
        /// - Parameter coder: The archive.
        @available(*, unavailable, message: "Build the container in code with its children")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// `false` (the default, `PagingContainer/AppearanceMode/visiblePage`): only the page on
        /// screen appears, by hand; `true` with `PagingContainer/AppearanceMode/allPages`.
        public override var shouldAutomaticallyForwardAppearanceMethods: Bool {
            machine.appearanceMode == .allPages
        }

        /// The page that covers most of the scroll view right now (`currentPage` once a scroll
        /// has settled; the page under the finger during a swipe).
        public var visiblePage: Int {
            guard scrollView.bounds.width > 0 else { return currentPage }
            return page(nearest: scrollPosition)
        }

        // MARK: - Right to left

        /// Whether page 0 is on the right: the pager's view lays out right to left. UIKit never
        /// mirrors scroll offsets, so the pager mirrors its pages: page `i` of `n` sits in slot
        /// `n - 1 - i`, and a swipe toward the next page moves the content to the left.
        var isRightToLeft: Bool {
            view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }

        /// The direction the pages were last placed for.
        private var placedRightToLeft = false

        /// The direction the pages lay out in, from the view's.
        var layoutDirection: ContainerLayoutDirection {
            isRightToLeft ? .rightToLeft : .leftToRight
        }

        /// The slot, counted from the left of the content, of `page` (or the reverse).
        func slot(ofPage page: Double) -> Double {
            layoutDirection.slot(ofPage: page, pageCount: pageCount)
        }

        /// The offset that shows `page` (fractional during a scroll).
        private func offset(showing page: Double) -> CGPoint {
            CGPoint(x: CGFloat(slot(ofPage: page)) * scrollView.bounds.width, y: 0)
        }

        /// The page index nearest `position`, within the pages.
        func page(nearest position: Double) -> Int {
            machine.page(nearest: position)
        }

        /// The layout direction changed: each page moves to its mirrored slot.
        private func placePagesForLayoutDirection() {
            guard placedRightToLeft != isRightToLeft else { return }
            placedRightToLeft = isRightToLeft
            for child in children where child.viewIfLoaded?.superview === contentView {
                guard let id = executor.childID(of: child), let home = machine.page(of: id) else { continue }
                placeView(of: child, by: .page(home - scrolledPage))
            }
            laidOutWidth = 0
        }

        /// Sizes the content to the pages and, when the page width changed (the first layout, a
        /// rotation), puts the offset on the scrolled page: before the first layout the width is
        /// unknown, so the start page is applied here. UIKit lays the pager out during every scroll,
        /// so an unchanged width leaves the offset to whoever scrolls.
        public override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            sizeContentToPages()
            placePagesForLayoutDirection()
            updatePageControl()
            let width = scrollView.bounds.width
            guard width != laidOutWidth || changingSize > 0, !isDragging else { return }
            laidOutWidth = width
            applyScrolledPage()
        }

        /// Makes the content as wide as all the pages: at each layout, and as soon as a page edit
        /// changes the count, so no scroll reaches past the last page and each page stays one
        /// scroll view wide (nothing else would lay the pager out when the offset stays).
        private func sizeContentToPages() {
            let size = scrollView.bounds.size
            let content = CGSize(width: size.width * CGFloat(pageCount), height: size.height)
            guard contentView.frame.size != content || scrollView.contentSize != content else { return }
            contentView.frame = CGRect(origin: .zero, size: content)
            scrollView.contentSize = content
        }

        /// A size change (rotation, split view) keeps the shown page: during the transition the
        /// offset follows the page at each layout and no scroll it causes is a page change; the
        /// page is put in place again when the transition ends.
        public override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            changingSize += 1
            _ = coordinator.animate(
                alongsideTransition: nil,
                completion: { [weak self] _ in
                    guard let self else { return }
                    changingSize -= 1
                    view.layoutIfNeeded()
                    applyScrolledPage()
                })
        }

        /// The system UI follows the page on screen from the start.
        ///
        /// - Parameter animated: Whether the appearance is animated.
        public override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            shownPageMayHaveChanged()
        }

        // MARK: - System UI, decided by the page on screen

        /// The page on screen decides the status bar, the home indicator and the deferred edges.
        override var systemAppearanceChild: UIViewController? { shownPageController }

        /// Another page decides: the bars follow its scroll view.
        override func systemAppearanceDeciderDidChange() { followShownPageWithTheBars() }

        /// The pager says when its page has settled (``shownPageMayHaveChanged()``).
        override var decidesSystemAppearanceItself: Bool { true }

        /// The page that decides: the page at rest (during a swipe, the one it started from).
        var shownPageController: UIViewController? {
            let page = swipe?.origin ?? machine.currentPage
            guard (0..<pageCount).contains(page) else { return nil }
            return controller(for: machine.shownChild(onPage: page))
        }

        /// The page VoiceOver's three-finger scroll asked for, announced once it is shown.
        var accessibilityScrollTarget: Int?

        /// Where the user is, "page N of M" (unless set to something else): the value VoiceOver
        /// reads for the pager and its scroll view.
        public override var accessibilityValue: String? {
            get { super.accessibilityValue ?? accessibilityPagePosition }
            set { super.accessibilityValue = newValue }
        }

        /// A swipe under way when the pager leaves the screen can no longer end: the executor
        /// cancels it at once, so the pages end as they were and no later request waits for it.
        ///
        /// - Parameter animated: Whether the disappearance is animated.
        public override func viewWillDisappear(_ animated: Bool) {
            if let swipe {
                self.swipe = nil
                scrolledPage = swipe.origin
            }
            super.viewWillDisappear(animated)
            // Nor can the drag hold requests any longer: they must not wait for a touch that ended
            // off screen.
            executor.releaseRequests()
        }

        /// The finger's move runs at once (the content is where the finger put it). An animated
        /// move that changes the page scrolls with `setContentOffset(_:animated:)`, so each scroll
        /// step reaches `scrollViewDidScroll` (and the observers of the scroll), and its plan carries on
        /// when the scroll ends; other moves run on the animator. After either, a drag that could
        /// not begin its change while one settled begins it.
        override func animateMove(
            withDuration duration: Double, animations: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Bool) -> Void
        ) {
            guard !fingerMadeMove else {
                animations()
                return completion(true)
            }
            let scroll = PageScroll { [weak self] finished in
                completion(finished)
                self?.executorMoveEnded()
            }
            super.animateMove(
                withDuration: duration,
                animations: { [weak self] in
                    guard let self else { return animations() }
                    collectingScroll = duration > 0 ? scroll : nil
                    animations()
                    collectingScroll = nil
                    // An animator that runs the placements later starts the scroll from them.
                    if !scroll.isBeingAsked { startScroll(scroll) }
                },
                completion: { finished in
                    // A move that scrolls carries the plan on when the scroll ends.
                    guard scroll.target == nil else { return }
                    scroll.finish(finished)
                })
            scroll.isBeingAsked = false
            // Outside the animator's block: the scroll is the scroll view's own animation.
            startScroll(scroll)
        }

        /// A swap in place made with UIKit's transition (`PagingContainer/AppearanceMode/allPages`)
        /// may have changed the controller the shown page shows: it decides the system UI now.
        override func transitionEnded() {
            shownPageMayHaveChanged()
        }

        // MARK: - Stage

        override var childStage: UIView { contentView }

        override func prepareChildStage() {
            scrollView.isPagingEnabled = true
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.scrollsToTop = false
            scrollView.isDirectionalLockEnabled = true
            scrollView.delegate = scrollObserver
            view.addSubview(scrollView)
            do {
                try LayoutRule.pinnedToEdges().activateConstraints(placing: scrollView, in: view)
            } catch {
                placementRefused(error)
            }
            scrollView.addSubview(contentView)
        }

        /// The executor places page `j` at `.page(j - currentPage)`, relative to the screen. Here a
        /// page stays at its own index in the content, and the rule says where to scroll; a swap in
        /// place moves its two views relative to the page scrolled to.
        override func stageRule(for rule: LayoutRule, of child: UIViewController, inPlaceSwap: Bool) -> LayoutRule {
            guard case .page(let offset) = rule else { return rule }
            if inPlaceSwap { return .page(offset + scrolledPage) }
            guard let id = executor.childID(of: child), let home = machine.page(of: id) else { return rule }
            if isEditingPages { sizeContentToPages() }
            let previous = scrolledPage
            scrolledPage = home - offset
            if isEditingPages {
                // Pages inserted or removed before the page shown shift its index: no scroll.
                progressOrigin = scrolledPage
                progressTarget = nil
                reportedPosition = Double(scrolledPage)
            } else if scrolledPage != previous, !isDragging {
                pagerBeganScrolling(from: previous, to: scrolledPage)
            }
            // Under the user's finger the offset is theirs; settling reconciles it with the page.
            // An edit never scrolls: right to left, the shown page's slot moves with the page count.
            if !isDragging { applyScrolledPage(scrolling: !isEditingPages) }
            return .page(home)
        }

        /// Page `i` of `n` in the content view: its left edge at `i / n` of the content's width, and
        /// `1 / n` of it wide, so the pages follow the content through rotations.
        override func activateConstraints(
            for rule: LayoutRule, placing view: UIView, in stage: UIView, replacing previous: [NSLayoutConstraint]
        ) throws(ContainmentViolation) -> [NSLayoutConstraint] {
            guard stage === contentView, case .page(let index) = rule else {
                return try super.activateConstraints(for: rule, placing: view, in: stage, replacing: previous)
            }
            let share = 1 / CGFloat(pageCount)
            placedRightToLeft = isRightToLeft
            let column = Int(slot(ofPage: Double(index)))
            // UIKit refuses a location with a multiplier of 0, so slot 0 is a plain edge.
            let left =
                column == 0
                ? view.leftAnchor.constraint(equalTo: stage.leftAnchor)
                : NSLayoutConstraint(
                    item: view, attribute: .left, relatedBy: .equal, toItem: stage, attribute: .right,
                    multiplier: CGFloat(column) * share, constant: 0)
            let placed = [
                left, view.topAnchor.constraint(equalTo: stage.topAnchor),
                view.widthAnchor.constraint(equalTo: stage.widthAnchor, multiplier: share),
                view.heightAnchor.constraint(equalTo: stage.heightAnchor),
            ]
            return try LayoutRule.activate(placed, placing: view, in: stage, replacing: previous)
        }

        /// A swipe the user drives moves the scroll offset, not the pages.
        override func placePartWay(
            _ child: UIViewController, _ fraction: Double, from start: LayoutRule, to end: LayoutRule
        ) {
            guard case .page(let from) = start, case .page(let to) = end, let id = executor.childID(of: child),
                let home = machine.page(of: id)
            else { return super.placePartWay(child, fraction, from: start, to: end) }
            // Under the finger the offset is the user's.
            guard !isDragging else { return }
            let page = Double(home - from) + Double(from - to) * fraction
            moveOffset(to: offset(showing: page))
        }

        /// Puts the offset on the scrolled page; inside an animated move of the executor
        /// (`scrolling`), the move's animated scroll goes there.
        func applyScrolledPage(scrolling: Bool = true) {
            let target = offset(showing: Double(scrolledPage))
            if scrolling, let collectingScroll {
                if target != scrollView.contentOffset { collectingScroll.target = target }
                return
            }
            moveOffset(to: target)
        }

        private func moveOffset(to offset: CGPoint) {
            guard scrollView.contentOffset != offset else { return }
            isMovingOffset = true
            // Not the plain `contentOffset` setter: UIKit documents no stop for it, so an animated
            // scroll or a deceleration under way could carry on and land on the old page.
            // `setContentOffset(_:animated: false)` stops it, without its end call.
            scrollView.setContentOffset(offset, animated: false)
            isMovingOffset = false
            pageScrollStopped()
            settleIfDecelerationStopped()
        }

        // MARK: - Progress

        private var progressIsHeard: Bool {
            bus != nil || !observers.isEmpty
        }

        /// The page position the offset shows (fractional during a scroll), mirrored right to left.
        var scrollPosition: Double {
            slot(ofPage: Double(scrollView.contentOffset.x) / Double(scrollView.bounds.width))
        }

        /// The pager's own change starts: fraction 0 now; the offset moves next.
        private func pagerBeganScrolling(from page: Int, to target: Int) {
            progressOrigin = page
            progressTarget = target
            reportedPosition = Double(page)
            deliver(PageScrollProgress(fromPage: page, toPage: target, fraction: 0))
        }

        /// Whether a page edit is being applied: the content and the offset move to the new page
        /// count at once, which is neither a scroll nor progress.
        private var isEditingPages: Bool {
            if case .editPages = executor.requestInFlight { true } else { false }
        }

        /// Reports the scroll step the offset shows, unless it is the one last reported.
        func reportProgress() {
            guard progressIsHeard, changingSize == 0, !isEditingPages, scrollView.bounds.width > 0 else { return }
            let position = scrollPosition
            guard position != reportedPosition else { return }
            reportedPosition = position
            let origin = progressOrigin
            let target: Int
            if let progressTarget, progressTarget != origin {
                target = progressTarget
            } else if position == Double(origin), let heading, heading.fromPage == origin {
                target = heading.toPage  // back on the page it left: still heading the same way
            } else {
                target = min(max(position > Double(origin) ? origin + 1 : origin - 1, 0), pageCount - 1)
            }
            let fraction = target == origin ? 0 : (position - Double(origin)) / Double(target - origin)
            let progress = PageScrollProgress(fromPage: origin, toPage: target, fraction: fraction)
            if progress.fraction == 1, !isDragging, progressTarget != nil {
                progressOrigin = target
                progressTarget = nil
            }
            deliver(progress)
        }

        private func deliver(_ progress: PageScrollProgress) {
            heading = progress
            guard progressIsHeard else { return }
            observers.invoke { $0.container(self, didScroll: progress) }
            bus?.post(progress, subject: self)
        }

        // The request path specialized for this machine (see `ContainerViewController.handle(_:from:)`).
        @discardableResult
        override public func handle(_ request: ContainerRequest, from child: ChildID?) -> RequestResult {
            executor.answer(request, from: child)
        }
    }
#endif
