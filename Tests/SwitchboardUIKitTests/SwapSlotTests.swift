#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A child whose view holds one full-size button that counts its taps.
    @MainActor
    final class TappableChild {
        let controller = UIViewController()
        private(set) var taps = 0

        init(_ title: String) {
            controller.title = title
            let button = UIButton(
                type: .system, primaryAction: UIAction(title: title) { [weak self] _ in self?.taps += 1 })
            button.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            controller.view?.addSubview(button)
        }
    }

    @Suite("The UIKit swap slot clips its children, lets touches through and answers queued swaps in order")
    @MainActor
    struct SwapSlotTests {
        /// A swap slot of three tappable children, sliding, on screen.
        private func slot() -> (SwapContainerViewController, [TappableChild], UIWindow) {
            StandIn.reset()
            let children = ["red", "green", "blue"].map(TappableChild.init)
            let swap = SwapContainerViewController(
                children.map { .instance(ChildID($0.controller.title ?? ""), $0.controller) },
                animation: .slide(), title: "swap", trace: nil)
            return (swap, children, onScreen(swap))
        }

        @Test("The slot clips its children, so a child sliding in draws only inside it, and lands on the slot")
        func clipsDuringSlide() throws {
            let (swap, children, window) = slot()
            #expect(swap.view.clipsToBounds)
            #expect(swap.handle(.swapNext, from: nil) == .applied)
            let incoming: UIView = children[1].controller.view
            #expect(incoming.superview === swap.view)
            StandIn.advance(by: 0.05)
            #expect(swap.isTransitioning, "the slide is under way")
            StandIn.runUntilIdle()
            #expect(incoming.frame == swap.view.bounds, "it lands on the slot")
            withExtendedLifetime(window) {}
        }

        @Test("Swaps allow user interaction and begin from the current state, so a tap during one reaches the child")
        func touchesDuringSwap() throws {
            let (swap, children, window) = slot()
            #expect(swap.handle(.swapNext, from: nil) == .applied)
            let options = try #require(StandIn.animations.last?.options)
            #expect(options.contains(.allowUserInteraction) && options.contains(.beginFromCurrentState))
            #expect(swap.isTransitioning)
            StandIn.tap(CGPoint(x: 195, y: 422), in: window)
            #expect(children[0].taps + children[1].taps == 1, "the tap reached a child during the slide")
            StandIn.runUntilIdle()
        }

        @Test("The panels' default animator allows user interaction and begins from the current state")
        func animatorDefaults() {
            let options = ViewAnimator().options
            #expect(options.contains(.allowUserInteraction) && options.contains(.beginFromCurrentState))
        }

        @Test("Negative control: an animation without .allowUserInteraction makes a tap reach nothing until it ends")
        func blockingAnimation() {
            StandIn.reset()
            let scene = TapScene(button: CGRect(x: 10, y: 10, width: 100, height: 44))
            UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { scene.panel.alpha = 0.5 })
            #expect(StandIn.tap(CGPoint(x: 40, y: 60), in: scene.window) == nil)
            #expect(scene.taps == 0)
            StandIn.advance(by: 0.3)
            #expect(StandIn.tap(CGPoint(x: 40, y: 60), in: scene.window) === scene.button)
            #expect(scene.taps == 1)
        }

        @Test("Swaps asked for during a slide stay queued and are answered in order, each from where the last ended")
        func queuedInOrder() throws {
            let (swap, _, window) = slot()
            let log = AnnouncementLog()
            swap.observers.add(log)
            #expect(swap.handle(.swap(to: "green"), from: nil) == .applied)
            #expect(swap.handle(.swap(to: "blue"), from: nil) == .queued(position: 0))
            #expect(swap.handle(.swapNext, from: nil) == .queued(position: 1))
            #expect(swap.pendingRequests.count == 2)
            StandIn.runUntilIdle()
            #expect(
                log.announcements == [
                    .willSwap(from: "red", to: "green"), .didSwap(from: "red", to: "green"),
                    .willSwap(from: "green", to: "blue"), .didSwap(from: "green", to: "blue"),
                    .willSwap(from: "blue", to: "red"), .didSwap(from: "blue", to: "red"),
                ])
            #expect(swap.pendingRequests.isEmpty && !swap.isTransitioning)
            #expect(swap.machine.current == "red")
            withExtendedLifetime(window) {}
        }
    }
#endif
