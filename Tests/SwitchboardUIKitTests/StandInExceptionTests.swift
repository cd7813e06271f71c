#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A container that forwards appearance to its children by hand.
    @MainActor
    final class ManualForwardingContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    /// `container` with two children, the first one's view in its view.
    @MainActor
    func containerWithTwoChildren(_ container: UIViewController) -> (UIViewController, UIViewController) {
        let (old, new) = (UIViewController(), UIViewController())
        container.addChild(old)
        container.view.addSubview(old.view)
        old.didMove(toParent: container)
        container.addChild(new)
        return (old, new)
    }

    @Suite("UIKit's exceptions stop the process on the stand-in too")
    struct StandInExceptionTests {
        @Test("transition(from:to:…) on a receiver that forwards appearance by hand stops, as UIKit raises")
        func transitionWithManualForwardingStops() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let container = ManualForwardingContainer()
                    let (old, new) = containerWithTwoChildren(container)
                    container.transition(from: old, to: new, duration: 0, animations: nil)
                }
            }
        }

        @Test("A layout rule a container cannot apply is reported and the process goes on, even in a debug build")
        func unplaceableChildStops() async {
            // Reported as `placementRefused` (PlacementRefusedTests); a shipped app must never stop here.
            await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let child = UIViewController()
                    let container = SwapContainerViewController(
                        [.instance("child", child), .instance("other", UIViewController())], title: "swap", trace: nil)
                    container.loadViewIfNeeded()
                    // Code outside the container took the child's view away: placing it is refused, not fatal.
                    child.view.removeFromSuperview()
                    container.install(.pinnedToEdges(), for: child, in: container.view)
                }
            }
        }

        @Test("The same transition on a receiver that forwards automatically runs (negative control)")
        @MainActor
        func transitionWithAutomaticForwardingRuns() {
            StandIn.reset()
            let container = UIViewController()
            let (old, new) = containerWithTwoChildren(container)
            var finished: Bool?
            container.transition(from: old, to: new, duration: 0, animations: nil) { finished = $0 }
            StandIn.tick()
            #expect(finished == true && new.view.superview === container.view && old.view.superview == nil)
        }
    }
#endif
