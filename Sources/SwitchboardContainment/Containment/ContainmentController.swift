/// The containment API that `UIViewController` and ``HeadlessViewController`` share, spelled as
/// UIKit spells it, so one container executor drives either: it asks a host and its children only
/// through these members (and the host operations that cannot share a signature).
///
/// Both adopt it with an empty extension — the conformance is the proof that the spellings match:
/// `extension HeadlessViewController: ContainmentController {}` here, and the same line for
/// `UIViewController` in `SwitchboardUIKit`.
@MainActor
package protocol ContainmentController: AnyObject {
    /// The controller type of the hierarchy: `UIViewController` or `HeadlessViewController`.
    associatedtype Controller: ContainmentController where Controller.Controller == Controller, Controller.View == View
    /// The view type of the hierarchy: `UIView` or `HeadlessView`.
    associatedtype View: ContainmentView where View.Superview == View

    /// The container this controller is a child of.
    var parent: Controller? { get }
    /// The child controllers, in the order they were added.
    var children: [Controller] { get }
    /// The root view if it has been loaded, without loading it.
    var viewIfLoaded: View? { get }
    /// Whether the root view has been loaded.
    var isViewLoaded: Bool { get }
    /// Whether the controller is being added to a parent (read in the appearance callbacks).
    var isMovingToParent: Bool { get }
    /// Whether the controller is being removed from its parent (read in the disappearance callbacks).
    var isMovingFromParent: Bool { get }
    /// Whether appearance reaches the children automatically; `false` for a container that calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on them itself.
    var shouldAutomaticallyForwardAppearanceMethods: Bool { get }

    /// Loads the root view now if it has not been loaded.
    func loadViewIfNeeded()
    /// Makes `childController` a child; calls `childController.willMove(toParent: self)`.
    func addChild(_ childController: Controller)
    /// Detaches the controller from its parent; calls `didMove(toParent: nil)`.
    func removeFromParent()
    /// Called before the controller joins (`parent`) or leaves (`nil`) a container.
    func willMove(toParent parent: Controller?)
    /// Called after the controller joined (`parent`) or left (`nil`) a container.
    func didMove(toParent parent: Controller?)
    /// Starts an appearance (`true`) or disappearance (`false`) transition.
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)
    /// Ends the appearance transition begun last.
    func endAppearanceTransition()
}

/// The one view fact a container executor reads, spelled as `UIView` and ``HeadlessView`` spell
/// it: where a view sits. Both adopt it with an empty extension.
@MainActor
package protocol ContainmentView: AnyObject {
    /// The view type of the hierarchy.
    associatedtype Superview: ContainmentView

    /// The view this view is a subview of.
    var superview: Superview? { get }
}
