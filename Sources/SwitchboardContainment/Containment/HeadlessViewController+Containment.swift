extension HeadlessViewController {
    /// Makes `child` a child of this controller (UIKit's `addChild(_:)`): calls
    /// `child.willMove(toParent: self)`, then records the relationship. Placing the child's view
    /// and calling `child.didMove(toParent: self)` remain the caller's job.
    ///
    /// A child without a ``trace`` adopts this controller's, so its events stay recorded after it
    /// leaves. A child that has another parent is first removed from it, as in UIKit. Adding the
    /// controller itself, an ancestor, or an existing child is refused and reported; so is a child
    /// whose view already sits inside another controller's view, which UIKit's hierarchy
    /// consistency check rejects with `UIViewControllerHierarchyInconsistency`.
    ///
    /// - Parameter child: The controller to adopt.
    public func addChild(_ child: HeadlessViewController) {
        reporting { () throws(ContainmentViolation) in try checkedAddChild(child) }
    }

    /// Like ``addChild(_:)`` but throws the violation instead of reporting it.
    ///
    /// - Parameter child: The controller to adopt.
    /// - Throws: ``ContainmentViolation/childIsSelfOrAncestor(child:container:)``,
    ///   ``ContainmentViolation/childAlreadyAdded(child:container:)`` or
    ///   ``ContainmentViolation/childViewInsideOtherController(child:viewOwner:container:)``;
    ///   nothing changes then.
    public func checkedAddChild(_ child: HeadlessViewController) throws(ContainmentViolation) {
        if let violation = additionViolation(child) {
            throw refuse(violation, alsoOn: child)
        }
        child.removeFromParent()
        if child.trace == nil { child.trace = effectiveTrace }
        (effectiveTrace ?? child.effectiveTrace)?.record(.addChild(child.debugName, parent: debugName))
        child.awaitingDidMove = true
        child.hasBeenChild = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        containmentChanged()
    }

    /// What `addChild(child)` refuses, in UIKit's terms: a cycle, a repeat, or a view that sits
    /// in another controller's view (the first controller above `child.view` must be the new
    /// parent: UIKit's documented hierarchy-consistency check, which it also runs in `addChild`).
    package func additionViolation(_ child: HeadlessViewController) -> ContainmentViolation? {
        if isSelfOrAncestor(child) { return .childIsSelfOrAncestor(child: child.debugName, container: debugName) }
        if child.parent === self { return .childAlreadyAdded(child: child.debugName, container: debugName) }
        if let owner = child.viewIfLoaded?.superview?.nearestViewController, owner !== self {
            return .childViewInsideOtherController(
                child: child.debugName, viewOwner: owner.debugName, container: debugName)
        }
        return nil
    }

    /// Detaches this controller from its parent (UIKit's `removeFromParent()`), then calls
    /// `didMove(toParent: nil)`. It does not touch the view: call `view.removeFromSuperview()`
    /// first. Does nothing when there is no parent.
    public func removeFromParent() {
        guard let parent else { return }
        effectiveTrace?.record(.removeFromParent(debugName, parent: parent.debugName))
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.containmentChanged()
        didMove(toParent: nil)
    }

    /// Like ``didMove(toParent:)`` but throws instead of reporting when `parent` is not the
    /// controller's parent.
    ///
    /// - Parameter parent: The controller's parent, or `nil`.
    /// - Throws: ``ContainmentViolation/didMoveToWrongParent(child:named:actualParent:)``.
    public func checkedDidMove(toParent parent: HeadlessViewController?) throws(ContainmentViolation) {
        if let violation = didMoveViolation(parent) {
            throw refuse(violation, alsoOn: parent)
        }
        didMove(toParent: parent)
    }

    func didMoveViolation(_ named: HeadlessViewController?) -> ContainmentViolation? {
        guard named !== parent else { return nil }
        return .didMoveToWrongParent(child: debugName, named: named?.debugName, actualParent: parent?.debugName)
    }
}
