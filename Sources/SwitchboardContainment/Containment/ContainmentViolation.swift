/// A misuse of view-controller containment, refused and reported by the headless host instead of
/// crashing.
///
/// What UIKit does with the same misuse differs by case — it raises an exception, logs an
/// "Unbalanced calls" message, or accepts it silently — and ``uikitBehavior`` says which, so a test
/// can tell a refusal that would crash a device from one that would only misbehave. The
/// "Headless containment" article lists every case with its classification and source.
///
/// Every violation names the controllers involved by their ``HeadlessViewController/debugName``,
/// never by reference, so a recorded violation keeps nothing alive.
///
/// How a violation surfaces depends on the API that detected it:
/// - the UIKit-spelled methods (`addChild(_:)`, `transition(from:to:…)`, …) keep UIKit's
///   non-throwing signatures: they refuse the call (the hierarchy stays as it was), record
///   ``ContainmentEvent/violation(_:)`` on the ``ContainmentTrace``, and hand the violation to
///   ``ContainmentViolationReporter/current``;
/// - the `checked…` variants (``HeadlessViewController/checkedAddChild(_:)`` and friends) refuse,
///   record on the trace, and throw the violation instead of reporting it.
public enum ContainmentViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// `addChild(_:)` was asked to add the container itself, or one of its ancestors.
    case childIsSelfOrAncestor(child: String, container: String)
    /// `addChild(_:)` was asked to add a controller that is already a child of this container.
    case childAlreadyAdded(child: String, container: String)
    /// `addChild(_:)` was given a controller whose view is already inside the view of another
    /// controller (`viewOwner`) than the new parent (UIKit's hierarchy-consistency check).
    case childViewInsideOtherController(child: String, viewOwner: String, container: String)
    /// `didMove(toParent:)` named a parent the controller does not have.
    case didMoveToWrongParent(child: String, named: String?, actualParent: String?)
    /// A child's view was added into the view of a controller that is not its parent
    /// (UIKit's `UIViewControllerHierarchyInconsistency`).
    case viewControllerHasDifferentParent(child: String, parent: String, container: String)
    /// A view was added to itself or to one of its own subviews.
    case viewHierarchyCycle(view: String, superview: String)
    /// A slot view for a child is not inside the container's view.
    case slotOutsideContainerView(container: String)
    /// A transition was asked to go from a controller to itself.
    case transitionToSelf(controller: String)
    /// The two sides of a transition do not share a parent.
    case transitionWithoutCommonParent(from: String, to: String)
    /// A side of a transition is not a child of the container that was asked to transition.
    case transitionParticipantNotChild(controller: String, container: String)
    /// `transition(from:to:…)` was asked of a container that forwards appearance by hand
    /// (`shouldAutomaticallyForwardAppearanceMethods` is `false`).
    case transitionWithManualAppearanceForwarding(container: String)
    /// A transition had no controller to leave (the "current child" was missing).
    case transitionFromMissingChild(container: String, to: String)
    /// The controller being left has no view in any hierarchy to replace.
    case transitionFromViewNotInHierarchy(controller: String)
    /// The controller being shown already has its view in a hierarchy (possibly on screen).
    case transitionToViewAlreadyInHierarchy(controller: String)
    /// A side of a transition is already part of a transition that has not completed.
    case transitionAlreadyInFlight(controller: String)
    /// A removal sequence was asked to remove a controller that is not a child of the container.
    case removalOfNonChild(child: String, container: String)
    /// `beginAppearanceTransition` in the same direction as the transition still in progress (the
    /// opposite direction is allowed: it cancels the transition in progress). One of the
    /// unbalanced appearance calls UIKit logs.
    case appearanceBeganTwice(controller: String)
    /// `beginAppearanceTransition(true, …)` on a controller that already appeared.
    case appearingWhileAppeared(controller: String)
    /// `beginAppearanceTransition(false, …)` on a controller that already disappeared.
    case disappearingWhileDisappeared(controller: String)
    /// `endAppearanceTransition()` without a matching begin.
    case appearanceEndedWithoutBegin(controller: String)
    /// An appearance callback was invoked directly instead of through the appearance machinery.
    case appearanceCallbackCalledDirectly(controller: String, callback: AppearanceCallback)
    /// The view of a former child remains in the container's view (a removal that skipped
    /// `removeFromSuperview()`).
    case childViewLeftInHierarchy(child: String, container: String)
    /// The view of a controller that was never added as a child is inside the container's view
    /// (`addSubview` without `addChild(_:)`).
    case viewAddedWithoutAddChild(child: String, container: String)
    /// A child was added but never told `didMove(toParent:)`.
    case missingDidMove(child: String, container: String)
    /// A view the container was placing is not a subview of the view it goes in (it was removed
    /// by hand, or never added): nothing was placed and the layout stays as it was. Activating
    /// the constraints would have raised.
    case viewNotInStage(view: String, container: String)

    /// The controller (or view) the violation is mainly about.
    public var subject: String {
        switch self {
        case .childIsSelfOrAncestor(_, let container), .childAlreadyAdded(_, let container),
            .slotOutsideContainerView(let container), .transitionFromMissingChild(let container, _),
            .transitionParticipantNotChild(_, let container), .transitionWithManualAppearanceForwarding(let container):
            return container
        case .didMoveToWrongParent(let child, _, _), .viewControllerHasDifferentParent(let child, _, _),
            .childViewLeftInHierarchy(let child, _), .missingDidMove(let child, _),
            .childViewInsideOtherController(let child, _, _), .removalOfNonChild(let child, _),
            .viewAddedWithoutAddChild(let child, _):
            return child
        case .viewHierarchyCycle(let view, _), .viewNotInStage(let view, _):
            return view
        case .transitionToSelf(let controller), .transitionFromViewNotInHierarchy(let controller),
            .transitionToViewAlreadyInHierarchy(let controller), .transitionAlreadyInFlight(let controller),
            .appearanceBeganTwice(let controller), .appearingWhileAppeared(let controller),
            .disappearingWhileDisappeared(let controller), .appearanceEndedWithoutBegin(let controller),
            .appearanceCallbackCalledDirectly(let controller, _):
            return controller
        case .transitionWithoutCommonParent(let from, _):
            return from
        }
    }

    /// A sentence explaining the misuse and what UIKit expects instead.
    public var description: String {
        switch self {
        case .childIsSelfOrAncestor(let child, let container):
            return "\(container) cannot add \(child) as a child: it is the container itself or one of its ancestors."
        case .childAlreadyAdded(let child, let container):
            return "\(child) is already a child of \(container)."
        case .didMoveToWrongParent(let child, let named, let actual):
            return "\(child).didMove(toParent: \(named ?? "nil")) but its parent is \(actual ?? "nil"); "
                + "call addChild(_:) (or removeFromParent()) first."
        case .viewControllerHasDifferentParent(let child, let parent, let container):
            return "The view of \(child) was added to \(container)'s view, but \(child)'s parent is \(parent) "
                + "(view controller hierarchy inconsistency)."
        case .childViewInsideOtherController(let child, let owner, let container):
            return "\(container) cannot add \(child) as a child: its view is inside the view of \(owner) "
                + "(view controller hierarchy inconsistency); remove it from there first."
        case .viewHierarchyCycle(let view, let superview):
            return "Cannot add \(view) to \(superview): it would become its own ancestor."
        case .slotOutsideContainerView(let container):
            return "The slot for a child of \(container) is not inside \(container)'s view."
        case .transitionToSelf(let controller):
            return "Cannot transition from \(controller) to itself."
        case .transitionWithoutCommonParent(let from, let to):
            return "Cannot transition from \(from) to \(to): they do not have the same parent; "
                + "call addChild(_:) for both first."
        case .transitionParticipantNotChild(let controller, let container):
            return "Cannot transition: \(controller) is not a child of \(container)."
        case .transitionWithManualAppearanceForwarding(let container):
            return "\(container) forwards appearance by hand, so it cannot use transition(from:to:…); "
                + "move the views and call beginAppearanceTransition(_:animated:) itself."
        case .transitionFromMissingChild(let container, let to):
            return "\(container) has no current child to transition from to \(to)."
        case .transitionFromViewNotInHierarchy(let controller):
            return "Cannot transition from \(controller): its view is not in a view hierarchy."
        case .transitionToViewAlreadyInHierarchy(let controller):
            return "Cannot transition to \(controller): its view is already in a view hierarchy (or on screen)."
        case .transitionAlreadyInFlight(let controller):
            return "\(controller) is already part of a transition that has not completed."
        case .removalOfNonChild(let child, let container):
            return "Cannot remove \(child) from \(container): it is not a child of \(container)."
        case .appearanceBeganTwice(let controller):
            return Self.unbalanced(controller, "begin again in the direction of the transition in progress")
        case .appearingWhileAppeared(let controller):
            return Self.unbalanced(controller, "begin appearing while already appeared")
        case .disappearingWhileDisappeared(let controller):
            return Self.unbalanced(controller, "begin disappearing while already disappeared")
        case .appearanceEndedWithoutBegin(let controller):
            return Self.unbalanced(controller, "end without a matching begin")
        case .appearanceCallbackCalledDirectly(let controller, let callback):
            return "\(controller).\(callback.rawValue)(_:) was called directly; use "
                + "beginAppearanceTransition(_:animated:)/endAppearanceTransition() instead."
        case .childViewLeftInHierarchy(let child, let container):
            return "The view of \(child) is still in \(container)'s view but \(child) is not its child; "
                + "call removeFromSuperview() when removing a child."
        case .viewAddedWithoutAddChild(let child, let container):
            return "The view of \(child) is in \(container)'s view but \(child) was never added as a child; "
                + "call addChild(_:) before adding its view."
        case .missingDidMove(let child, let container):
            return "\(child) was added to \(container) but never received didMove(toParent:)."
        case .viewNotInStage(let view, let container):
            return "\(container) cannot place \(view): it is not a subview of the view it goes in (removed by "
                + "hand, or never added); nothing was placed and the layout stays as it was."
        }
    }

    /// The sentence of an unbalanced appearance call, in the words UIKit logs it with.
    private static func unbalanced(_ controller: String, _ detail: String) -> String {
        "Unbalanced calls to begin/end appearance transitions for \(controller): \(detail)."
    }
}

/// The appearance callbacks of a view controller.
public enum AppearanceCallback: String, Hashable, Sendable {
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewIsAppearing(_:)`.
    case viewIsAppearing
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
}

/// Where a controller is in its appearance life cycle.
public enum AppearanceState: Hashable, Sendable {
    /// Not on screen (the initial state).
    case disappeared
    /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    case disappearing
}

extension AppearanceState {
    /// Whether the controller is on screen or on its way there (`appearing` or `appeared`).
    package var isHeadingToAppeared: Bool { self == .appearing || self == .appeared }

    /// Whether an appearance transition is in progress.
    package var isInTransition: Bool { self == .appearing || self == .disappearing }
}

extension AppearanceCallback {
    /// `viewWillAppear`, `viewIsAppearing` or `viewDidAppear`.
    var isAppearance: Bool { self == .viewWillAppear || self == .viewIsAppearing || self == .viewDidAppear }

    /// `viewWillDisappear` or `viewDidDisappear`.
    var isDisappearance: Bool { self == .viewWillDisappear || self == .viewDidDisappear }
}
