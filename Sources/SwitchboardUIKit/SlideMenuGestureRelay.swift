#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// The slide menu's gesture target and delegate: a plain `NSObject`, so its `@objc` action is
    /// not a member of a class that inherits from a generic one. Holds the container weakly and
    /// hands everything to its Swift code; only the trampoline below differs between UIKit (an
    /// `@objc` method named by `#selector`) and the Linux stand-in (its message receiver).
    @MainActor
    final class SlideMenuGestureRelay: NSObject, UIGestureRecognizerDelegate {
        private weak var container: SlideMenuContainerViewController?

        init(container: SlideMenuContainerViewController) {
            self.container = container
            super.init()
        }

        /// Makes this relay `recognizer`'s target and delegate.
        func attach(_ recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self, action: Self.action)
            recognizer.delegate = self
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            container?.gestureShouldBegin(gestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            container?.gesture(gestureRecognizer, mustWaitFor: otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            container?.gesture(gestureRecognizer, mustFailBefore: otherGestureRecognizer) ?? false
        }

        /// Every state change of a recognizer the relay is attached to.
        func recognizerChanged(_ recognizer: UIGestureRecognizer) {
            container?.gestureChanged(recognizer)
        }
    }

    #if canImport(ObjectiveC)
        extension SlideMenuGestureRelay {
            /// The trampoline's selector.
            static let action = #selector(relay(_:))

            /// The trampoline UIKit calls.
            @objc private func relay(_ recognizer: UIGestureRecognizer) {
                recognizerChanged(recognizer)
            }
        }
    #else
        extension SlideMenuGestureRelay: ObjCMessageReceiving {
            /// The trampoline's selector, by name.
            static let action = Selector("relay:")

            /// The stand-in's message send: the same Swift code as the `@objc` trampoline.
            func receive(_ action: Selector, from sender: Any) {
                guard action == Self.action, let recognizer = sender as? UIGestureRecognizer else { return }
                recognizerChanged(recognizer)
            }
        }
    #endif
#endif
