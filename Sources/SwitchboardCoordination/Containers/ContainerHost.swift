package import SwitchboardContainment

/// What a container executor asks of its host beyond the UIKit-spelled ``ContainmentController``
/// members: the operations whose signatures cannot be shared, because UIKit declares
/// `var view: UIView!` and takes non-`Sendable` closures with `UIView.AnimationOptions` — placing
/// a child's view by a `LayoutRule`, swapping two children's views with an animation — and the
/// facts about names and views the executor needs for its preflight and its refusals.
///
/// `HeadlessViewController` implements it (so any headless controller can host an executor); a
/// UIKit host implements it with Auto Layout and `transition(from:to:…)`. The executor never
/// reads anything else of the host, so the code it runs is the same on both.
@MainActor
package protocol ContainerHost: ContainmentController {
    /// This host as its children name their parent (`self`): what the executor passes to
    /// `didMove(toParent:)` and compares `parent` with.
    var asParent: Controller { get }

    /// The controller's name in traces and violations (`debugName` headless, `traceName` on UIKit).
    ///
    /// - Parameter controller: Any controller of the hierarchy.
    /// - Returns: Its name.
    func name(of controller: Controller) -> String

    /// The controller whose root view is `view`, or else the nearest one above it: the owner UIKit's
    /// hierarchy-consistency check compares with the new parent in `addChild(_:)`.
    ///
    /// - Parameter view: A view of the hierarchy.
    /// - Returns: Its controller, or `nil` when no view up the chain is a controller's root view.
    func nearestController(containing view: View) -> Controller?

    /// Adds `child`'s root view (loading it) to this host's view, placed by `layout` — or, with a
    /// `sibling`, to the sibling's superview right above the sibling's view.
    ///
    /// - Parameters:
    ///   - child: A child of this host whose view is in no hierarchy.
    ///   - layout: Where its view goes.
    ///   - sibling: The child whose view the new one goes above; `nil` for the host's view.
    func addView(of child: Controller, placedBy layout: LayoutRule, above sibling: Controller?)

    /// Gives `child`'s view, already added, a new place; may run inside ``animate(withDuration:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - child: A child whose view the executor added.
    ///   - layout: Where its view goes.
    func placeView(of child: Controller, by layout: LayoutRule)

    /// Puts `child`'s view `fraction` of the way from where `start` places it to where `end` does
    /// (a change the user drives).
    ///
    /// - Parameters:
    ///   - child: A child whose view the executor added.
    ///   - fraction: How far, from 0 (`start`) to 1 (`end`).
    ///   - start: Where the view was.
    ///   - end: Where it is going.
    func placeView(of child: Controller, partWay fraction: Double, from start: LayoutRule, to end: LayoutRule)

    /// Moves `child`'s view, already added, behind its siblings (UIKit's `sendSubviewToBack(_:)`):
    /// only the drawing order changes, its placement stays.
    ///
    /// - Parameter child: A child whose view the executor added.
    func sendViewToBack(of child: Controller)

    /// Sets the opacity of `child`'s view (`alpha`): a cross-dissolve made by hand fades the
    /// incoming view in and the outgoing one out inside ``animate(withDuration:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - child: A child whose view the host shows.
    ///   - opacity: From 0 (transparent) to 1.
    func setOpacity(ofViewOf child: Controller, to opacity: Double)

    /// Removes `child`'s view from its superview.
    ///
    /// - Parameter child: A child whose view the executor added.
    func removeView(of child: Controller)

    /// Swaps the views of two children with the host's transition (UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`): places `new`'s view at
    /// `swap.incomingStart`, and in the animations at `swap.incomingEnd` (and `old`'s at
    /// `swap.outgoingEnd`). The containment calls around it are the executor's.
    ///
    /// - Parameters:
    ///   - old: The child shown; already told `willMove(toParent: nil)`.
    ///   - new: Its replacement; already added with `addChild(_:)`.
    ///   - swap: Where the views go and how.
    ///   - completion: Runs when the animation ends, with whether it finished.
    /// - Throws: What a host that checks the call refuses (the headless host); nothing happened then.
    func transition(
        from old: Controller, to new: Controller, swap: ViewSwap, completion: @escaping @MainActor (Bool) -> Void
    ) throws(ContainmentViolation)

    /// Animates view changes (UIKit's `UIView.animate`): runs `animations` now, `completion` when done.
    ///
    /// - Parameters:
    ///   - duration: Seconds; `0` completes at once.
    ///   - animations: Sets the final state.
    ///   - completion: Runs once, with whether the animation finished.
    func animate(
        withDuration duration: Double, animations: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void)

    /// Called right before each UIKit-spelled call the executor makes on this host or a child, so a
    /// host that cannot observe those calls (UIKit) can record them on a trace; the headless host
    /// records its own calls and ignores it.
    ///
    /// - Parameter call: The call about to be made.
    func executorWillCall(_ call: ContainmentCall<Controller>)

    /// Records a call the executor's preflight refused before making it (on the host's trace).
    ///
    /// - Parameter violation: What the call would have violated.
    func executorRefused(_ violation: ContainmentViolation)
}
