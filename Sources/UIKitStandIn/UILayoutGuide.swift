#if os(Linux)
    /// Stand-in for UIKit's `UILayoutGuide`: a rectangle of a view that constraints can use like a
    /// view, without being drawn. The stand-in makes only the guides UIKit gives every view
    /// (`UIView.safeAreaLayoutGuide`, `UIView.readableContentGuide`) and a scroll view
    /// (`UIScrollView.contentLayoutGuide`, `UIScrollView.frameLayoutGuide`); it has no
    /// `addLayoutGuide(_:)`.
    ///
    /// A constraint between a subview and a guide of its superview takes part in the stand-in's
    /// layout: the guide's ``layoutFrame`` is worked out when the superview lays out.
    @MainActor
    open class UILayoutGuide: NSObject {
        /// Which rectangle of its view a guide follows.
        enum Kind {
            /// The view's bounds less its safe-area insets.
            case safeArea
            /// The safe area, less the readable margins, no wider than the readable width.
            case readableContent
            /// A scroll view's content: its content size, at the content's origin.
            case scrollContent
            /// A scroll view's frame: its bounds, wherever the content is scrolled to.
            case scrollFrame
        }

        let kind: Kind

        /// The view whose rectangle the guide is.
        open private(set) weak var owningView: UIView?

        /// A name for debugging.
        open var identifier = ""

        init(kind: Kind, owningView: UIView) {
            self.kind = kind
            self.owningView = owningView
            super.init()
        }

        /// The guide's rectangle in its ``owningView``'s bounds coordinates; `.zero` once the view
        /// is gone.
        open var layoutFrame: CGRect {
            guard let owningView else { return .zero }
            let safe = owningView.bounds.inset(by: owningView.safeAreaInsets)
            switch kind {
            case .scrollContent:
                return CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
            case .scrollFrame:
                return owningView.bounds
            case .safeArea:
                return safe
            case .readableContent:
                // Centred in the safe area; no margins left in a safe area narrower than both.
                let width = min(max(safe.width - 2 * Self.readableMargin, 0), Self.readableWidth)
                return CGRect(x: safe.midX - width / 2, y: safe.minY, width: width, height: safe.height)
            }
        }

        /// The readable guide's margin on each side of the safe area. Not documented: UIKit takes
        /// the view's layout margins, 16 points for a root view in a compact width, 20 in a
        /// regular one, 8 for other views; the stand-in uses 16 for every view.
        static let readableMargin: CGFloat = 16
        /// The readable guide's greatest width. Not documented: UIKit derives it from the body
        /// font at the user's text size (672 points is what devices show at the default size);
        /// the stand-in keeps 672 at every size.
        static let readableWidth: CGFloat = 672

        // The edges and the dimensions only: the centres UIKit also gives a guide are left out
        // until code here uses them.
        /// The leading edge.
        public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The trailing edge.
        public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The top edge.
        public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The bottom edge.
        public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The width.
        public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The height.
        public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    }

    extension CGRect {
        /// The rectangle less `insets` on each side.
        func inset(by insets: UIEdgeInsets) -> CGRect {
            CGRect(
                x: minX + insets.left, y: minY + insets.top, width: max(width - insets.left - insets.right, 0),
                height: max(height - insets.top - insets.bottom, 0))
        }
    }
#endif
