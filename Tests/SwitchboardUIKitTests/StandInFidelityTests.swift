#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    #if os(iOS)
        import UIKit
    #else
        import UIKitStandIn
    #endif
    import Testing

    /// Facts of UIKit the adapter relies on. On Linux they check the stand-in against UIKit's
    /// documentation; run on a simulator, the same tests check them against UIKit itself.
    @Suite("UIKit facts the adapter relies on")
    @MainActor
    struct StandInFidelityTests {
        @Test("Animation curves are UIViewAnimationCurve << 16, transitions n << 20 (UIView.h)")
        func animationOptionBits() {
            let curves: [UIView.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
            #expect(curves.map(\.rawValue) == (0..<4).map { UInt($0) << 16 })
            let transitions: [UIView.AnimationOptions] = [
                .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp, .transitionCurlDown,
                .transitionCrossDissolve, .transitionFlipFromTop, .transitionFlipFromBottom,
            ]
            #expect(transitions.map(\.rawValue) == (1..<8).map { UInt($0) << 20 })
            #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        }

        @Test("addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
        func containmentCallbacks() {
            final class Child: UIViewController {
                var calls: [String] = []
                override func willMove(toParent parent: UIViewController?) {
                    super.willMove(toParent: parent)
                    calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
                }
                override func didMove(toParent parent: UIViewController?) {
                    super.didMove(toParent: parent)
                    calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
                }
            }
            let parent = UIViewController()
            let child = Child()
            parent.addChild(child)
            #expect(child.parent === parent && parent.children.count == 1)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.removeFromParent()
            #expect(child.parent == nil && parent.children.isEmpty)
            #expect(child.calls == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        }

        @Test("The view loads once, on first access, and viewIfLoaded never loads it")
        func viewLoading() {
            final class Counting: UIViewController {
                var loads = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loads += 1
                }
            }
            let controller = Counting()
            #expect(controller.viewIfLoaded == nil && !controller.isViewLoaded)
            controller.loadViewIfNeeded()
            _ = controller.view
            #expect(controller.isViewLoaded && controller.loads == 1)
        }

        @Test("An active constraint is held by the nearest common ancestor of its views")
        func constraintHolder() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            container.addSubview(child)
            let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
            #expect(!constraint.isActive)
            NSLayoutConstraint.activate([constraint])
            #expect(constraint.isActive && container.constraints.contains { $0 === constraint })
            NSLayoutConstraint.deactivate([constraint])
            #expect(!constraint.isActive && !container.constraints.contains { $0 === constraint })
        }

        @Test("insertSubview(_:aboveSubview:) puts a view right above its sibling, moving it if it was elsewhere")
        func insertAboveSibling() {
            let stage = UIView()
            let (bottom, top, inserted) = (UIView(), UIView(), UIView())
            stage.addSubview(bottom)
            stage.addSubview(top)
            let elsewhere = UIView()
            elsewhere.addSubview(inserted)
            stage.insertSubview(inserted, aboveSubview: bottom)
            #expect(stage.subviews == [bottom, inserted, top])
            #expect(inserted.superview === stage && elsewhere.subviews.isEmpty)
        }

        @Test("The responder chain: a root view's next is its controller, other views their superview")
        func responderChain() {
            let container = UIViewController()
            let child = UIViewController()
            let inner = UIView()
            container.view.addSubview(inner)
            inner.addSubview(child.view)
            #expect(child.view.next === child)
            #expect(child.next === inner)
            #expect(inner.next === container.view)
            #expect(container.view.next === container)
        }
    }
#endif
