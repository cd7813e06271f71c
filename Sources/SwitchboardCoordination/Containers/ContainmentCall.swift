/// A UIKit-spelled call a container executor is about to make, told to its host
/// (``ContainerHost/executorWillCall(_:)``) so a UIKit host can record it on a trace.
package enum ContainmentCall<Controller: AnyObject> {
    /// `host.addChild(child)`; UIKit then calls `child.willMove(toParent: host)`.
    case addChild(Controller)
    /// `child.willMove(toParent: parent)`.
    case willMove(Controller, toParent: Controller?)
    /// `child.didMove(toParent: parent)`.
    case didMove(Controller, toParent: Controller?)
    /// `child.removeFromParent()` on a child of the host; UIKit then calls `didMove(toParent: nil)`.
    case removeFromParent(Controller)
    /// `child.beginAppearanceTransition(isAppearing, animated: animated)`.
    case beginAppearanceTransition(Controller, isAppearing: Bool, animated: Bool)
    /// `child.endAppearanceTransition()`, ending an appearance (`true`) or a disappearance, begun
    /// with `animated`.
    case endAppearanceTransition(Controller, isAppearing: Bool, animated: Bool)
}
