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
    /// Where the appearing controller's own layout pass falls.
    public enum LayoutPass: Hashable, Sendable, CaseIterable {
        /// `viewIsAppearing` → layout → `viewDidAppear`.
        case beforeViewDidAppear
        /// `viewIsAppearing` → `viewDidAppear` → layout.
        case afterViewDidAppear
    }

    /// When a child whose view is added on screen (between `addChild(_:)` and
    /// `didMove(toParent:)`) finishes appearing.
    public enum ChildDidAppear: Hashable, Sendable, CaseIterable {
        /// Inside `addSubview(_:)`: `viewWillAppear` … `viewDidAppear`, then `didMove(toParent:)`.
        case beforeDidMove
        /// `viewWillAppear` inside `addSubview(_:)`; `viewIsAppearing`, the layout pass and
        /// `viewDidAppear` after `didMove(toParent:)` returns (as at the end of the run-loop turn).
        case afterDidMove
    }

    /// Where the layout pass falls relative to `viewDidAppear`.
    public var layoutPass: LayoutPass
    /// When a child added on screen finishes appearing relative to `didMove(toParent:)`.
    public var childDidAppear: ChildDidAppear

    /// Creates an ordering.
    ///
    /// - Parameters:
    ///   - layoutPass: Where the layout pass falls relative to `viewDidAppear`.
    ///   - childDidAppear: When a child added on screen finishes appearing.
    public init(layoutPass: LayoutPass, childDidAppear: ChildDidAppear) {
        self.layoutPass = layoutPass
        self.childDidAppear = childDidAppear
    }

    /// Layout before `viewDidAppear`, and a child's `viewDidAppear` before its `didMove`.
    public static let standard = AppearanceOrdering(layoutPass: .beforeViewDidAppear, childDidAppear: .beforeDidMove)

    /// Every combination, for running one test under each.
    public static let allVariants: [AppearanceOrdering] = LayoutPass.allCases.flatMap { layout in
        ChildDidAppear.allCases.map { AppearanceOrdering(layoutPass: layout, childDidAppear: $0) }
    }

    /// The ordering new windows adopt; ``standard`` unless bound with `$current.withValue(_:operation:)`.
    @TaskLocal public static var current: AppearanceOrdering = .standard

    /// `layout before viewDidAppear, viewDidAppear after didMove` and the like.
    public var description: String {
        let layout = layoutPass == .beforeViewDidAppear ? "layout before viewDidAppear" : "layout after viewDidAppear"
        let child = childDidAppear == .beforeDidMove ? "viewDidAppear before didMove" : "viewDidAppear after didMove"
        return "\(layout), \(child)"
    }
}
