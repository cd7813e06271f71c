#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Why a `LayoutRule` could not be installed as constraints.
    ///
    /// UIKit raises an exception (the app crashes) when it activates a constraint between views that
    /// share no ancestor, so the check happens before anything is activated; nothing changes then.
    public enum LayoutPlacementError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The view to place is not a direct subview of the container (it was never added, was removed,
        /// or sits deeper in the tree). Add it with `container.addSubview(view)` first.
        case notASubview(view: String, container: String)

        /// What went wrong, in one sentence.
        public var description: String {
            switch self {
            case .notASubview(let view, let container):
                "\(view) is not a subview of \(container): add it with addSubview(_:) before placing it"
            }
        }
    }
#endif
