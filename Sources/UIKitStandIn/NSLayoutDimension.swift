#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutDimension`: widths and heights.
    @MainActor
    open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
        /// A constraint making this dimension equal to `c`.
        ///
        /// - Parameter c: The size.
        /// - Returns: The constraint, not yet active.
        open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: liveItem, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: c)
        }

        /// A constraint making this dimension equal to `m` × `anchor`.
        ///
        /// - Parameters:
        ///   - anchor: The other dimension.
        ///   - m: The factor.
        /// - Returns: The constraint, not yet active.
        open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
            constraint(equalTo: anchor, multiplier: m, constant: 0)
        }

        /// A constraint making this dimension equal to `m` × `anchor` + `c`.
        ///
        /// - Parameters:
        ///   - anchor: The other dimension.
        ///   - m: The factor.
        ///   - c: The offset.
        /// - Returns: The constraint, not yet active.
        open func constraint(
            equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
        )
            -> NSLayoutConstraint
        {
            NSLayoutConstraint(
                item: liveItem, attribute: attribute, relatedBy: .equal, toItem: anchor.liveItem,
                attribute: anchor.attribute, multiplier: m, constant: c)
        }
    }
#endif
