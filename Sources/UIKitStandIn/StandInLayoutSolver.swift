#if os(Linux)
    /// The stand-in's whole "Auto Layout": places each subview of a view from the active equality
    /// constraints that relate it to the view, to a guide of the view or of a view above it (safe
    /// area, readable content, a scroll view's content and frame), to a sibling or to a constant,
    /// left to right. A dimension no constraint sets takes the subview's intrinsic size (a label's
    /// height at its width: its text wraps). Anything else (inequalities, other views, priorities)
    /// is ignored; a view it cannot place keeps its frame.
    @MainActor
    enum StandInLayoutSolver {
        /// Places the subviews of `superview` that opted out of autoresizing. A subview placed
        /// against a sibling needs the sibling placed first: passes repeat, in subview order, until
        /// no frame changes (one pass more than the longest chain of siblings).
        static func placeSubviews(of superview: UIView) {
            let placed = superview.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
            for _ in 0...placed.count {
                var changed = false
                for subview in placed {
                    guard let frame = frame(of: subview, in: superview), frame != subview.frame else { continue }
                    subview.frame = frame
                    changed = true
                }
                if !changed { return }
            }
        }

        static func frame(of view: UIView, in superview: UIView) -> CGRect? {
            let rightToLeft = superview.effectiveUserInterfaceLayoutDirection == .rightToLeft
            // A constraint is held by the items' nearest common ancestor: the superview, or one
            // above it for a guide of an ancestor (a column in a scroll view across its screen's
            // readable width).
            var holders = [view]
            for holder in sequence(first: superview, next: \.superview) { holders.append(holder) }
            let relevant = holders.flatMap(\.constraints).filter { constraint in
                constraint.relation == .equal && constraint.firstItem === view
                    && (constraint.secondItem == nil || rectangle(of: constraint.secondItem, in: superview) != nil)
                    && !followsContent(constraint, rightToLeft: rightToLeft)
            }
            var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
            for constraint in relevant {
                let first = normalised(constraint.firstAttribute, rightToLeft: rightToLeft)
                let second = normalised(constraint.secondAttribute, rightToLeft: rightToLeft)
                let base = rectangle(of: constraint.secondItem, in: superview).map { value(of: second, in: $0) } ?? 0
                // Right to left, a leading or trailing constant counts from the right: it flips.
                let flips = rightToLeft && [.leading, .trailing].contains(constraint.firstAttribute)
                values[first] = constraint.multiplier * base + (flips ? -constraint.constant : constraint.constant)
            }
            // An intrinsic size gives way to two edges, as its low priority does in UIKit.
            let intrinsic = view.intrinsicContentSize
            let pinnedAcross = values[.left] != nil && values[.right] != nil
            guard
                let horizontal = span(
                    start: values[.left], end: values[.right], centre: values[.centerX],
                    size: values[.width] ?? (pinnedAcross ? nil : known(intrinsic.width)))
            else { return nil }
            let pinnedDown = values[.top] != nil && values[.bottom] != nil
            let height = values[.height] ?? (pinnedDown ? nil : known(view.intrinsicHeight(forWidth: horizontal.size)))
            guard
                let vertical = span(
                    start: values[.top], end: values[.bottom], centre: values[.centerY], size: height)
            else { return nil }
            return CGRect(x: horizontal.start, y: vertical.start, width: horizontal.size, height: vertical.size)
        }

        /// The rectangle, in `superview`'s bounds coordinates, of a constraint's second item that
        /// the solver relates to: the superview itself, a guide of it or of a view above it, or a
        /// sibling; `nil` for anything else.
        private static func rectangle(of item: AnyObject?, in superview: UIView) -> CGRect? {
            if item === superview { return superview.bounds }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView, superview.isDescendant(of: owner) {
                return owner === superview ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: superview)
            }
            if let sibling = item as? UIView, sibling.superview === superview { return sibling.frame }
            return nil
        }

        /// Whether `constraint` ties a view to an edge or size of a scroll view's content that the
        /// content itself sets (its right or bottom edge, its size, its centre): such a constraint
        /// sets the content size once the view is placed (``contentSize(of:)``), not the view.
        private static func followsContent(_ constraint: NSLayoutConstraint, rightToLeft: Bool) -> Bool {
            guard (constraint.secondItem as? UILayoutGuide)?.kind == .scrollContent else { return false }
            let edge = normalised(constraint.secondAttribute, rightToLeft: rightToLeft)
            return edge != .top && edge != .left
        }

        /// The content size the constraints of `scrollView` set through its `contentLayoutGuide`,
        /// once the views inside it are placed; `nil` along an axis no such constraint sets. The
        /// content's width or height equal to a multiple of the frame's; the bottom or right edge
        /// of a view inside the scroll view a constant from the content's (either item first, a
        /// multiplier of 1). Left to right only.
        static func contentSize(of scrollView: UIScrollView) -> (width: CGFloat?, height: CGFloat?) {
            let content = scrollView.contentLayoutGuide
            // A view's frame in the content's coordinates (the scroll view's bounds).
            func frame(_ item: AnyObject?) -> CGRect? {
                guard let view = item as? UIView, view !== scrollView, view.isDescendant(of: scrollView) else {
                    return nil
                }
                return view.convert(view.bounds, to: scrollView)
            }
            var size: (width: CGFloat?, height: CGFloat?) = (nil, nil)
            for constraint in scrollView.constraints where constraint.relation == .equal {
                let (first, second) = (constraint.firstItem, constraint.secondItem)
                let (m, c) = (constraint.multiplier, constraint.constant)
                switch (constraint.firstAttribute, constraint.secondAttribute) {
                case (.width, .width) where first === content && second === scrollView.frameLayoutGuide:
                    size.width = m * scrollView.bounds.width + c
                case (.height, .height) where first === content && second === scrollView.frameLayoutGuide:
                    size.height = m * scrollView.bounds.height + c
                case (.bottom, .bottom) where m == 1 && second === content:
                    if let frame = frame(first) { size.height = frame.maxY - c }
                case (.bottom, .bottom) where m == 1 && first === content:
                    if let frame = frame(second) { size.height = frame.maxY + c }
                case (.trailing, .trailing) where m == 1 && second === content,
                    (.right, .right) where m == 1 && second === content:
                    if let frame = frame(first) { size.width = frame.maxX - c }
                default: continue
                }
            }
            return size
        }

        /// An intrinsic dimension, or `nil` for `UIView.noIntrinsicMetric`.
        private static func known(_ dimension: CGFloat) -> CGFloat? {
            dimension == UIView.noIntrinsicMetric ? nil : dimension
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

        /// An attribute of a rectangle in the superview's bounds, where its subviews' frames live.
        private static func value(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect) -> CGFloat {
            switch attribute {
            case .left, .leading: rect.minX
            case .right, .trailing: rect.maxX
            case .centerX: rect.midX
            case .top: rect.minY
            case .bottom: rect.maxY
            case .centerY: rect.midY
            case .width: rect.width
            case .height: rect.height
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
