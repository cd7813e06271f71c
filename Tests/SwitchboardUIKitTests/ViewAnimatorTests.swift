#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    @testable import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("ViewAnimator: containment animations on UIView.animate")
    @MainActor
    struct ViewAnimatorTests {
        @Test("An animated step goes to UIView.animate with the animator's options and delay")
        func animatedStepUsesUIViewAnimate() {
            StandIn.reset()
            let panel = UIView()
            panel.alpha = 0
            let animator = ViewAnimator(options: [.curveEaseOut, .allowUserInteraction])
            animator.animate(withDuration: 0.3, animations: { panel.alpha = 1 }, completion: { _ in })
            #expect(panel.alpha == 1)
            #expect(
                StandIn.animations == [
                    StandIn.Animation(
                        kind: .animate, duration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction])
                ])
        }

        @Test("The completion runs when UIKit ends the animation, with UIKit's finished flag")
        func completionWaitsForUIKit() {
            StandIn.reset()
            let (panel, window) = viewOnScreen()
            defer { withExtendedLifetime(window) {} }
            let animator = ViewAnimator(delay: 0.1)
            var outcomes: [Bool] = []
            animator.animate(withDuration: 0.25, animations: { panel.alpha = 0.5 }, completion: { outcomes.append($0) })
            #expect(outcomes.isEmpty)
            #expect(StandIn.pendingAnimationCount == 1)
            StandIn.advance(by: 0.3)
            #expect(outcomes.isEmpty, "0.1 s delay + 0.25 s")
            StandIn.finishAnimations(finished: false)
            #expect(outcomes == [false])
            #expect(StandIn.animations.map(\.delay) == [0.1])
            StandIn.reset()
        }

        @Test("A step without duration completes synchronously and never reaches UIKit", arguments: [0.0, -1.0])
        func unanimatedStepIsSynchronous(duration: Double) {
            StandIn.reset()
            var steps: [String] = []
            ViewAnimator().animate(
                withDuration: duration, animations: { steps.append("animations") },
                completion: { steps.append("completion(\($0))") })
            #expect(steps == ["animations", "completion(true)"])
            #expect(StandIn.animations.isEmpty)
            StandIn.reset()
        }

        @Test("A swap's cross-dissolve is UIKit's transition option; slides and cuts need none")
        func transitionOptions() {
            let shared: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState]
            #expect(
                ContainerAnimation.crossDissolve(duration: 1).transitionOptions
                    == shared.union(.transitionCrossDissolve))
            #expect(ContainerAnimation.slide().transitionOptions == shared)
            #expect(ContainerAnimation.none.transitionOptions == shared)
        }
    }
#endif
