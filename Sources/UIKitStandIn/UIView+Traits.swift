#if os(Linux)
    extension UIView {
        /// The traits this view's content is drawn with: the appearance of the nearest override
        /// (this view's, its controller's if it is a controller's root view, or one above it),
        /// else its window's, which is the user's choice (``StandIn/userInterfaceStyle``); and
        /// the user's text size in a window. Outside a window both are unspecified.
        public var traitCollection: UITraitCollection {
            UITraitCollection(
                userInterfaceStyle: effectiveUserInterfaceStyle,
                preferredContentSizeCategory: window == nil ? .unspecified : StandIn.preferredContentSizeCategory)
        }

        /// The appearance of the nearest override at or above this view, else its window's.
        var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
            if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
            if let owningController, owningController.viewIfLoaded === self,
                owningController.overrideUserInterfaceStyle != .unspecified
            {
                return owningController.overrideUserInterfaceStyle
            }
            if let superview { return superview.effectiveUserInterfaceStyle }
            return self is UIWindow ? StandIn.userInterfaceStyle : .unspecified
        }
    }

    extension UIViewController {
        /// The traits this controller's content is drawn with: its own appearance override, else
        /// its parent's traits, else those of the view its view is in (a window, for a root
        /// controller); unspecified for a controller whose view is in no hierarchy.
        public var traitCollection: UITraitCollection {
            let style: UIUserInterfaceStyle
            if overrideUserInterfaceStyle != .unspecified {
                style = overrideUserInterfaceStyle
            } else if let parent {
                style = parent.traitCollection.userInterfaceStyle
            } else {
                style = viewIfLoaded?.superview?.effectiveUserInterfaceStyle ?? .unspecified
            }
            let inWindow = viewIfLoaded?.window != nil
            return UITraitCollection(
                userInterfaceStyle: style,
                preferredContentSizeCategory: inWindow ? StandIn.preferredContentSizeCategory : .unspecified)
        }
    }
#endif
