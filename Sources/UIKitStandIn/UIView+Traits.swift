#if os(Linux)
    extension UIView {
        /// The traits this view's content is drawn with: the appearance of the nearest override
        /// at or above this view, up to the controller whose root view it is, which gives its own
        /// traits; at the top, the window's, which is the user's choice
        /// (``StandIn/userInterfaceStyle``) unless the window overrides it. The user's text size
        /// in a window. Outside a window both are unspecified.
        ///
        /// Pessimistic: a plain view's override stops at the root view of a controller below it,
        /// as before iOS 17 (`UIView.h`); from iOS 17 it also reaches nested controllers.
        public var traitCollection: UITraitCollection {
            UITraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle, inWindow: window != nil)
        }

        /// The appearance of the nearest override at or above this view, up to its controller.
        var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
            if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
            if let owningController, owningController.viewIfLoaded === self {
                return owningController.traitCollection.userInterfaceStyle
            }
            if let superview { return superview.effectiveUserInterfaceStyle }
            return self is UIWindow ? StandIn.userInterfaceStyle : .unspecified
        }
    }

    extension UIViewController {
        /// The traits this controller's content is drawn with: its own appearance override, else
        /// its parent's traits, else its window's (the window's override, or the user's choice);
        /// unspecified for a controller whose view is in no window. (`UIViewController.h`: an
        /// override reaches the controller's children, never its parents.)
        public var traitCollection: UITraitCollection {
            let style: UIUserInterfaceStyle
            if overrideUserInterfaceStyle != .unspecified {
                style = overrideUserInterfaceStyle
            } else if let parent {
                style = parent.traitCollection.userInterfaceStyle
            } else {
                style = viewIfLoaded?.window?.effectiveUserInterfaceStyle ?? .unspecified
            }
            return UITraitCollection(userInterfaceStyle: style, inWindow: viewIfLoaded?.window != nil)
        }
    }
#endif
