#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutYAxisAnchor`: vertical edges and centres.
    @MainActor
    open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
        /// A constraint putting this anchor the system spacing times `multiplier` below `anchor`
        /// (iOS 11). UIKit derives the spacing from the items (for text, from its font); the
        /// stand-in uses 8 points, the standard spacing between sibling views.
        ///
        /// - Parameters:
        ///   - anchor: The anchor above.
        ///   - multiplier: How many system spacings.
        /// - Returns: The constraint, not yet active.
        open func constraint(
            equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
        )
            -> NSLayoutConstraint
        {
            constraint(equalTo: anchor, constant: Self.systemSpacing * multiplier)
        }

        /// The stand-in's system spacing, in points.
        static let systemSpacing: CGFloat = 8
    }
#endif
