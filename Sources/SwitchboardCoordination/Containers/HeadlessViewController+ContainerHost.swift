import Foundation
package import SwitchboardContainment

#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

/// A headless controller that hosts a container executor. ``HeadlessContainerViewController``
/// adopts it once and declares the hooks as methods its subclasses override (the pager follows
/// the moves for its progress; the pager and the slide menu mirror right to left); a test host
/// adopts it and keeps the defaults.
@MainActor
package protocol HeadlessContainerHost: ContainerHost
where Controller == HeadlessViewController, View == HeadlessView {
    /// Whether the host mirrors the placements its executor makes (it lays out right to left).
    var mirrorsPlacements: Bool { get }

    /// A view was put in its place: at once, or as the end of a move on the animator.
    func viewsPlaced()

    /// The views of an interactive change moved to where the finger is.
    func viewsMovedPartWay()

    /// Runs a move of the executor on `animator`.
    ///
    /// - Parameters:
    ///   - duration: The move's length in seconds.
    ///   - animator: The animator the host runs its animations on.
    ///   - animations: Puts the views where the move ends.
    ///   - completion: Carries the executor's plan on.
    func animateMove(
        withDuration duration: Double, on animator: any ContainmentAnimator,
        animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Bool) -> Void)
}

extension HeadlessContainerHost {
    /// Placements as the executor makes them.
    package var mirrorsPlacements: Bool { false }

    /// Nothing follows the moves.
    package func viewsPlaced() {}

    /// Nothing follows the moves.
    package func viewsMovedPartWay() {}

    /// The move, on `animator` as it is.
    package func animateMove(
        withDuration duration: Double, on animator: any ContainmentAnimator,
        animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        animator.animate(withDuration: duration, animations: animations, completion: completion)
    }
}

/// The headless side of the container executor: the host operations on `HeadlessViewController`,
/// so any headless controller adopting ``HeadlessContainerHost`` can run an executor. The only
/// place in the containers that touches what UIKit does not have (`layoutRule`, `debugName`, the
/// animator, the checked transition).
extension HeadlessContainerHost where Self: HeadlessViewController {
    package var asParent: HeadlessViewController { self }

    package func name(of controller: HeadlessViewController) -> String {
        controller.debugName
    }

    package func nearestController(containing view: HeadlessView) -> HeadlessViewController? {
        view.nearestViewController
    }

    package func addView(
        of child: HeadlessViewController, placedBy layout: LayoutRule, above sibling: HeadlessViewController?
    ) {
        child.view.layoutRule = placed(layout)
        if let siblingView = sibling?.viewIfLoaded, let stage = siblingView.superview {
            stage.insertSubview(child.view, aboveSubview: siblingView)
        } else {
            view.addSubview(child.view)
        }
    }

    package func placeView(of child: HeadlessViewController, by layout: LayoutRule) {
        child.viewIfLoaded?.layoutRule = placed(layout)
        viewsPlaced()
    }

    package func placeView(
        of child: HeadlessViewController, partWay fraction: Double, from start: LayoutRule, to end: LayoutRule
    ) {
        guard let childView = child.viewIfLoaded, let bounds = childView.superview?.bounds else { return }
        let (from, to) = (placed(start).frame(in: bounds), placed(end).frame(in: bounds))
        childView.layoutRule = .explicit(from.interpolated(to: to, by: fraction))
        viewsMovedPartWay()
    }

    /// `layout` as this host places it: mirrored when it lays out right to left
    /// (``HeadlessContainerHost/mirrorsPlacements``), unchanged otherwise.
    private func placed(_ layout: LayoutRule) -> LayoutRule {
        mirrorsPlacements ? layout.mirroredHorizontally(inWidth: view.bounds.width) : layout
    }

    package func setOpacity(ofViewOf child: HeadlessViewController, to opacity: Double) {
        child.viewIfLoaded?.alpha = opacity
    }

    package func sendViewToBack(of child: HeadlessViewController) {
        guard let childView = child.viewIfLoaded else { return }
        childView.superview?.sendSubviewToBack(childView)
    }

    package func removeView(of child: HeadlessViewController) {
        child.viewIfLoaded?.removeFromSuperview()
    }

    package func transition(
        from old: HeadlessViewController, to new: HeadlessViewController, swap: ViewSwap,
        completion: @escaping @MainActor (Bool) -> Void
    ) throws(ContainmentViolation) {
        new.view.layoutRule = swap.incomingStart
        // A swap whose views stay put (all but a slide) animates nothing: no closure to allocate.
        var animations: (@MainActor () -> Void)?
        if swap.incomingEnd != swap.incomingStart || swap.outgoingEnd != nil {
            animations = {
                new.view.layoutRule = swap.incomingEnd
                if let end = swap.outgoingEnd { old.view.layoutRule = end }
            }
        }
        try checkedTransition(
            from: old, to: new, duration: swap.animation.duration,
            options: swap.animation.isCrossDissolve ? .transitionCrossDissolve : [],
            animations: animations, completion: completion)
    }

    package func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        animateMove(withDuration: duration, on: effectiveAnimator, animations: animations, completion: completion)
    }

    /// Nothing to do: a headless controller records its own containment calls.
    package func executorWillCall(_ call: ContainmentCall<HeadlessViewController>) {}

    package func executorRefused(_ violation: ContainmentViolation) {
        _ = refuse(violation)
    }
}
