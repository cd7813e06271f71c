#if os(Linux)
    /// Stand-in for UIKit's `UIGestureRecognizer`: target–action, a state, the view it is attached
    /// to, failure requirements and a delegate. Touches reach it through the stand-in's finger
    /// (`StandIn.beginPan(at:in:)`, `StandIn.tap(_:in:)`); each state change sends every target its
    /// action, as UIKit does, through ``ObjCMessageReceiving`` on Linux.
    @MainActor
    open class UIGestureRecognizer: NSObject {
        /// `UIGestureRecognizerState`: an open enum declared in C as the SDK declares it
        /// (`UIKitStandInEnums`); `recognized` is `ended`, a discrete gesture's recognized state.
        public typealias State = UIGestureRecognizerState

        private var targets: [(target: AnyObject, action: Selector)] = []
        private var storedState = State.possible
        /// Recognizers that must fail before this one may begin (`require(toFail:)`).
        private(set) var failureRequirements: [WeakRecognizer] = []
        /// Where the finger is, in window coordinates, while a touch is down.
        var touchLocation: CGPoint?

        struct WeakRecognizer {
            weak var recognizer: UIGestureRecognizer?
        }

        /// Creates a recognizer that sends `action` to `target` at each state change.
        ///
        /// - Parameters:
        ///   - target: The object that receives the action.
        ///   - action: The method to call, which takes the recognizer.
        public init(target: Any?, action: Selector?) {
            super.init()
            if let target, let action { addTarget(target, action: action) }
        }

        /// Creates a recognizer without a target.
        public convenience override init() {
            self.init(target: nil, action: nil)
        }

        /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
        open internal(set) weak var view: UIView?

        /// The delegate asked before the recognizer begins.
        open weak var delegate: (any UIGestureRecognizerDelegate)?

        /// The recognizer's state. Setting it to a state other than `possible` or `failed` sends
        /// every target its action at the next turn of the run loop, as `UIGestureRecognizer.h`
        /// states (the stand-in's clock: `StandIn.tick()`); the action reads the state then. After
        /// `ended` or `cancelled` is delivered, the recognizer resets to `possible`.
        open var state: State {
            get { storedState }
            set {
                storedState = newValue
                guard newValue != .possible && newValue != .failed else { return }
                StandIn.schedule(after: 0, owner: nil) { [weak self] _ in self?.deliver() }
            }
        }

        /// Whether the recognizer takes touches. Setting `false` while it recognizes cancels the
        /// gesture (`UIGestureRecognizer.h`): the targets hear `cancelled`.
        open var isEnabled = true {
            didSet {
                guard !isEnabled, storedState == .began || storedState == .changed else { return }
                state = .cancelled
            }
        }

        /// Whether recognized touches are cancelled in the view; `true` by default.
        open var cancelsTouchesInView = true

        /// Adds `action` on `target` to the actions sent at each state change.
        ///
        /// - Parameters:
        ///   - target: The object that receives the action.
        ///   - action: The method to call.
        open func addTarget(_ target: Any, action: Selector) {
            let object = target as AnyObject
            guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
            targets.append((object, action))
        }

        /// Removes `action` on `target`; `nil` removes every action of the target, or every target.
        ///
        /// - Parameters:
        ///   - target: The target, or `nil` for all.
        ///   - action: The action, or `nil` for all of the target's.
        open func removeTarget(_ target: Any?, action: Selector?) {
            let object = target.map { $0 as AnyObject }
            targets.removeAll { entry in
                (object == nil || entry.target === object) && (action == nil || entry.action == action)
            }
        }

        /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins.
        ///
        /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
        open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
            failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
        }

        /// Where the touch is, in `view`'s coordinates (the window's for `nil`).
        ///
        /// - Parameter view: The view whose coordinates to use.
        /// - Returns: The location; the origin when no touch is down.
        open func location(in view: UIView?) -> CGPoint {
            guard let touchLocation else { return .zero }
            guard let view else { return touchLocation }
            return view.convert(touchLocation, from: nil)
        }

        /// How many touches the recognizer is tracking.
        open var numberOfTouches: Int { touchLocation == nil ? 0 : 1 }

        /// Sends every target its action, in the order they were added, for the state the
        /// recognizer is in now; a gesture that ended or was cancelled then resets.
        private func deliver() {
            guard storedState != .possible && storedState != .failed else { return }
            for (target, action) in targets {
                (target as? any ObjCMessageReceiving)?.receive(action, from: self)
            }
            if storedState == .ended || storedState == .cancelled { reset() }
        }

        /// Whether the gesture is under way (began or changed).
        var isRecognizing: Bool { storedState == .began || storedState == .changed }

        /// Back to `possible` after a gesture, as UIKit resets a recognizer once it ends.
        func reset() {
            storedState = .possible
            touchLocation = nil
        }

        /// Whether the recognizer would take a touch that starts at `point` (window coordinates):
        /// enabled, attached to a view in a window. Subclasses narrow it (an edge pan's edge).
        func accepts(touchAt point: CGPoint, in window: UIWindow) -> Bool {
            isEnabled && view?.window === window
        }

        /// Whether the recognizer itself would begin for the motion it holds now, before its
        /// delegate is asked; `true` but for a scroll view's own pan, which needs content to scroll.
        var beginsForMotion: Bool { true }

        /// Whether this recognizer waits for `other` to fail, for the touch under way: a
        /// `require(toFail:)`, or either delegate's dynamic failure requirement.
        ///
        /// - Parameter other: Another recognizer the touch reaches.
        /// - Returns: `true` when `other` must fail first.
        func waits(for other: UIGestureRecognizer) -> Bool {
            failureRequirements.contains { $0.recognizer === other }
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
        }
    }
#endif
