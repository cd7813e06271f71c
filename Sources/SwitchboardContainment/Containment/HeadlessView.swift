public import Foundation
#if canImport(CoreGraphics)
    // CGRect's members on Apple platforms (Foundation does not re-export them), in default arguments
    public import CoreGraphics
#endif

/// A headless stand-in for `UIView`: a frame, a place in a view tree, and rule-based layout.
///
/// Views hold their subviews strongly and their superview weakly, as in UIKit. A view that is
/// the root view of a ``HeadlessViewController`` knows it (``viewController``); adding or
/// removing such a view inside a ``HeadlessWindow`` drives the controller's appearance callbacks,
/// and adding it to a view that belongs to a controller other than its parent is refused
/// (``ContainmentViolation/viewControllerHasDifferentParent(child:parent:container:)``).
///
/// ```swift
/// let slot = HeadlessView(name: "slot")
/// container.view.addSubview(slot)
/// slot.layoutRule = .fraction(0.5, of: .bottom)
/// ```
@MainActor
public class HeadlessView {
    /// Options for transitions and animations; the headless host records them but does not
    /// interpret them (the animator decides timing).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // The raw values are UIKit's (`UIViewAnimationOptions` in UIView.h), so options convert to
        // `UIView.AnimationOptions` bit for bit. The curve (bits 16–19) and the transition
        // (bits 20–23) are small numbers shifted into place, not single bits.

        /// Lay the subviews out at commit time, so they animate with the parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow interaction while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state rather than the model state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Ease in and out (UIKit's default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the beginning.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A linear curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Flip from the left between the two views of a transition.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right between the two views of a transition.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up between the two views of a transition.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down between the two views of a transition.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve between the two views of a transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top between the two views of a transition.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom between the two views of a transition.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// A name for traces and diagnostics; defaults to the owning controller's name.
    public var name: String?

    /// The view's rectangle in its superview's coordinates. Changing its size lays the
    /// subviews out again.
    public var frame: CGRect {
        didSet {
            if frame.size != oldValue.size { layoutSubviews() }
        }
    }

    /// The view's own coordinate space: the origin is always zero, the size is the frame's.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether the view is hidden. Hiding a view does not change appearance callbacks (as in UIKit).
    public var isHidden = false

    /// The view's opacity, `0...1`.
    public var alpha: Double = 1

    /// Where the view places itself in its superview; applied when it is added and whenever the
    /// superview's size changes. `nil` keeps ``frame`` as set.
    public var layoutRule: LayoutRule? {
        didSet { applyLayoutRule() }
    }

    /// The view this view is a subview of.
    public internal(set) weak var superview: HeadlessView?

    /// Whether an insertion or a removal of this view is sending its will-callbacks. Any move of
    /// this view clears it, which is how that operation learns a callback moved the view itself.
    var windowChangePending = false

    /// The subviews, back to front.
    public internal(set) var subviews: [HeadlessView] = []

    /// The controller whose root view this is, if any.
    public internal(set) weak var viewController: HeadlessViewController?

    /// Creates a detached view.
    ///
    /// - Parameters:
    ///   - frame: The initial frame.
    ///   - name: A name for traces.
    public init(frame: CGRect = .zero, name: String? = nil) {
        self.frame = frame
        self.name = name
    }

    /// The name used in traces: ``name``, else the owning controller's name, else `"view"`.
    public var debugName: String {
        name ?? viewController?.debugName ?? "view"
    }

    /// The window this view is in, if any.
    public var window: HeadlessWindow? {
        var candidate: HeadlessView? = self
        while let view = candidate {
            if let window = view as? HeadlessWindow { return window }
            candidate = view.superview
        }
        return nil
    }

    /// Whether the view is in a window (the headless meaning of "on screen").
    public var isOnScreen: Bool { window != nil }

    /// Whether this view is `view` or one of its subviews, at any depth.
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this view or an ancestor of it.
    public func isDescendant(of view: HeadlessView) -> Bool {
        var candidate: HeadlessView? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    /// The controller that owns this view or its nearest ancestor view.
    public var nearestViewController: HeadlessViewController? {
        var candidate: HeadlessView? = self
        while let view = candidate {
            if let owner = view.viewController { return owner }
            candidate = view.superview
        }
        return nil
    }

    /// Re-applies every subview's ``layoutRule`` (recursively), as a layout pass would, and runs
    /// the layout callbacks (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) of every
    /// controller whose view it lays out, on screen or not. Unlike UIKit's, which lays out only
    /// when layout updates are pending, every call lays out: the model tracks no needs-layout
    /// state. In a window, it first finishes the appearances the window deferred (see
    /// ``AppearanceOrdering/childDidAppearBeforeDidMove``), as UIKit's next layout pass does.
    ///
    /// ```swift
    /// let page = HeadlessViewController(title: "page")
    /// page.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    /// page.view.layoutIfNeeded()  // page: layout, although it is in no window
    /// ```
    public func layoutIfNeeded() {
        window?.completeDeferredAppearances()
        layoutSubviews(explicitly: true)
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Applies the subviews' rules to this view's bounds; a controller's view also gets its layout
    /// callbacks and a ``ContainmentEvent/layout(_:)`` event when it is on screen or the app asked
    /// for the layout (`explicitly`). The automatic passes (a frame change, an insertion) stay
    /// on screen only, so building a hierarchy off screen sends no layout callbacks.
    func layoutSubviews(explicitly: Bool = false) {
        let owner = explicitly || isOnScreen ? viewController : nil
        owner?.willLayout()
        for subview in subviews { subview.applyLayoutRule() }
        owner?.didLayout()
    }

    func applyLayoutRule() {
        guard let layoutRule, let superview else { return }
        frame = layoutRule.frame(in: superview.bounds)
    }

    /// Runs the on-screen layout callbacks for every controller view in this subtree, top down.
    func performLayoutPass() {
        layoutSubviews()
        for subview in subviews { subview.performLayoutPass() }
    }

    /// The controllers whose root views are in this subtree and are not inside another
    /// controller's view within it (their children are reached by appearance forwarding).
    func outermostControllers() -> [HeadlessViewController] {
        if let viewController { return [viewController] }
        return subviews.flatMap { $0.outermostControllers() }
    }

    /// The controllers whose appearance follows this subtree's window directly, parents first:
    /// the outermost ones, and any controller without a parent whose view sits deeper, inside
    /// another controller's view (no parent forwards appearance to it).
    ///
    /// - Parameters:
    ///   - includingRoot: Whether this view's own controller counts; a transition drives that one
    ///     itself. Leaving it out here, and filtering while collecting rather than afterwards,
    ///     keeps the common answer (nobody) free of allocation.
    ///   - isIncluded: Which of them to return.
    func windowDrivenControllers(
        includingRoot: Bool = true, where isIncluded: (HeadlessViewController) -> Bool
    ) -> [HeadlessViewController] {
        var found: [HeadlessViewController] = []
        if includingRoot {
            collectWindowDrivenControllers(into: &found, insideController: false, where: isIncluded)
        } else {
            let inside = viewController != nil
            for subview in subviews {
                subview.collectWindowDrivenControllers(into: &found, insideController: inside, where: isIncluded)
            }
        }
        return found
    }

    private func collectWindowDrivenControllers(
        into found: inout [HeadlessViewController], insideController: Bool,
        where isIncluded: (HeadlessViewController) -> Bool
    ) {
        if let viewController, !insideController || viewController.parent == nil, isIncluded(viewController) {
            found.append(viewController)
        }
        let inside = insideController || viewController != nil
        for subview in subviews {
            subview.collectWindowDrivenControllers(into: &found, insideController: inside, where: isIncluded)
        }
    }
}
