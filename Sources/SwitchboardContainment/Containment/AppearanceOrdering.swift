/// The orders UIKit leaves unspecified when a view controller appears, as a switch on the headless
/// host, so a test can run under each observed variant instead of relying on one.
///
/// Apple documents `viewWillAppear(_:)` before the view is added to a hierarchy and
/// `viewIsAppearing(_:)` after it has been added and laid out by its superview; the model always
/// follows that. It does not document whether the controller's own layout pass
/// (`viewWillLayoutSubviews` … `viewDidLayoutSubviews`) comes before `viewDidAppear(_:)`, nor
/// whether a child added on screen gets `viewDidAppear(_:)` before or after its
/// `didMove(toParent:)`; both are reported to differ between iOS versions and containers.
///
/// A ``HeadlessWindow`` takes the ordering in effect when it is created:
///
/// ```swift
/// for ordering in AppearanceOrdering.allVariants {
///     AppearanceOrdering.$current.withValue(ordering) {
///         let window = HeadlessWindow()
///         window.rootViewController = HeadlessViewController(title: "root")
///         print(ordering, window.appearanceOrdering == ordering)
///     }
/// }
/// ```
public struct AppearanceOrdering: Hashable, Sendable, CustomStringConvertible {
    /// Whether the appearing controller's own layout pass comes before `viewDidAppear`:
    /// `viewIsAppearing` → layout → `viewDidAppear` when `true`, `viewIsAppearing` →
    /// `viewDidAppear` → layout when `false`.
    public var layoutBeforeViewDidAppear: Bool
    /// Whether a child whose view is added on screen (between `addChild(_:)` and
    /// `didMove(toParent:)`) finishes appearing before its `didMove(toParent:)`: when `true`,
    /// `viewWillAppear` … `viewDidAppear` run inside `addSubview(_:)`; when `false`, only
    /// `viewWillAppear` does, and `viewIsAppearing`, the layout pass and `viewDidAppear` follow
    /// once `didMove(toParent:)` returns (as at the end of the run-loop turn).
    public var childDidAppearBeforeDidMove: Bool

    /// Creates an ordering.
    ///
    /// - Parameters:
    ///   - layoutBeforeViewDidAppear: Whether the layout pass comes before `viewDidAppear`.
    ///   - childDidAppearBeforeDidMove: Whether a child added on screen gets `viewDidAppear`
    ///     before its `didMove(toParent:)`.
    public init(layoutBeforeViewDidAppear: Bool, childDidAppearBeforeDidMove: Bool) {
        self.layoutBeforeViewDidAppear = layoutBeforeViewDidAppear
        self.childDidAppearBeforeDidMove = childDidAppearBeforeDidMove
    }

    /// Layout before `viewDidAppear`, and a child's `viewDidAppear` before its `didMove`.
    public static let standard = AppearanceOrdering(layoutBeforeViewDidAppear: true, childDidAppearBeforeDidMove: true)

    /// Every combination, for running one test under each.
    public static let allVariants: [AppearanceOrdering] = [true, false].flatMap { layout in
        [true, false].map { AppearanceOrdering(layoutBeforeViewDidAppear: layout, childDidAppearBeforeDidMove: $0) }
    }

    /// The ordering new windows adopt; ``standard`` unless bound with `$current.withValue(_:operation:)`.
    @TaskLocal public static var current: AppearanceOrdering = .standard

    /// `layout before viewDidAppear, viewDidAppear after didMove` and the like.
    public var description: String {
        let layout = layoutBeforeViewDidAppear ? "layout before viewDidAppear" : "layout after viewDidAppear"
        let child = childDidAppearBeforeDidMove ? "viewDidAppear before didMove" : "viewDidAppear after didMove"
        return "\(layout), \(child)"
    }
}
