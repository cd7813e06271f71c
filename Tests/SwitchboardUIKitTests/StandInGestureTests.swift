#if os(Linux) && canImport(UIKitStandIn)
    import Testing
    import UIKitStandIn

    /// Records the states a recognizer's action reports, as a target UIKit would call.
    @MainActor
    private final class StateRecorder: NSObject, ObjCMessageReceiving, UIGestureRecognizerDelegate {
        var states: [UIGestureRecognizer.State] = []
        var allowsBegin = true

        func receive(_ action: Selector, from sender: Any) {
            if let recognizer = sender as? UIGestureRecognizer { states.append(recognizer.state) }
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            allowsBegin
        }
    }

    @Suite("The stand-in's gesture recognizers act as UIKit's headers say, pessimistically")
    @MainActor
    struct StandInGestureTests {
        /// A window whose root view has a pan recognizer reporting to a recorder.
        private func pannable() -> (UIPanGestureRecognizer, StateRecorder, UIWindow) {
            StandIn.reset()
            let recorder = StateRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: Selector("handle:"))
            pan.delegate = recorder
            let root = UIViewController()
            let window = onScreen(root)
            root.view.addGestureRecognizer(pan)
            return (pan, recorder, window)
        }

        @Test("An action arrives at the next turn of the run loop, not when the state changes")
        func actionsArriveAtNextTurn() {
            let (pan, recorder, window) = pannable()
            pan.state = .began
            #expect(recorder.states.isEmpty)
            StandIn.tick()
            #expect(recorder.states == [.began])
            withExtendedLifetime(window) {}
        }

        @Test("A finger's moves begin, change and end the recognizer, with its translation and velocity")
        func fingerDrivesPan() {
            let (pan, recorder, window) = pannable()
            let finger = StandIn.beginPan(at: CGPoint(x: 100, y: 100), in: window)
            finger.move(by: CGPoint(x: 10, y: 0), velocity: CGPoint(x: 100, y: 0))
            finger.move(by: CGPoint(x: 20, y: 5), velocity: CGPoint(x: 200, y: 0))
            #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 5))
            #expect(pan.velocity(in: nil) == CGPoint(x: 200, y: 0))
            #expect(pan.location(in: nil) == CGPoint(x: 130, y: 105))
            finger.end(velocity: CGPoint(x: 50, y: 0))
            #expect(recorder.states == [.began, .changed, .ended])
            #expect(pan.state == .possible, "reset after the end is delivered")
        }

        @Test("Disabling a recognizer mid-gesture cancels it; a delegate that refuses makes it fail silently")
        func disableCancelsAndDelegateRefuses() {
            let (pan, recorder, window) = pannable()
            let finger = StandIn.beginPan(at: CGPoint(x: 100, y: 100), in: window)
            finger.move(by: CGPoint(x: 10, y: 0))
            pan.isEnabled = false
            StandIn.tick()
            #expect(recorder.states == [.began, .cancelled])
            pan.isEnabled = true
            recorder.allowsBegin = false
            #expect(StandIn.pan(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 50, y: 0), in: window) == nil)
            #expect(recorder.states == [.began, .cancelled])
        }

        @Test("A tap recognizes the tap recognizer under it, unless a control takes the tap")
        func tapsRecognizeUnlessControlHit() {
            StandIn.reset()
            let recorder = StateRecorder()
            let root = UIViewController()
            let window = onScreen(root)
            root.view.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: Selector("tap:")))
            var buttonTaps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "b") { _ in buttonTaps += 1 })
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.view.addSubview(button)
            StandIn.tap(CGPoint(x: 50, y: 50), in: window)
            #expect(buttonTaps == 1 && recorder.states.isEmpty, "the button takes its tap")
            StandIn.tap(CGPoint(x: 200, y: 400), in: window)
            #expect(recorder.states == [.ended])
        }
    }
#endif
