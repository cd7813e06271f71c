public import Foundation
#if canImport(CoreGraphics)
    // CGRect's members on Apple platforms (Foundation does not re-export them), in default arguments
    public import CoreGraphics
#endif

/// The headless screen: views inside a window are "on screen", so their controllers receive
/// appearance callbacks.
///
/// Setting ``rootViewController`` pins the root's view to the window and makes it appear
/// (`viewDidLoad` → `viewWillAppear` → `viewIsAppearing` → layout → `viewDidAppear`, in the
/// window's ``appearanceOrdering``); changing ``HeadlessView/frame`` (a rotation) lays every
/// rule-based view out again. Unlike a `UIWindow`, which shows nothing before
/// `makeKeyAndVisible()`, a headless window is visible from the start.
///
/// ```swift
/// let trace = ContainmentTrace()
/// let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568), trace: trace)
/// window.rootViewController = container
/// window.frame.size = CGSize(width: 568, height: 320)  // rotate
/// ```
@MainActor
public final class HeadlessWindow: HeadlessView {
    /// The trace the root controller (and its descendants without their own) record on.
    public var trace: ContainmentTrace?

    /// The animator the root controller (and its descendants without their own) use.
    public var animator: (any ContainmentAnimator)?

    /// The order of the appearance steps UIKit leaves unspecified, for controllers in this window.
    public var appearanceOrdering: AppearanceOrdering

    private var root: HeadlessViewController?

    /// Appearances begun by an insertion whose end waits for the move's `didMove(toParent:)`.
    private var deferred: [DeferredAppearance] = []

    /// Creates a window; it is on screen from the start.
    ///
    /// - Parameters:
    ///   - frame: The screen's rectangle; a 320×568 portrait phone by default.
    ///   - trace: Where controllers in the window record events; defaults to
    ///     ``ContainmentTrace/current``.
    ///   - animator: The animator for transitions in the window; `nil` means immediate.
    ///   - appearanceOrdering: The order of the unspecified appearance steps; defaults to
    ///     ``AppearanceOrdering/current``.
    public init(
        frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 568),
        trace: ContainmentTrace? = ContainmentTrace.current,
        animator: (any ContainmentAnimator)? = nil,
        appearanceOrdering: AppearanceOrdering = AppearanceOrdering.current
    ) {
        self.trace = trace
        self.animator = animator
        self.appearanceOrdering = appearanceOrdering
        super.init(frame: frame, name: "window")
    }

    /// The controller whose view fills the window. Replacing it makes the old root disappear and
    /// the new one appear; `nil` leaves the window empty.
    public var rootViewController: HeadlessViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
            completeDeferredAppearances()
            if let old = root {
                old.viewIfLoaded?.removeFromSuperview()
                old.hostWindow = nil
            }
            root = newValue
            guard let newRoot = newValue else { return }
            newRoot.hostWindow = self
            if newRoot.trace == nil { newRoot.trace = trace }
            let rootView = newRoot.view
            rootView.layoutRule = .pinnedToEdges()
            addSubview(rootView)
            completeDeferredAppearances()
        }
    }

    /// Holds the end of `entering`'s appearance until ``completeDeferredAppearances()``.
    func deferAppearance(of view: HeadlessView, entering: [HeadlessViewController]) {
        deferred.append(DeferredAppearance(view: view, entering: entering))
    }

    /// Finishes every deferred appearance, oldest first: `viewIsAppearing`, the layout pass and
    /// `viewDidAppear`. Called at the end of a move (`didMove(toParent:)`), by a layout pass, and
    /// before any other change to the hierarchy or to an appearance in this window.
    func completeDeferredAppearances() {
        while !deferred.isEmpty {
            let next = deferred.removeFirst()
            guard let view = next.view else { continue }
            view.completeAppearance(
                entering: next.entering.compactMap(\.controller).filter { $0.appearanceState == .appearing },
                ordering: appearanceOrdering, isOnScreen: view.isOnScreen)
        }
    }
}

/// An appearance whose end a ``HeadlessWindow`` holds back; weak, so it keeps nothing alive.
@MainActor
private struct DeferredAppearance {
    struct Entry {
        weak var controller: HeadlessViewController?
    }

    weak var view: HeadlessView?
    let entering: [Entry]

    init(view: HeadlessView, entering: [HeadlessViewController]) {
        self.view = view
        self.entering = entering.map { Entry(controller: $0) }
    }
}
