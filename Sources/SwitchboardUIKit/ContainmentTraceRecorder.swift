package import Switchboard

#if os(iOS)
    package import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    package import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Records, on a `ContainmentTrace`, the events a UIKit host's containment calls produce — the
    /// very events, in the very order, that `HeadlessViewController` records for the same calls — so
    /// a trace taken on a device compares with a headless one.
    ///
    /// UIKit does not report its own containment steps, so a host calls the recorder right after each
    /// UIKit call it makes (or overrides). Where one UIKit call implies another, the recorder records
    /// both, as the headless host does: `addChild(_:)` calls `willMove(toParent:)`, and
    /// `removeFromParent()` calls `didMove(toParent: nil)`. Controllers are named by
    /// `UIViewController/traceName`. Without a trace every method does nothing.
    ///
    /// ```swift
    /// let recorder = ContainmentTraceRecorder(trace: trace)
    /// container.addChild(child)
    /// recorder.addedChild(child, to: container)
    /// container.view.addSubview(child.view)
    /// recorder.addedView(of: child, to: container)
    /// child.didMove(toParent: container)
    /// recorder.didMove(child, toParent: container)
    /// ```
    @MainActor
    package struct ContainmentTraceRecorder {
        /// Where events go; `nil` records nothing.
        package let trace: ContainmentTrace?

        /// Creates a recorder.
        ///
        /// - Parameter trace: Where events go; the task's `ContainmentTrace.current` by default.
        package init(trace: ContainmentTrace? = ContainmentTrace.current) {
            self.trace = trace
        }

        /// After `parent.addChild(child)`: `addChild`, then the `willMove(toParent:)` UIKit made.
        ///
        /// - Parameters:
        ///   - child: The new child.
        ///   - parent: Its container.
        package func addedChild(_ child: UIViewController, to parent: UIViewController) {
            trace?.record(.addChild(child.traceName, parent: parent.traceName))
            trace?.record(.willMove(child.traceName, toParent: parent.traceName))
        }

        /// After `child.willMove(toParent:)` called by the host (before a removal).
        ///
        /// - Parameters:
        ///   - child: The child.
        ///   - parent: The parent named in the call, `nil` when leaving.
        package func willMove(_ child: UIViewController, toParent parent: UIViewController?) {
            trace?.record(.willMove(child.traceName, toParent: parent?.traceName))
        }

        /// After `child.didMove(toParent:)` called by the host (after an addition).
        ///
        /// - Parameters:
        ///   - child: The child.
        ///   - parent: The parent named in the call.
        package func didMove(_ child: UIViewController, toParent parent: UIViewController?) {
            trace?.record(.didMove(child.traceName, toParent: parent?.traceName))
        }

        /// After `child.removeFromParent()`: `removeFromParent`, then the `didMove(toParent: nil)`
        /// UIKit made.
        ///
        /// - Parameters:
        ///   - child: The former child.
        ///   - parent: The container it left.
        package func removedFromParent(_ child: UIViewController, from parent: UIViewController) {
            trace?.record(.removeFromParent(child.traceName, parent: parent.traceName))
            trace?.record(.didMove(child.traceName, toParent: nil))
        }

        /// After a host's view loaded (from its `viewDidLoad()`).
        ///
        /// - Parameter controller: The controller whose view loaded.
        package func loadedView(of controller: UIViewController) {
            trace?.record(.viewDidLoad(controller.traceName))
        }

        /// After `child.view` was added to a view of `container`.
        ///
        /// - Parameters:
        ///   - child: The controller whose root view was added.
        ///   - container: The controller that owns the view it was added to.
        package func addedView(of child: UIViewController, to container: UIViewController) {
            trace?.record(.viewAdded(child.traceName, to: container.traceName))
        }

        /// After `child.view` was removed from a view of `container`.
        ///
        /// - Parameters:
        ///   - child: The controller whose root view was removed.
        ///   - container: The controller that owns the view it left.
        package func removedView(of child: UIViewController, from container: UIViewController) {
            trace?.record(.viewRemoved(child.traceName, from: container.traceName))
        }

        /// From an appearance callback (`viewWillAppear(_:)` and the others) of `controller`.
        ///
        /// - Parameters:
        ///   - callback: Which callback ran.
        ///   - controller: The controller it ran on.
        ///   - animated: The callback's `animated` argument.
        package func appearance(_ callback: AppearanceCallback, of controller: UIViewController, animated: Bool) {
            let name = controller.traceName
            switch callback {
            case .viewWillAppear: trace?.record(.viewWillAppear(name, animated: animated))
            case .viewIsAppearing: trace?.record(.viewIsAppearing(name, animated: animated))
            case .viewDidAppear: trace?.record(.viewDidAppear(name, animated: animated))
            case .viewWillDisappear: trace?.record(.viewWillDisappear(name, animated: animated))
            case .viewDidDisappear: trace?.record(.viewDidDisappear(name, animated: animated))
            }
        }

        /// From `viewWillLayoutSubviews()` of a controller on screen.
        ///
        /// - Parameter controller: The controller being laid out.
        package func layout(of controller: UIViewController) {
            trace?.record(.layout(controller.traceName))
        }

        /// Right before `container.transition(from:to:…)` swaps the two children's views.
        ///
        /// - Parameters:
        ///   - from: The child being replaced.
        ///   - to: The child taking its place.
        ///   - container: Their parent.
        package func beganTransition(from: UIViewController, to: UIViewController, in container: UIViewController) {
            trace?.record(.transitionBegan(from: from.traceName, to: to.traceName, container: container.traceName))
        }

        /// First thing in the transition's completion, before the host's own completion work.
        ///
        /// - Parameters:
        ///   - from: The child that was replaced.
        ///   - to: The child that took its place.
        ///   - container: Their parent.
        ///   - finished: The completion's argument.
        package func endedTransition(
            from: UIViewController, to: UIViewController, in container: UIViewController, finished: Bool
        ) {
            trace?.record(
                .transitionEnded(
                    from: from.traceName, to: to.traceName, container: container.traceName, finished: finished))
        }
    }
#endif
