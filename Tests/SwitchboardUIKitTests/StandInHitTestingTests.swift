#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// A window of 390 × 844 points holding `panel` at `frame`, with a button in it at `buttonFrame`
    /// whose taps are counted.
    @MainActor
    final class TapScene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let panel: UIView
        let button: UIButton
        private(set) var taps = 0

        init(panel frame: CGRect = CGRect(x: 20, y: 40, width: 200, height: 200), button buttonFrame: CGRect) {
            panel = UIView(frame: frame)
            button = UIButton(frame: buttonFrame, primaryAction: nil)
            window.addSubview(panel)
            panel.addSubview(button)
            button.addAction(
                UIAction(title: "count") { [weak self] _ in self?.taps += 1 }, for: .primaryActionTriggered)
        }
    }

    @Suite("The stand-in's hit testing and controls follow UIKit's rules")
    @MainActor
    struct StandInHitTestingTests {
        @Test("A tap on a button inside its superview's bounds runs its primary action once")
        func tapRunsPrimaryAction() {
            let scene = TapScene(button: CGRect(x: 10, y: 10, width: 100, height: 44))
            #expect(StandIn.tap(CGPoint(x: 40, y: 60), in: scene.window) === scene.button)
            #expect(scene.taps == 1)
            #expect(StandIn.tap(scene.button) === scene.button && scene.taps == 2)
        }

        @Test("A button drawn outside its superview's bounds is never hit (negative control for the pager's pages)")
        func outsideSuperviewBounds() {
            let scene = TapScene(button: CGRect(x: 250, y: 10, width: 100, height: 44))
            let hit = StandIn.tap(CGPoint(x: 300, y: 60), in: scene.window)
            #expect(hit === scene.window, "the point is in the window, outside the panel")
            #expect(scene.taps == 0)
            scene.panel.frame.size.width = 400
            #expect(StandIn.tap(CGPoint(x: 300, y: 60), in: scene.window) === scene.button, "inside once it grows")
        }

        @Test(
            "Hidden, non-interactive and nearly transparent views take no touches, nor do their subviews",
            arguments: ["hidden", "userInteraction", "alpha", "disabled"])
        func skippedViews(rule: String) {
            let scene = TapScene(button: CGRect(x: 10, y: 10, width: 100, height: 44))
            switch rule {
            case "hidden": scene.panel.isHidden = true
            case "userInteraction": scene.panel.isUserInteractionEnabled = false
            case "alpha": scene.panel.alpha = 0.009
            default: scene.button.isEnabled = false
            }
            let hit = StandIn.tap(CGPoint(x: 40, y: 60), in: scene.window)
            #expect(scene.taps == 0)
            #expect((hit === scene.button) == (rule == "disabled"), "a disabled control is hit but sends nothing")
        }

        @Test("The front-most subview wins, and a scroll view's offset moves what is under the finger")
        func frontToBackAndOffset() {
            let scene = TapScene(button: CGRect(x: 10, y: 10, width: 100, height: 44))
            let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scene.panel.addSubview(cover)
            #expect(StandIn.tap(CGPoint(x: 40, y: 60), in: scene.window) === cover)
            cover.removeFromSuperview()

            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let far = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            scene.window.addSubview(scrollView)
            scrollView.addSubview(content)
            content.addSubview(far)
            scrollView.contentOffset = CGPoint(x: 200, y: 0)
            #expect(StandIn.tap(CGPoint(x: 50, y: 50), in: scene.window) === far)
            #expect(far.convert(CGPoint(x: 0, y: 0), to: nil) == .zero)
            #expect(scene.window.convert(CGPoint(x: 10, y: 10), to: far) == CGPoint(x: 10, y: 10))
        }

        @Test("Safe-area insets reach a view where it overlaps them, plus its controller's additional insets")
        func safeArea() {
            let scene = TapScene(
                panel: CGRect(x: 0, y: 20, width: 390, height: 824), button: CGRect(x: 0, y: 0, width: 10, height: 10))
            StandIn.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: scene.window)
            #expect(scene.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(scene.panel.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 34, right: 0))
            #expect(scene.button.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
            controller.view.frame = scene.window.bounds
            scene.window.addSubview(controller.view)
            #expect(controller.view.safeAreaInsets.top == 91)
        }

        @Test(
            "A scroll view adds the safe area to its content insets as its behaviour says",
            arguments: [
                (
                    UIScrollView.ContentInsetAdjustmentBehavior.automatic,
                    UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
                ),
                (.scrollableAxes, .zero), (.never, .zero),
                (.always, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            ])
        func contentInsetAdjustment(behavior: UIScrollView.ContentInsetAdjustmentBehavior, expected: UIEdgeInsets) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            StandIn.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), of: window)
            let scrollView = UIScrollView(frame: window.bounds)
            window.addSubview(scrollView)
            scrollView.contentSize = CGSize(width: 390, height: 844)
            scrollView.contentInsetAdjustmentBehavior = behavior
            #expect(scrollView.adjustedContentInset == expected)
            scrollView.contentSize.height = 2000
            #expect(scrollView.adjustedContentInset.top == (behavior == .never ? 0 : 47), "a vertical scroller")
            scrollView.contentInset.left = 5
            #expect(scrollView.adjustedContentInset.left == 5)
        }

        @Test("UIButton(primaryAction:) takes the action's title; removed actions no longer run")
        func buttonWithPrimaryAction() {
            var runs: [String] = []
            let action = UIAction(title: "Next") { action in
                runs.append("\(action.title) from \(action.sender is UIButton ? "button" : "?")")
            }
            let button = UIButton(primaryAction: action)
            #expect(button.buttonType == .system && button.currentTitle == "Next")
            button.sendActions(for: .primaryActionTriggered)
            button.removeAction(action, for: .primaryActionTriggered)
            button.sendActions(for: .primaryActionTriggered)
            #expect(runs == ["Next from button"])
        }
    }
#endif
