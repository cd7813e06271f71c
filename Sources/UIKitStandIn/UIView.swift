#if os(Linux)
    /// Stand-in for UIKit's `UIView`: a frame, a bounds origin, a view tree, constraints and the
    /// animation entry points. See the module header for what it does and does not do.
    @MainActor
    open class UIView: UIResponder {
        private var storedFrame: CGRect
        private var boundsOrigin: CGPoint = .zero
        private var storedSubviews: [UIView] = []
        private var storedConstraints: [NSLayoutConstraint] = []
        private weak var storedSuperview: UIView?
        /// The controller whose root view this is; drives its layout callbacks.
        weak var owningController: UIViewController?
        /// This view's and its subviews' appearance, whatever their window's; `.unspecified`
        /// (the default) takes the superview's (see ``traitCollection``).
        open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
        /// The gesture recognizers attached to the view (`addGestureRecognizer(_:)`).
        var attachedRecognizers: [UIGestureRecognizer] = []
        /// Whether the next layout pass lays this view out (`setNeedsLayout()`).
        private(set) var needsLayout = true
        /// The safe-area insets the view had when it was last laid out.
        private var insetsAtLastLayout = UIEdgeInsets.zero
        /// The guides UIKit gives every view, made on first use and kept, as UIKit keeps them.
        private(set) lazy var safeAreaGuide = UILayoutGuide(kind: .safeArea, owningView: self)
        private(set) lazy var readableGuide = UILayoutGuide(kind: .readableContent, owningView: self)

        /// Creates a view with `frame`.
        ///
        /// - Parameter frame: The view's frame in its superview's coordinates.
        public init(frame: CGRect) {
            storedFrame = frame
            super.init()
        }

        /// Creates a view from an archive. The stand-in cannot decode one and returns `nil`.
        ///
        /// - Parameter coder: The archive.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a view with a zero frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// The view's rectangle in its superview's coordinates.
        open var frame: CGRect {
            get { storedFrame }
            set {
                let resized = newValue.size != storedFrame.size
                if newValue != storedFrame { noteAnimatableChange() }
                storedFrame = newValue
                if resized { sizeChanged() }
            }
        }

        /// The view's own coordinate space: the frame's size at the bounds origin (a scroll view's
        /// content offset).
        open var bounds: CGRect {
            get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
            set {
                let resized = newValue.size != storedFrame.size
                let scrolled = newValue.origin != boundsOrigin
                if resized || scrolled { noteAnimatableChange() }
                boundsOrigin = newValue.origin
                storedFrame.size = newValue.size
                if resized || scrolled { sizeChanged() }
            }
        }

        /// The view's Core Animation layer, made with the view (`UIView.h`: "Will always return a
        /// non-nil value").
        public let layer = CALayer()

        /// A string that identifies the view to UI tests; `nil` by default (`UIAccessibilityIdentification.h`,
        /// which `UIView (UIAccessibility)` adopts). VoiceOver never speaks it.
        open var accessibilityIdentifier: String?

        /// The view's opacity.
        open var alpha: CGFloat = 1 {
            didSet { if alpha != oldValue { noteAnimatableChange() } }
        }

        /// The colour the view fills its bounds with; `nil` (transparent) by default. A transparent
        /// colour does not keep the view from being hit; only ``alpha`` below 0.01 does.
        open var backgroundColor: UIColor? {
            didSet { if backgroundColor != oldValue { noteAnimatableChange() } }
        }

        private var storedTintColor: UIColor?

        /// The colour that marks what the view's controls act on (a system button's title): the
        /// one set on it, else its superview's, else the system blue. Setting `nil` returns to
        /// the inherited one. Implicitly unwrapped, as the header's `null_resettable` imports.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
            set { storedTintColor = newValue }
        }

        /// Counts a change of an animatable property (frame, bounds, alpha, background colour) of a
        /// view in a window: what an animation block must make for UIKit to animate anything.
        private func noteAnimatableChange() {
            if window != nil { StandIn.animatableChanges += 1 }
        }

        /// Whether the view is hidden.
        open var isHidden = false

        /// How the view's content flips in a right-to-left layout; unspecified (it flips) by default.
        open var semanticContentAttribute = UISemanticContentAttribute.unspecified

        /// Whether the view takes touches; `false` removes it and its subviews from hit testing.
        open var isUserInteractionEnabled = true

        /// Whether drawing is clipped to the bounds (hit testing ignores points outside the bounds
        /// either way).
        open var clipsToBounds = false

        /// Whether `point`, in this view's coordinates, is inside it: inside ``bounds``.
        ///
        /// - Parameters:
        ///   - point: A point in this view's bounds coordinates.
        ///   - event: The event that asks, if any.
        /// - Returns: `true` when the bounds contain the point.
        open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.contains(point)
        }

        /// The farthest descendant of this view (or the view itself) that contains `point`, with
        /// UIKit's rules (`UIView.h`, "Hit-testing"): a hidden view, one that ignores user
        /// interaction, or one with an alpha below 0.01 is skipped with its subviews; a point
        /// outside ``point(inside:with:)`` reaches none of the subviews, even those drawn outside the
        /// bounds; subviews are tried front to back.
        ///
        /// - Parameters:
        ///   - point: A point in this view's bounds coordinates.
        ///   - event: The event that asks, if any.
        /// - Returns: The view hit, or `nil`.
        open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
                return nil
            }
            for subview in storedSubviews.reversed() {
                if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
            }
            return self
        }

        /// `rect`, in this view's bounds coordinates, in `view`'s (or the window's, for `nil`).
        ///
        /// - Parameters:
        ///   - rect: A rectangle in this view's coordinates.
        ///   - view: The view whose coordinates to use; `nil` for the window's.
        /// - Returns: The converted rectangle.
        open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }

        /// `point`, in this view's bounds coordinates, in `view`'s (or the window's, for `nil`).
        ///
        /// - Parameters:
        ///   - point: A point in this view's coordinates.
        ///   - view: The view whose coordinates to use; `nil` for the window's.
        /// - Returns: The converted point.
        open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let inWindow = pointInRoot(point)
            guard let view else { return inWindow }
            let origin = view.pointInRoot(.zero)
            return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
        }

        /// `point`, in `view`'s bounds coordinates (or the window's, for `nil`), in this view's.
        ///
        /// - Parameters:
        ///   - point: A point in `view`'s coordinates.
        ///   - view: The view whose coordinates `point` is in; `nil` for the window's.
        /// - Returns: The converted point.
        open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
            let inWindow = view?.pointInRoot(point) ?? point
            let origin = pointInRoot(.zero)
            return CGPoint(x: inWindow.x - origin.x, y: inWindow.y - origin.y)
        }

        /// `point` of this view's bounds coordinates in the coordinates of the root of its tree (the
        /// window, whose bounds origin is zero).
        private func pointInRoot(_ point: CGPoint) -> CGPoint {
            var result = point
            var view: UIView? = self
            while let current = view, let superview = current.superview {
                result.x += current.frame.minX - current.bounds.minX
                result.y += current.frame.minY - current.bounds.minY
                view = superview
            }
            return result
        }

        /// The parts of the view that bars, the notch and the home indicator cover (UIKit 11): the
        /// window's insets (set in tests with `StandIn.setSafeAreaInsets(_:of:)`) where they overlap
        /// this view, plus the `additionalSafeAreaInsets` of the controller whose root view this is
        /// (and of its ancestors, through their views). Apple documents the intent, not the
        /// arithmetic: it is modelled edge by edge, as the superview's inset minus the distance to
        /// that edge, never below zero.
        open var safeAreaInsets: UIEdgeInsets {
            var insets = UIEdgeInsets.zero
            if let window = self as? UIWindow {
                insets = window.windowSafeAreaInsets
            } else if let superview {
                let outer = superview.safeAreaInsets
                let room = superview.bounds
                insets = UIEdgeInsets(
                    top: max(outer.top - (frame.minY - room.minY), 0),
                    left: max(outer.left - (frame.minX - room.minX), 0),
                    bottom: max(outer.bottom - (room.maxY - frame.maxY), 0),
                    right: max(outer.right - (room.maxX - frame.maxX), 0))
            }
            if let owningController, owningController.viewIfLoaded === self {
                insets = insets + owningController.additionalSafeAreaInsets
            }
            return insets
        }

        /// Whether the view's frame is turned into constraints; the stand-in's solver places only
        /// views for which this is `false`.
        open var translatesAutoresizingMaskIntoConstraints = true

        /// The view this view is a subview of.
        open var superview: UIView? { storedSuperview }

        /// The subviews, back to front.
        open var subviews: [UIView] { storedSubviews }

        /// The window the view is in.
        open var window: UIWindow? {
            var candidate: UIView? = self
            while let view = candidate {
                if let window = view as? UIWindow { return window }
                candidate = view.superview
            }
            return nil
        }

        /// The constraints held by this view (UIKit stores an active constraint on the nearest
        /// common ancestor of its items).
        open var constraints: [NSLayoutConstraint] { storedConstraints }

        /// Adds `view` on top of the subviews; it leaves its previous superview first.
        ///
        /// - Parameter view: The view to add.
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: storedSubviews.count)
        }

        /// Inserts `view` at `index` in the subviews (clamped to the valid range).
        ///
        /// - Parameters:
        ///   - view: The view to insert.
        ///   - index: Its position, back to front.
        open func insertSubview(_ view: UIView, at index: Int) {
            precondition(view !== self && !isDescendant(of: view), "Can't add self as subview")
            view.removeFromSuperview()
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            view.storedSuperview = self
            setNeedsLayout()
            view.setNeedsLayout()
            if window != nil {
                // UIKit hands a view entering a window the window's traits, text size included.
                view.refreshContentSizeCategory()
                view.forwardWindowAppearance(true)
            }
        }

        /// Inserts `view` right above `siblingSubview` in the subviews; it leaves its previous
        /// superview first. A sibling that is not a subview puts it on top.
        ///
        /// - Parameters:
        ///   - view: The view to insert.
        ///   - siblingSubview: The subview it goes above.
        open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
            view.removeFromSuperview()
            let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
            insertSubview(view, at: index)
        }

        /// Moves `view` behind the other subviews; its constraints stay. Does nothing when it is
        /// not a subview.
        ///
        /// - Parameter view: A subview.
        open func sendSubviewToBack(_ view: UIView) {
            guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
            setNeedsLayout()
        }

        /// Moves `view` in front of the other subviews; its constraints stay. Does nothing when it
        /// is not a subview.
        ///
        /// - Parameter view: A subview.
        open func bringSubviewToFront(_ view: UIView) {
            guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.append(storedSubviews.remove(at: index))
            setNeedsLayout()
        }

        /// The controller whose root view this is, else the superview (UIKit's responder chain).
        open override var next: UIResponder? {
            if let owningController, owningController.viewIfLoaded === self { return owningController }
            return superview
        }

        /// Detaches the view from its superview; constraints that relate it to views outside its own
        /// subtree are deactivated, as in UIKit.
        open func removeFromSuperview() {
            guard let superview = storedSuperview else { return }
            if window != nil { forwardWindowAppearance(false) }
            var ancestor: UIView? = superview
            while let holder = ancestor {
                for constraint in holder.storedConstraints where constraint.involves(self) {
                    constraint.isActive = false
                }
                ancestor = holder.superview
            }
            superview.storedSubviews.removeAll { $0 === self }
            storedSuperview = nil
            superview.setNeedsLayout()
        }

        /// UIKit's automatic appearance forwarding when a view enters or leaves a window: the
        /// controller whose root view this is (or the first ones below it) follows the move as its
        /// parent lets it (`UIViewController.followWindowMove(_:)`).
        func forwardWindowAppearance(_ isAppearing: Bool) {
            if let controller = owningController, controller.viewIfLoaded === self {
                return controller.followWindowMove(isAppearing)
            }
            for subview in storedSubviews { subview.forwardWindowAppearance(isAppearing) }
        }

        /// Whether this view is `view` or one of its descendants.
        ///
        /// - Parameter view: The candidate ancestor.
        /// - Returns: `true` when `view` is this view or an ancestor of it.
        open func isDescendant(of view: UIView) -> Bool {
            var candidate: UIView? = self
            while let current = candidate {
                if current === view { return true }
                candidate = current.superview
            }
            return false
        }

        /// Marks the view as needing layout: the next ``layoutIfNeeded()`` on it or an ancestor, or
        /// the layout pass that ends each of the stand-in's run loop cycles (`StandIn.tick()`, the
        /// clock's steps), lays it out. UIKit marks a view too when it is added or loses a subview,
        /// when its size or bounds origin (a scroll) changes, and when a constraint it holds or that
        /// places it changes; so does the stand-in.
        open func setNeedsLayout() {
            needsLayout = true
        }

        /// Lays out the views of this subtree that need it, top down: for each, the controller's
        /// `viewWillLayoutSubviews()`, ``layoutSubviews()``, then `viewDidLayoutSubviews()`. A view
        /// that needs no layout runs none of them (its subviews are still visited); a view whose
        /// safe-area insets changed since it was last laid out needs it.
        open func layoutIfNeeded() {
            // UIKit lays a view out again when its safe area changes (`safeAreaInsetsDidChange`):
            // a window's insets, a controller's additional insets, or the view moving under them.
            let insets = safeAreaInsets
            if insets != insetsAtLastLayout {
                insetsAtLastLayout = insets
                needsLayout = true
            }
            if needsLayout {
                owningController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningController?.viewDidLayoutSubviews()
                // What the pass itself changed in this view is part of the pass.
                needsLayout = false
            }
            for subview in storedSubviews { subview.layoutIfNeeded() }
        }

        /// A new size (or a scroll of the bounds) lays out the view and its superview again.
        private func sizeChanged() {
            setNeedsLayout()
            superview?.setNeedsLayout()
        }

        /// Places the subviews that opted out of autoresizing by the stand-in's constraint solver.
        open func layoutSubviews() {
            StandInLayoutSolver.placeSubviews(of: self)
        }

        /// The size the view's content needs (UIKit 6): ``noIntrinsicMetric`` in both dimensions
        /// by default. The stand-in's solver sizes a view by it in a dimension no constraint sets.
        open var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }

        /// Tells layout that ``intrinsicContentSize`` changed: the superview lays out again.
        open func invalidateIntrinsicContentSize() {
            setNeedsLayout()
            superview?.setNeedsLayout()
        }

        /// The height the view needs at `width`: its intrinsic height, except for views whose
        /// content wraps (a label's text). What UIKit's two-pass layout of wrapping text arrives at.
        func intrinsicHeight(forWidth width: CGFloat) -> CGFloat {
            intrinsicContentSize.height
        }

        /// The user's text size changed (or this view entered a window): text that adjusts to it
        /// takes the new size. Subviews are told by ``refreshContentSizeCategory()``.
        func contentSizeCategoryDidChange() {}

        /// Tells this view and every view below it that the user's text size may have changed.
        func refreshContentSizeCategory() {
            contentSizeCategoryDidChange()
            for subview in storedSubviews { subview.refreshContentSizeCategory() }
        }

        func hold(_ constraint: NSLayoutConstraint) {
            storedConstraints.append(constraint)
            constraintsChanged(constraint)
        }

        func release(_ constraint: NSLayoutConstraint) {
            storedConstraints.removeAll { $0 === constraint }
            constraintsChanged(constraint)
        }

        /// The holder and the superview of the view the constraint places lay out again.
        private func constraintsChanged(_ constraint: NSLayoutConstraint) {
            setNeedsLayout()
            (constraint.firstItem as? UIView)?.superview?.setNeedsLayout()
        }
    }
#endif
