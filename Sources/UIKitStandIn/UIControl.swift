#if os(Linux)
    /// Stand-in for UIKit's `UIControl`: a view that runs actions for control events. Of UIKit's
    /// target–action and action APIs it has the `UIAction` ones (iOS 14); touches reach it through
    /// hit testing (`StandIn.tap(_:in:)` in tests).
    @MainActor
    open class UIControl: UIView {
        /// Stand-in for `UIControl.Event`, with UIKit's raw values (`UIControl.h`).
        public struct Event: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt

            /// Creates events from raw bits.
            ///
            /// - Parameter rawValue: The bits.
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// A finger touched down in the control.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// A finger lifted inside the control: a tap.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// The control's value changed.
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// The control's primary action happened (a button's tap).
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// Every event.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
        }

        /// Stand-in for `UIControl.State`, with UIKit's raw values (`UIControl.h`).
        public struct State: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt

            /// Creates states from raw bits.
            ///
            /// - Parameter rawValue: The bits.
            public init(rawValue: UInt) {
                self.rawValue = rawValue
            }

            /// The default state.
            public static let normal = State([])
            /// A finger is down on the control.
            public static let highlighted = State(rawValue: 1 << 0)
            /// The control is disabled.
            public static let disabled = State(rawValue: 1 << 1)
            /// The control is selected.
            public static let selected = State(rawValue: 1 << 2)
        }

        private var registered: [(action: UIAction, events: Event)] = []

        /// Whether the control reacts to touches; a disabled control sends no actions.
        open var isEnabled = true

        /// The control's state: ``State/disabled`` when not enabled.
        open var state: State { isEnabled ? .normal : .disabled }

        /// Adds `action` for `controlEvents`; adding the same action again adds the events.
        ///
        /// - Parameters:
        ///   - action: The action.
        ///   - controlEvents: When it runs.
        open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            if let index = registered.firstIndex(where: { $0.action === action }) {
                registered[index].events.formUnion(controlEvents)
            } else {
                registered.append((action, controlEvents))
            }
        }

        /// Removes `action` from `controlEvents`.
        ///
        /// - Parameters:
        ///   - action: The action.
        ///   - controlEvents: The events it no longer runs for.
        open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
            guard let index = registered.firstIndex(where: { $0.action === action }) else { return }
            registered[index].events.subtract(controlEvents)
            if registered[index].events.isEmpty { registered.remove(at: index) }
        }

        /// Runs the actions added for any of `controlEvents`, in the order they were added.
        ///
        /// - Parameter controlEvents: The events that happened.
        open func sendActions(for controlEvents: UIControl.Event) {
            for (action, events) in registered where !events.isDisjoint(with: controlEvents) {
                sendAction(action)
            }
        }

        /// A finger tapped the control at `point` (in its own coordinates), as `StandIn.tap` delivers
        /// it: a plain control sends touch down, touch up inside and its primary action.
        func tapped(at point: CGPoint) {
            for event in [UIControl.Event.touchDown, .touchUpInside, .primaryActionTriggered] {
                sendActions(for: event)
            }
        }

        /// Runs `action` with this control as its sender.
        ///
        /// - Parameter action: The action.
        open func sendAction(_ action: UIAction) {
            action.perform(from: self)
        }
    }
#endif
