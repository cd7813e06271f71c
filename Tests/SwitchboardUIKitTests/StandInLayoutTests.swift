#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// Counts its layout passes.
    @MainActor
    final class LayoutCountingController: UIViewController {
        private(set) var layouts = 0

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts += 1
        }
    }

    @Suite("The stand-in lays a view out only when it needs it, as UIKit does")
    @MainActor
    struct StandInLayoutTests {
        @Test("layoutIfNeeded runs the layout hooks once after a change and not again without one")
        func onlyWhenNeeded() {
            StandIn.reset()
            let controller = LayoutCountingController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let afterAppearing = controller.layouts
            #expect(afterAppearing == 1)
            window.layoutIfNeeded()
            StandIn.tick()
            #expect(controller.layouts == afterAppearing, "nothing changed")
            controller.view.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(controller.layouts == afterAppearing + 1)
            controller.view.addSubview(UIView())
            StandIn.tick()
            #expect(controller.layouts == afterAppearing + 2, "a run loop cycle ends with a layout pass")
        }

        @Test(
            "A new size, a scroll, a subview or a constraint marks the view for layout",
            arguments: ["size", "scroll", "subview", "constraint", "nothing"])
        func triggers(change: String) {
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            view.addSubview(child)
            view.layoutIfNeeded()
            let counter = LayoutCountingController()
            counter.view = view
            switch change {
            case "size": view.frame.size.width = 200
            case "scroll": view.contentOffset = CGPoint(x: 10, y: 0)
            case "subview": child.removeFromSuperview()
            case "constraint": NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 5)])
            default: break
            }
            view.layoutIfNeeded()
            #expect(counter.layouts == (change == "nothing" ? 0 : 1))
        }
    }
#endif
