extension HeadlessView {
    /// Adds `view` on top of the subviews (UIKit's `addSubview(_:)`).
    ///
    /// If `view` is a controller's root view and the superview is on screen, the controller gets
    /// `viewWillAppear` (before the view is in the window), then `viewIsAppearing`, a layout pass
    /// and `viewDidAppear`, in the window's ``AppearanceOrdering`` — when it has no parent, or its
    /// parent forwards appearance and is itself appearing or appeared (a child entering a
    /// disappeared parent's view appears later, with the parent). Appearance follows the window:
    /// moving a view to another superview in the same window sends no appearance callbacks.
    /// Refused, reported and recorded instead when it would create a cycle or put a child's view
    /// under a controller other than its parent.
    ///
    /// - Parameter view: The view to add; it leaves its current superview first.
    public func addSubview(_ view: HeadlessView) {
        reportingViolations { () throws(ContainmentViolation) in
            try checkedInsertSubview(view, at: subviews.count)
        }
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position, back to front.
    public func insertSubview(_ view: HeadlessView, at index: Int) {
        reportingViolations { () throws(ContainmentViolation) in
            try checkedInsertSubview(view, at: index)
        }
    }

    /// Inserts `view` just below `sibling`; on top when `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: The subview it should sit behind.
    public func insertSubview(_ view: HeadlessView, belowSubview sibling: HeadlessView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Inserts `view` just above `sibling`; on top when `sibling` is not a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: The subview it should sit in front of.
    public func insertSubview(_ view: HeadlessView, aboveSubview sibling: HeadlessView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Like ``insertSubview(_:at:)`` but throws the violation instead of reporting it.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position, back to front (clamped).
    /// - Throws: ``ContainmentViolation/viewHierarchyCycle(view:superview:)`` or
    ///   ``ContainmentViolation/viewControllerHasDifferentParent(child:parent:container:)``; the
    ///   hierarchy is then unchanged.
    public func checkedInsertSubview(_ view: HeadlessView, at index: Int) throws(ContainmentViolation) {
        if let violation = insertionViolation(for: view) {
            (view.viewController?.effectiveTrace ?? nearestViewController?.effectiveTrace)?
                .record(.violation(violation))
            throw violation
        }
        if view.superview === self {
            if view.windowChangePending, let child = view.viewController {
                // It puts back a view whose removal, waiting on its callbacks, already recorded it.
                child.effectiveTrace?.record(
                    .viewAdded(child.debugName, to: nearestViewController?.debugName ?? debugName))
            }
            view.windowChangePending = false
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        // Appearance follows the window (UIKit's `willMove(toWindow:)`): a move between two
        // superviews in the same window changes no window, so it forwards no appearance.
        let forwarding: AppearanceForwarding = view.window !== window ? .all : .none
        // A callback of the removal that moved the view elsewhere has the last word.
        guard view.detach(forwardingAppearance: forwarding) else { return }
        attach(view, at: index, forwardingAppearance: forwarding)
    }

    /// Moves `view` to the front of the subviews (UIKit's `bringSubviewToFront(_:)`).
    ///
    /// Only the drawing order changes: the window is the same, so no appearance callbacks run.
    /// Does nothing when `view` is not a subview.
    ///
    /// ```swift
    /// container.view.bringSubviewToFront(menu.view)
    /// ```
    ///
    /// - Parameter view: A subview of this view.
    public func bringSubviewToFront(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the subviews (UIKit's `sendSubviewToBack(_:)`).
    ///
    /// Only the drawing order changes; no appearance callbacks run. Does nothing when `view` is
    /// not a subview.
    ///
    /// - Parameter view: A subview of this view.
    public func sendSubviewToBack(_ view: HeadlessView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two positions (UIKit's `exchangeSubview(at:withSubviewAt:)`).
    ///
    /// Only the drawing order changes; no appearance callbacks run. Does nothing when either
    /// index is outside `subviews.indices` (UIKit documents no behaviour for that case).
    ///
    /// - Parameters:
    ///   - index1: The position of one subview, back to front.
    ///   - index2: The position of the other.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Detaches the view from its superview (UIKit's `removeFromSuperview()`); a controller's
    /// root view on screen gets `viewWillDisappear`/`viewDidDisappear`. Does nothing when detached.
    ///
    /// A callback that moves or removes a view while an insertion or a removal of that same view is
    /// sending `viewWillAppear` or `viewWillDisappear` has the last word: the interrupted operation
    /// stops there, and the controllers it began end, or turn back, where their views ended up.
    public func removeFromSuperview() {
        detach(forwardingAppearance: .all)
    }

    func insertionViolation(for view: HeadlessView) -> ContainmentViolation? {
        if isDescendant(of: view) {
            return .viewHierarchyCycle(view: view.debugName, superview: debugName)
        }
        if let child = view.viewController, let parent = child.parent, let container = nearestViewController,
            container !== parent
        {
            return .viewControllerHasDifferentParent(
                child: child.debugName, parent: parent.debugName, container: container.debugName)
        }
        return nil
    }

    /// Inserts a detached `view`, with UIKit's documented appearance timing for controllers it
    /// brings on screen: frame first (so no layout runs before `viewWillAppear`), then
    /// `viewWillAppear` while the view is not yet in the window, then the insertion, then
    /// `viewIsAppearing` (the view is in the window and placed), the layout pass and
    /// `viewDidAppear` in the window's ``AppearanceOrdering``.
    func attach(_ view: HeadlessView, at index: Int, forwardingAppearance forwarding: AppearanceForwarding) {
        window?.completeDeferredAppearances()
        if let layoutRule = view.layoutRule {
            view.frame = layoutRule.frame(in: bounds)
        }
        let window = self.window
        var entering: [HeadlessViewController] = []
        // Whether this view is still in the window; `beginWindowChange` checks it last after the
        // last callback, so keeping its answer spares the end a walk up to the window.
        var stillInWindow = window != nil
        if window != nil {
            // A callback may move views or start a transition: `view.beginWindowChange` checks each
            // controller again when its turn comes and picks up the ones that entered meanwhile.
            view.windowChangePending = true
            entering = view.windowDrivenControllers(forwarding) { $0.needsAppearing }
            view.beginWindowChange(appearing: true, of: &entering, forwarding: forwarding) { [self] in
                stillInWindow = self.window != nil
                return stillInWindow && view.windowChangePending
            }
            // A callback that moved `view` itself has the last word: the insertion stops there (the
            // move sent whatever its new place needs) and what it began ends where the views are.
            let interrupted = !view.windowChangePending || view.superview != nil
            view.windowChangePending = false
            if interrupted {
                if let window, !entering.isEmpty {
                    view.finishAppearance(entering: entering, begunIn: window, isOnScreen: view.isOnScreen)
                }
                return
            }
        }
        if let child = view.viewController {
            child.effectiveTrace?.record(.viewAdded(child.debugName, to: nearestViewController?.debugName ?? debugName))
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        nearestViewController?.containmentChanged()
        guard let window else { return }
        view.finishAppearance(entering: entering, begunIn: window, isOnScreen: stillInWindow)
    }

    /// Ends, now or at the end of the move (when ``AppearanceOrdering/childDidAppearBeforeDidMove``
    /// is `false`), the appearance an insertion began in `window`. A view a callback took out of
    /// that window meanwhile is finished now: nothing in that window would finish it later.
    private func finishAppearance(
        entering: [HeadlessViewController], begunIn window: HeadlessWindow, isOnScreen: Bool
    ) {
        if !window.appearanceOrdering.childDidAppearBeforeDidMove, entering.contains(where: \.awaitingDidMove),
            isOnScreen, self.window === window
        {
            window.deferAppearance(of: self, entering: entering)
        } else {
            completeAppearance(entering: entering, ordering: window.appearanceOrdering, isOnScreen: isOnScreen)
        }
    }

    /// The part of an appearance that follows the insertion: `viewIsAppearing` for every
    /// controller appearing in this subtree (parents first), then the layout pass and the end of
    /// the appearance of `entering`, in `ordering`.
    ///
    /// - Parameter isOnScreen: Whether this view is in a window now. A callback may have taken it
    ///   out since the begin: `viewIsAppearing` is only for a view in the window, and the end
    ///   turns the controllers of one taken out back.
    func completeAppearance(entering: [HeadlessViewController], ordering: AppearanceOrdering, isOnScreen: Bool) {
        if isOnScreen { dispatchIsAppearingInSubtree() }
        if ordering.layoutBeforeViewDidAppear {
            performLayoutPass()
            endAppearance(of: entering)
        } else {
            endAppearance(of: entering)
            performLayoutPass()
        }
    }

    /// Ends the appearance of the controllers an insertion began. One whose view a callback took
    /// out of the window meanwhile turns back instead, so nothing stays appeared off screen.
    private func endAppearance(of entering: [HeadlessViewController]) {
        for controller in entering where controller.appearanceState == .appearing {
            if controller.viewIfLoaded?.isOnScreen != true {
                controller.performBeginAppearance(false, animated: false)
            }
            controller.performEndAppearance()
        }
    }

    /// Sends `viewIsAppearing` to every controller in this subtree that is appearing and has not
    /// had it, parents before children.
    func dispatchIsAppearingInSubtree() {
        viewController?.dispatchIsAppearingIfDue()
        for subview in subviews { subview.dispatchIsAppearingInSubtree() }
    }

    /// Removes this view from its superview, sending the disappearance of the controllers it takes
    /// out of the window.
    ///
    /// - Returns: `false` when a callback moved this view meanwhile; that move stands, and the
    ///   view is not removed.
    @discardableResult
    func detach(forwardingAppearance forwarding: AppearanceForwarding) -> Bool {
        // A removal of this view sending its callbacks has already recorded the removal this call
        // carries out for it.
        let removalRecorded = windowChangePending && superview != nil
        // Any move of this view interrupts an insertion or a removal of it in progress.
        windowChangePending = false
        guard let superview else { return true }
        window?.completeDeferredAppearances()
        if let child = viewController, !removalRecorded {
            child.effectiveTrace?.record(
                .viewRemoved(child.debugName, from: superview.nearestViewController?.debugName ?? superview.debugName))
        }
        var leaving: [HeadlessViewController] = []
        var interrupted = false
        if isOnScreen {
            windowChangePending = true
            leaving = windowDrivenControllers(forwarding) { $0.needsDisappearing }
            beginWindowChange(appearing: false, of: &leaving, forwarding: forwarding) { [self] in
                windowChangePending && isOnScreen
            }
            interrupted = !windowChangePending
            windowChangePending = false
        }
        if !interrupted {
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
            superview.nearestViewController?.containmentChanged()
        }
        for controller in leaving where controller.appearanceState == .disappearing {
            // A callback may have moved its view elsewhere in the window, which sends nothing: it
            // turns back to appeared, as an insertion's end turns back a view taken out.
            if let view = controller.viewIfLoaded, view.isOnScreen, controller.receivesAutomaticAppearance,
                controller.parentAllowsAppearance
            {
                controller.performBeginAppearance(true, animated: false)
                view.dispatchIsAppearingInSubtree()
            }
            controller.performEndAppearance()
        }
        return !interrupted
    }

    /// Begins the appearance change of `controllers` as this view enters (`appearing`) or leaves
    /// the window, and leaves in `controllers` exactly the ones begun.
    ///
    /// Any callback may change the tree (move a view, start a transition, embed a controller), so
    /// each controller is checked again when its turn comes: its view still inside this one, its
    /// state still needing the change, the change still under way (`applies`). Controllers that
    /// entered this subtree meanwhile and need the change are begun after the others.
    private func beginWindowChange(
        appearing: Bool, of controllers: inout [HeadlessViewController], forwarding: AppearanceForwarding,
        applies: () -> Bool
    ) {
        let needs: (HeadlessViewController) -> Bool = appearing ? { $0.needsAppearing } : { $0.needsDisappearing }
        func isDue(_ controller: HeadlessViewController) -> Bool {
            applies() && needs(controller) && controller.viewIfLoaded?.isDescendant(of: self) == true
        }
        // Removing in place keeps the common path (nobody skipped) free of allocation.
        var index = 0
        while index < controllers.count {
            let controller = controllers[index]
            if isDue(controller) {
                controller.performBeginAppearance(appearing, animated: false)
                index += 1
            } else {
                controllers.remove(at: index)
            }
        }
        // Without a callback nothing can have entered the subtree: the walk would find no one new.
        guard !controllers.isEmpty else { return }
        while applies() {
            var progressed = false
            for newcomer in windowDrivenControllers(forwarding, where: needs) where isDue(newcomer) {
                newcomer.performBeginAppearance(appearing, animated: false)
                controllers.append(newcomer)
                progressed = true
            }
            if !progressed { break }
        }
    }

    /// Which controllers an insertion or a removal drives the appearance of.
    enum AppearanceForwarding {
        /// Every controller whose appearance follows the window (see `windowDrivenControllers()`).
        case all
        /// All but the controller whose root view moves: a transition drives that one itself.
        case allButRoot
        /// None: the view stays in the same window.
        case none
    }

    private func windowDrivenControllers(
        _ forwarding: AppearanceForwarding, where isIncluded: (HeadlessViewController) -> Bool
    ) -> [HeadlessViewController] {
        switch forwarding {
        case .all: windowDrivenControllers(where: isIncluded)
        case .allButRoot: windowDrivenControllers(includingRoot: false, where: isIncluded)
        case .none: []
        }
    }

    private func reportingViolations(_ body: () throws(ContainmentViolation) -> Void) {
        do {
            try body()
        } catch {
            ContainmentViolationReporter.current.report(error)
        }
    }
}
