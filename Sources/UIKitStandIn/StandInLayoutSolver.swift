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
            var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
            for constraint in relevant {
                let base =
                    constraint.secondItem == nil ? 0 : value(of: constraint.secondAttribute, in: superview.bounds)
                values[normalised(constraint.firstAttribute)] = constraint.multiplier * base + constraint.constant
            }
            guard
                let horizontal = span(
                    start: values[.left], end: values[.right], centre: values[.centerX], size: values[.width]),
                let vertical = span(
                    start: values[.top], end: values[.bottom], centre: values[.centerY], size: values[.height])
            else { return nil }
            return CGRect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size)
        }

        /// Leading and trailing are left and right: the stand-in has no right-to-left layout.
        private static func normalised(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
            switch attribute {
            case .leading: .left
            case .trailing: .right
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
