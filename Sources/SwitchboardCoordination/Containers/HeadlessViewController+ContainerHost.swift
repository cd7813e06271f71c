import Foundation
package import SwitchboardContainment
#if canImport(CoreGraphics)
    import CoreGraphics  // CGRect's members on Apple platforms: Foundation does not re-export it
#endif

/// The headless side of the container executor: the host operations on `HeadlessViewController`,
/// so any headless controller can run an executor. The only place in the containers that touches
/// what UIKit does not have (`layoutRule`, `debugName`, the animator, the checked transition).
extension HeadlessViewController: ContainerHost {
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
        (self as? any HeadlessMoveFollowing)?.viewsPlaced()
    }

    package func placeView(
        of child: HeadlessViewController, partWay fraction: Double, from start: LayoutRule, to end: LayoutRule
    ) {
        guard let childView = child.viewIfLoaded, let bounds = childView.superview?.bounds else { return }
        let (from, to) = (placed(start).frame(in: bounds), placed(end).frame(in: bounds))
        childView.layoutRule = .explicit(from.interpolated(to: to, by: fraction))
        (self as? any HeadlessMoveFollowing)?.viewsMovedPartWay()
    }

    /// `layout` as this host places it: mirrored when it lays out right to left
    /// (``HeadlessLayoutMirroring``), unchanged otherwise.
    private func placed(_ layout: LayoutRule) -> LayoutRule {
        guard let mirroring = self as? any HeadlessLayoutMirroring, mirroring.layoutDirection == .rightToLeft else {
            return layout
        }
        return layout.mirroredHorizontally(inWidth: view.bounds.width)
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
            options: swap.animation.style == .crossDissolve ? .transitionCrossDissolve : [],
            animations: animations, completion: completion)
    }

    package func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if let follower = self as? any HeadlessMoveFollowing {
            return follower.animateMove(
                withDuration: duration, on: effectiveAnimator, animations: animations, completion: completion)
        }
        effectiveAnimator.animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// Nothing to do: a headless controller records its own containment calls.
    package func executorWillCall(_ call: ContainmentCall<HeadlessViewController>) {}

    package func executorRefused(_ violation: ContainmentViolation) {
        _ = refuse(violation)
    }
}
