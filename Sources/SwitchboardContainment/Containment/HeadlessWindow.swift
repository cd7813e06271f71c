/// The headless screen: views inside a window are "on screen", so their controllers receive
/// appearance callbacks.
///
/// Setting ``rootViewController`` pins the root's view to the window and makes it appear
/// (`viewDidLoad` → `viewWillAppear` → layout → `viewDidAppear`); changing ``HeadlessView/frame`` (a rotation)
/// lays every rule-based view out again.
///
/// ```swift
/// let trace = ContainmentTrace()
/// let window = HeadlessWindow(frame: Rect(x: 0, y: 0, width: 320, height: 568), trace: trace)
/// window.rootViewController = container
/// window.frame.size = Size(width: 568, height: 320)  // rotate
/// ```
@MainActor
public final class HeadlessWindow: HeadlessView {
    /// The trace the root controller (and its descendants without their own) record on.
    public var trace: ContainmentTrace?

    /// The animator the root controller (and its descendants without their own) use.
    public var animator: (any ContainmentAnimator)?

    private var root: HeadlessViewController?

    /// Creates a window; it is on screen from the start.
    ///
    /// - Parameters:
    ///   - frame: The screen's rectangle; a 320×568 portrait phone by default.
    ///   - trace: Where controllers in the window record events; defaults to
    ///     ``ContainmentTrace/current``.
    ///   - animator: The animator for transitions in the window; `nil` means immediate.
    public init(
        frame: Rect = Rect(x: 0, y: 0, width: 320, height: 568),
        trace: ContainmentTrace? = ContainmentTrace.current,
        animator: (any ContainmentAnimator)? = nil
    ) {
        self.trace = trace
        self.animator = animator
        super.init(frame: frame, name: "window")
    }

    /// The controller whose view fills the window. Replacing it makes the old root disappear and
    /// the new one appear; `nil` leaves the window empty.
    public var rootViewController: HeadlessViewController? {
        get { root }
        set {
            guard newValue !== root else { return }
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
        }
    }
}
