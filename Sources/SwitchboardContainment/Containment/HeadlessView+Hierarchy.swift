extension HeadlessView {
    /// Adds `view` on top of the subviews (UIKit's `addSubview(_:)`).
    ///
    /// If `view` is a controller's root view and the superview is on screen, the controller gets
    /// `viewWillAppear`, a layout pass and `viewDidAppear` (when its parent forwards appearance).
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
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        attach(view, at: index, forwardingAppearance: true)
    }

    /// Detaches the view from its superview (UIKit's `removeFromSuperview()`); a controller's
    /// root view on screen gets `viewWillDisappear`/`viewDidDisappear`. Does nothing when detached.
    public func removeFromSuperview() {
        detach(forwardingAppearance: true)
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

    /// Inserts a detached `view`: frame first (so no layout runs before `viewWillAppear`), then the
    /// tree, then appearance for controllers entering the screen.
    func attach(_ view: HeadlessView, at index: Int, forwardingAppearance: Bool) {
        if let layoutRule = view.layoutRule {
            view.frame = layoutRule.frame(in: bounds)
        }
        if let child = view.viewController {
            child.effectiveTrace?.record(.viewAdded(child.debugName, to: nearestViewController?.debugName ?? debugName))
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        guard isOnScreen else { return }
        let entering =
            forwardingAppearance
            ? view.outermostControllers().filter {
                $0.receivesAutomaticAppearance && $0.appearanceState == .disappeared
            }
            : []
        for controller in entering { controller.performBeginAppearance(true, animated: false) }
        view.performLayoutPass()
        for controller in entering { controller.performEndAppearance() }
    }

    func detach(forwardingAppearance: Bool) {
        guard let superview else { return }
        if let child = viewController {
            child.effectiveTrace?.record(
                .viewRemoved(child.debugName, from: superview.nearestViewController?.debugName ?? superview.debugName))
        }
        let leaving =
            forwardingAppearance && isOnScreen
            ? outermostControllers().filter { $0.receivesAutomaticAppearance && $0.appearanceState == .appeared }
            : []
        for controller in leaving { controller.performBeginAppearance(false, animated: false) }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        for controller in leaving { controller.performEndAppearance() }
    }

    private func reportingViolations(_ body: () throws(ContainmentViolation) -> Void) {
        do {
            try body()
        } catch {
            ContainmentViolationReporter.current.report(error)
        }
    }
}
