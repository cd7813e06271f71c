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
            "Leading and trailing flip in right-to-left; left and right and scroll offsets never do",
            arguments: [UISemanticContentAttribute.unspecified, .forceRightToLeft, .forceLeftToRight, .playback])
        func rightToLeft(attribute: UISemanticContentAttribute) {
            StandIn.reset()
            StandIn.userInterfaceLayoutDirection = .rightToLeft
            let container = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            container.semanticContentAttribute = attribute
            let (leading, left) = (UIView(), UIView())
            for view in [leading, left] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            NSLayoutConstraint.activate([
                leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                leading.topAnchor.constraint(equalTo: container.topAnchor),
                leading.widthAnchor.constraint(equalToConstant: 50),
                leading.heightAnchor.constraint(equalToConstant: 50),
                left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
                left.topAnchor.constraint(equalTo: container.topAnchor),
                left.widthAnchor.constraint(equalToConstant: 50), left.heightAnchor.constraint(equalToConstant: 50),
            ])
            container.layoutIfNeeded()
            let flipped = attribute == .unspecified || attribute == .forceRightToLeft
            #expect(container.effectiveUserInterfaceLayoutDirection == (flipped ? .rightToLeft : .leftToRight))
            #expect(leading.frame.minX == (flipped ? 240 : 10))
            #expect(left.frame.minX == 10 && container.contentOffset == .zero)
            StandIn.reset()
        }

        @Test("A rotation tells the controllers first, resizes inside the animation, completes on the clock")
        func rotation() {
            StandIn.reset()
            final class Sized: UIViewController {
                var steps: [String] = []
                override func viewWillTransition(
                    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
                ) {
                    super.viewWillTransition(to: size, with: coordinator)
                    steps.append("will \(Int(size.width)) (view \(Int(view.bounds.width)))")
                    coordinator.animate(
                        alongsideTransition: { [unowned self] _ in steps.append("along \(Int(view.bounds.width))") },
                        completion: { [unowned self] context in steps.append("done animated: \(context.isAnimated)") })
                }
            }
            let (parent, child) = (Sized(), Sized())
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = parent
            window.makeKeyAndVisible()
            StandIn.rotate(window, to: CGSize(width: 844, height: 390))
            #expect(parent.steps == ["will 844 (view 390)", "along 844"])
            #expect(child.steps.first == "will 844 (view 0)", "super forwards to the children")
            StandIn.runUntilIdle()
            #expect(parent.steps.last == "done animated: true" && window.bounds.width == 844)
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

        @Test("A scroll view's content size follows the constraints to its content guide, and only those")
        func contentGuideSetsTheContentSize() throws {
            StandIn.reset()
            let screen = UIViewController()
            let window = onScreen(screen)
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            screen.view.addSubview(scroll)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(box)
            let content = scroll.contentLayoutGuide
            let boxBottom = content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 30)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 500),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor), boxBottom,
            ])
            window.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 500))
            #expect(scroll.contentSize == CGSize(width: 300, height: 540))
            scroll.contentOffset = CGPoint(x: 0, y: 340)
            #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 340, width: 300, height: 200))
            #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 540))
            // A view deeper inside sets it in the content's coordinates, not its superview's.
            let holder = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 100))
            scroll.addSubview(holder)
            let deep = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
            holder.addSubview(deep)
            boxBottom.isActive = false
            content.bottomAnchor.constraint(equalTo: deep.bottomAnchor, constant: 30).isActive = true
            scroll.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(scroll.contentSize.height == 690)
            // Without constraints to the content guide, the size code sets stays (as the pager's does).
            let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            screen.view.addSubview(plain)
            plain.contentSize = CGSize(width: 900, height: 200)
            plain.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(plain.contentSize == CGSize(width: 900, height: 200))
        }
    }
#endif
