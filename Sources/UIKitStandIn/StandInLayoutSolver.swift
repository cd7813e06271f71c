#if os(Linux)
    /// The stand-in's whole "Auto Layout": places one view from the active equality constraints
    /// that relate it to its superview or to a constant, left to right. Anything else (inequalities,
    /// other views, priorities) is ignored; a view it cannot place keeps its frame.
    @MainActor
    enum StandInLayoutSolver {
        static func frame(of view: UIView, in superview: UIView) -> CGRect? {
            let relevant = (superview.constraints + view.constraints).filter { constraint in
                constraint.relation == .equal && constraint.firstItem === view
                    && (constraint.secondItem == nil || constraint.secondItem === superview)
            }
            let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
            var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
            for constraint in relevant {
                let first = normalised(constraint.firstAttribute, rightToLeft: rightToLeft)
                let second = normalised(constraint.secondAttribute, rightToLeft: rightToLeft)
                let base = constraint.secondItem == nil ? 0 : value(of: second, in: superview.bounds)
                // Right to left, a leading or trailing constant counts from the right: it flips.
                let flips = rightToLeft && [.leading, .trailing].contains(constraint.firstAttribute)
                values[first] = constraint.multiplier * base + (flips ? -constraint.constant : constraint.constant)
            }
            guard
                let horizontal = span(
                    start: values[.left], end: values[.right], centre: values[.centerX], size: values[.width]),
                let vertical = span(
                    start: values[.top], end: values[.bottom], centre: values[.centerY], size: values[.height])
            else { return nil }
            return CGRect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size)
        }

        /// Leading and trailing are left and right, or right and left in a right-to-left layout (of
        /// the superview the view is placed in).
        private static func normalised(
            _ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool
        ) -> NSLayoutConstraint.Attribute {
            switch attribute {
            case .leading: rightToLeft ? .right : .left
            case .trailing: rightToLeft ? .left : .right
            default: attribute
            }
        }

        /// A superview's attribute in its own bounds, where its subviews' frames live.
        private static func value(of attribute: NSLayoutConstraint.Attribute, in bounds: CGRect) -> CGFloat {
            switch attribute {
            case .left, .leading: bounds.minX
            case .right, .trailing: bounds.maxX
            case .centerX: bounds.midX
            case .top: bounds.minY
            case .bottom: bounds.maxY
            case .centerY: bounds.midY
            case .width: bounds.width
            case .height: bounds.height
            case .notAnAttribute: 0
            @unknown default: preconditionFailure("The stand-in's solver does not model \(attribute)")
            }
        }

        private static func span(
            start: CGFloat?, end: CGFloat?, centre: CGFloat?, size: CGFloat?
        ) -> (
            start: CGFloat, size: CGFloat
        )? {
            switch (start, end, centre, size) {
            case (let start?, _, _, let size?): (start, size)
            case (nil, let end?, _, let size?): (end - size, size)
            case (nil, nil, let centre?, let size?): (centre - size / 2, size)
            case (let start?, let end?, _, nil): (start, end - start)
            default: nil
            }
        }
    }
#endif
