#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// Receives a scroll view's delegate calls, in order.
    @MainActor
    final class ScrollDelegateLog: NSObject, UIScrollViewDelegate {
        var calls: [String] = []

        /// A scroll view of 100 × 100 points whose delegate is a fresh log (the caller keeps the log).
        static func scrollView(width: CGFloat = 100) -> (UIScrollView, ScrollDelegateLog) {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            let log = ScrollDelegateLog()
            scrollView.delegate = log
            return (scrollView, log)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("didScroll(\(Int(scrollView.contentOffset.x)))")
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging(target: \(Int(targetContentOffset.pointee.x)))")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(decelerate: \(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            calls.append("didEndScrollingAnimation")
        }
    }

    @Suite("The stand-in's clock: animations and animated scrolls end later, as on a device")
    @MainActor
    struct StandInAnimationClockTests {
        @Test("UIView.animate sets the values now and completes after the duration, never before it returns")
        func completionAfterDuration() {
            StandIn.reset()
            let (view, window) = viewOnScreen()
            defer { withExtendedLifetime(window) {} }
            var ends: [Bool] = []
            UIView.animate(
                withDuration: 0.25, delay: 0.125, options: [], animations: { view.alpha = 0.5 },
                completion: { ends.append($0) })
            #expect(view.alpha == 0.5, "the model value is set when the block runs")
            #expect(ends.isEmpty && StandIn.pendingAnimationCount == 1)
            StandIn.tick()
            StandIn.advance(by: 0.25)
            #expect(ends.isEmpty, "delay and duration: 0.375 s")
            StandIn.advance(by: 0.125)
            #expect(ends == [true] && StandIn.isIdle)
            #expect(StandIn.now == 0.375)
        }

        /// What an animation block can leave alone, so that it animates nothing.
        enum NothingAnimated: String, CaseIterable, CustomTestStringConvertible {
            case emptyBlock = "a block that changes nothing"
            case viewInNoWindow = "a block that changes a view in no window"
            var testDescription: String { rawValue }
        }

        @Test(
            "An animation that animates nothing completes at the next tick, whatever its duration (pessimistic)",
            arguments: NothingAnimated.allCases)
        func nothingAnimatedCompletesAtOnce(_ case: NothingAnimated) {
            StandIn.reset()
            let offScreen = UIView()
            var ended: [Bool] = []
            UIView.animate(
                withDuration: 5, delay: 1, options: [],
                animations: { if case .viewInNoWindow = `case` { offScreen.alpha = 0.5 } },
                completion: { ended.append($0) })
            #expect(ended.isEmpty, "never before the call returns")
            StandIn.tick()
            #expect(ended == [true])
            #expect(StandIn.now == 0)
        }

        @Test("Negative control: the same block on a view in a window waits for its delay and duration")
        func viewOnScreenWaitsForTheDuration() {
            StandIn.reset()
            let (view, window) = viewOnScreen()
            defer { withExtendedLifetime(window) {} }
            var ended: [Bool] = []
            UIView.animate(
                withDuration: 5, delay: 1, options: [], animations: { view.alpha = 0.5 },
                completion: { ended.append($0) })
            StandIn.tick()
            #expect(ended.isEmpty)
            StandIn.runUntilIdle()
            #expect(ended == [true] && StandIn.now == 6)
        }

        @Test("A zero duration completes at the next tick, not in the call")
        func zeroDurationAtNextTick() {
            StandIn.reset()
            var ends: [String] = []
            UIView.animate(withDuration: 0, animations: {}) { _ in
                ends.append("first")
                UIView.animate(withDuration: 0, animations: {}) { _ in ends.append("started by the first") }
            }
            #expect(ends.isEmpty)
            StandIn.tick()
            #expect(ends == ["first"], "work scheduled during a cycle waits for the next one")
            StandIn.tick()
            #expect(ends == ["first", "started by the first"])
        }

        @Test("Inside performWithoutAnimation an animation completes at the next tick whatever its duration")
        func withoutAnimation() {
            StandIn.reset()
            var ended = false
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                UIView.animate(withDuration: 5, animations: {}) { _ in ended = true }
            }
            #expect(UIView.areAnimationsEnabled && !ended)
            StandIn.tick()
            #expect(ended)
        }

        @Test("runUntilIdle runs chained animations to their ends, in time order")
        func runUntilIdleChains() {
            StandIn.reset()
            let (view, window) = viewOnScreen()
            defer { withExtendedLifetime(window) {} }
            var ends: [String] = []
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }) { _ in ends.append("long") }
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.4 }) { _ in
                ends.append("short")
                UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.3 }) { _ in ends.append("chained") }
            }
            StandIn.runUntilIdle()
            #expect(ends == ["short", "chained", "long"])
            #expect(StandIn.isIdle && StandIn.now == 0.5)
        }

        @Test("finishAnimations ends the animations now, with the flag UIKit passes when it interrupts them")
        func interrupt() {
            StandIn.reset()
            var ends: [Bool] = []
            UIView.animate(withDuration: 1, animations: {}) { ends.append($0) }
            StandIn.finishAnimations(finished: false)
            #expect(ends == [false] && StandIn.now == 0)
        }

        @Test("An animated setContentOffset moves on the clock and reports its end once the offset has landed")
        func animatedScroll() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
            #expect(scrollView.contentOffset == .zero && log.calls.isEmpty, "nothing moves before the clock does")
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
            #expect(log.calls == ["didScroll(100)", "didScroll(200)", "didEndScrollingAnimation"])
        }

        @Test("An animated setContentOffset to the offset shown calls nothing; a plain one lands at once")
        func scrollThatChangesNothing() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.setContentOffset(.zero, animated: true)
            StandIn.runUntilIdle()
            #expect(log.calls.isEmpty, "UIKit reports the end of an animation only when one ran")
            scrollView.setContentOffset(CGPoint(x: 50, y: 0), animated: false)
            #expect(log.calls == ["didScroll(50)"] && StandIn.isIdle)
        }

        @Test("A drag that decelerates calls the delegate in UIKit's order, the glide on the clock")
        func dragOrder() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.isPagingEnabled = true
            scrollView.contentSize = CGSize(width: 300, height: 100)
            StandIn.swipe(scrollView, toward: 1, releasedAt: 0.6, landingOn: 1)
            #expect(scrollView.isDecelerating && !scrollView.isDragging)
            #expect(
                log.calls == [
                    "willBeginDragging", "didScroll(30)", "didScroll(60)", "willEndDragging(target: 100)",
                    "didEndDragging(decelerate: true)", "willBeginDecelerating",
                ])
            StandIn.advance(by: StandIn.decelerationDuration)
            #expect(log.calls.suffix(3) == ["didScroll(80)", "didScroll(100)", "didEndDecelerating"])
            #expect(!scrollView.isDecelerating)
        }

        @Test("A drag released where it will rest does not decelerate")
        func dragWithoutDeceleration() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            StandIn.drag(scrollView, to: CGPoint(x: 100, y: 0), landingAt: CGPoint(x: 100, y: 0))
            #expect(log.calls.suffix(2) == ["willEndDragging(target: 100)", "didEndDragging(decelerate: false)"])
            #expect(StandIn.isIdle)
        }

        @Test("scrollRectToVisible scrolls to the nearest edges, and not at all for a visible rect")
        func scrollRectToVisible() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.scrollRectToVisible(CGRect(x: 10, y: 10, width: 50, height: 50), animated: false)
            #expect(log.calls.isEmpty)
            scrollView.scrollRectToVisible(CGRect(x: 250, y: 0, width: 50, height: 50), animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        }

        @Test("accessibilityScroll: a paging scroll view moves a page; at its end it passes the scroll up")
        func accessibilityScroll() {
            StandIn.reset()
            final class Catcher: UIView {
                var caught: [UIAccessibilityScrollDirection] = []
                override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                    caught.append(direction)
                    return true
                }
            }
            let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (scrollView, _) = ScrollDelegateLog.scrollView()
            catcher.addSubview(scrollView)
            scrollView.isPagingEnabled = true
            scrollView.contentSize = CGSize(width: 200, height: 100)
            #expect(StandIn.accessibilityScroll(.left, on: scrollView) && catcher.caught.isEmpty)
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset.x == 100)
            #expect(StandIn.accessibilityScroll(.left, on: scrollView), "answered by the view above")
            #expect(catcher.caught == [.left] && scrollView.contentOffset.x == 100)
        }

        @Test("setContentOffset(_:animated: false) stops an animated scroll under way, without its end")
        func scrollStopped() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
            scrollView.setContentOffset(CGPoint(x: 10, y: 0), animated: false)
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 10, y: 0))
            #expect(log.calls == ["didScroll(10)"])
        }

        @Test("Setting contentOffset does not stop an animated scroll (undocumented: the pessimistic outcome)")
        func plainSetterLeavesTheScrollRunning() {
            StandIn.reset()
            let (scrollView, log) = ScrollDelegateLog.scrollView()
            scrollView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
            scrollView.contentOffset = CGPoint(x: 10, y: 0)
            StandIn.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0), "the scroll landed where it was going")
            #expect(log.calls == ["didScroll(10)", "didScroll(100)", "didScroll(200)", "didEndScrollingAnimation"])
        }
    }

    /// A plain view inside a window's root view, and the window that shows it.
    @MainActor
    func viewOnScreen() -> (UIView, UIWindow) {
        let root = UIViewController()
        let window = onScreen(root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(view)
        return (view, window)
    }
#endif
