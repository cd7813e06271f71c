#if os(Linux)
    /// Stand-in for UIKit's `UIResponder`: the base of views, view controllers, windows and scenes.
    /// Of the responder chain it declares only ``next``; it exists so the class hierarchy (and
    /// `NSObjectProtocol` conformance of delegates such as a scene delegate) matches UIKit.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {
            super.init()
        }

        /// The next responder in the chain; `nil` here. Views and view controllers override it as
        /// UIKit documents: a controller's root view answers its controller, any other view its
        /// superview, a controller its view's superview.
        open var next: UIResponder? { nil }

        /// Whether the responder can take the keyboard focus; `false` by default, as in UIKit
        /// (a text field says `true`).
        open var canBecomeFirstResponder: Bool { false }

        /// Whether the responder has the keyboard focus (one responder at a time).
        open var isFirstResponder: Bool { StandIn.firstResponder === self }

        /// Takes the keyboard focus when ``canBecomeFirstResponder`` allows it.
        ///
        /// - Returns: Whether it is the first responder now.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            guard canBecomeFirstResponder else { return false }
            StandIn.firstResponder = self
            return true
        }

        /// Gives up the keyboard focus (the keyboard goes down).
        ///
        /// - Returns: `true`.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            if StandIn.firstResponder === self { StandIn.firstResponder = nil }
            return true
        }

        /// VoiceOver's three-finger scroll reached this object: scroll and return `true`, or return
        /// `false` (the default) to pass it to the next responder. UIKit declares it on `NSObject`
        /// (`UIAccessibility.h`, `UIAccessibilityAction`); the stand-in declares it here, where Swift on
        /// Linux lets a subclass override it. `StandIn.accessibilityScroll(_:on:)` delivers it.
        ///
        /// - Parameter direction: Where the user scrolls.
        /// - Returns: Whether this object scrolled.
        open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            false
        }

        // UIKit declares the accessibility attributes below on `NSObject` (`UIAccessibility.h`,
        // `NSObject (UIAccessibility)`); they are declared here, where Swift on Linux lets a
        // subclass override them, since an extension's members cannot be overridden.

        /// A short name VoiceOver speaks for the element ("Next page").
        open var accessibilityLabel: String?

        /// The element's current value when it has one that changes ("page 2 of 3", "50%").
        open var accessibilityValue: String?

        /// Whether VoiceOver skips the elements inside this one (the element itself and what it
        /// contains); `false` by default.
        open var accessibilityElementsHidden = false

        /// Whether VoiceOver ignores the elements of this one's siblings, as for a modal panel;
        /// `false` by default.
        open var accessibilityViewIsModal = false

        /// VoiceOver's swipe up on an adjustable element (a page control, a slider): raise its value
        /// by one step. Does nothing by default (`UIAccessibility.h`, `UIAccessibilityAction`).
        open func accessibilityIncrement() {}

        /// VoiceOver's swipe down on an adjustable element: lower its value by one step. Does
        /// nothing by default (`UIAccessibility.h`, `UIAccessibilityAction`).
        open func accessibilityDecrement() {}

        /// VoiceOver's escape gesture (a two-finger Z) reached this object: dismiss what it shows and
        /// return `true`, or return `false` (the default) to pass it to the next responder.
        /// `StandIn.accessibilityEscape(on:)` delivers it.
        ///
        /// - Returns: Whether this object dismissed something.
        open func accessibilityPerformEscape() -> Bool {
            false
        }
    }
#endif
