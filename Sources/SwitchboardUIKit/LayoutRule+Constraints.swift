public import Switchboard

#if os(iOS)
    public import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    public import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    extension LayoutRule {
        /// The Auto Layout constraints that give `view` the frame `frame(in:)` computes, relative to
        /// `container` (its superview), so the layout follows the container through rotations and
        /// resizes. The constraints are not active yet.
        ///
        /// The rules use the left and right edges, as the headless layout does (a page's `x` is
        /// `index × width` in either writing direction). A page at index `i ≠ 0` is pinned with
        /// `view.left = container.right × i` (an `offsetInWidths(_:)` rule likewise, its
        /// multiplier the fraction), which reads the container's own bounds: place pages in a
        /// plain content view, not directly in a `UIScrollView` (whose edges mean its content area).
        /// Insets larger than the container give a negative size here, where the headless layout
        /// clamps to zero.
        ///
        /// - Parameters:
        ///   - view: The view to place.
        ///   - container: Its superview.
        /// - Returns: The constraints, inactive.
        @MainActor
        public func constraints(placing view: UIView, in container: UIView) -> [NSLayoutConstraint] {
            switch self {
            case .pinnedToEdges(let insets):
                return [
                    view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(insets.top)),
                    view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(insets.left)),
                    view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -CGFloat(insets.bottom)),
                    view.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -CGFloat(insets.right)),
                ]
            case .fraction(let fraction, let edge):
                let share = CGFloat(min(max(fraction, 0), 1))
                switch edge {
                case .top, .bottom:
                    return [
                        view.leftAnchor.constraint(equalTo: container.leftAnchor),
                        view.rightAnchor.constraint(equalTo: container.rightAnchor),
                        edge == .top
                            ? view.topAnchor.constraint(equalTo: container.topAnchor)
                            : view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                        view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: share),
                    ]
                case .left, .right:
                    return [
                        view.topAnchor.constraint(equalTo: container.topAnchor),
                        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                        edge == .left
                            ? view.leftAnchor.constraint(equalTo: container.leftAnchor)
                            : view.rightAnchor.constraint(equalTo: container.rightAnchor),
                        view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: share),
                    ]
                }
            case .page(let index):
                return shifted(view, in: container, byWidths: Double(index))
            case .offset(let x, let y):
                return [
                    view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(x)),
                    view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(y)),
                ] + sameSize(view, container)
            case .offsetInWidths(let widths):
                return shifted(view, in: container, byWidths: widths)
            case .shift(let widths, let points):
                return shifted(view, in: container, byWidths: widths, points: points)
            case .explicit(let frame):
                return [
                    view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(frame.minX)),
                    view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(frame.minY)),
                    view.widthAnchor.constraint(equalToConstant: CGFloat(frame.width)),
                    view.heightAnchor.constraint(equalToConstant: CGFloat(frame.height)),
                ]
            case .band(let start, let end, let edge, let insets):
                let (near, far) = edge.bandEnds(start, end)
                switch edge {
                case .left, .right:
                    return [
                        at(near, of: view, .left, in: container, along: .right, constant: insets.left),
                        at(far, of: view, .right, in: container, along: .right, constant: -insets.right),
                        view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(insets.top)),
                        view.bottomAnchor.constraint(
                            equalTo: container.bottomAnchor, constant: -CGFloat(insets.bottom)),
                    ]
                case .top, .bottom:
                    return [
                        at(near, of: view, .top, in: container, along: .bottom, constant: insets.top),
                        at(far, of: view, .bottom, in: container, along: .bottom, constant: -insets.bottom),
                        view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(insets.left)),
                        view.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -CGFloat(insets.right)),
                    ]
                }
            }
        }

        /// `view`'s `attribute` at `fraction` of `container`'s width (`along` `.right`) or height
        /// (`.bottom`), plus `constant` points: as a multiple of the container's far edge, which
        /// reads its own bounds, or its near edge for `0` (UIKit refuses a location with a
        /// multiplier of 0).
        @MainActor
        private func at(
            _ fraction: Double, of view: UIView, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
            along farEdge: NSLayoutConstraint.Attribute, constant: Double
        ) -> NSLayoutConstraint {
            let nearEdge: NSLayoutConstraint.Attribute = farEdge == .right ? .left : .top
            return NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: container,
                attribute: fraction == 0 ? nearEdge : farEdge, multiplier: fraction == 0 ? 1 : CGFloat(fraction),
                constant: CGFloat(constant))
        }

        /// Places `view` in `container` by this rule: turns off its autoresizing-mask constraints,
        /// deactivates `previous` (the constraints an earlier rule installed) and activates new ones.
        ///
        /// ```swift
        /// container.addSubview(child.view)
        /// var placement = try LayoutRule.pinnedToEdges().activateConstraints(placing: child.view, in: container)
        /// placement = try LayoutRule.offset(x: 260).activateConstraints(
        ///     placing: child.view, in: container, replacing: placement)
        /// ```
        ///
        /// - Parameters:
        ///   - view: The view to place; must be a direct subview of `container`.
        ///   - container: Its superview.
        ///   - previous: Constraints to deactivate first; none by default.
        /// - Returns: The active constraints, to pass as `previous` next time.
        /// - Throws: `ContainmentViolation.viewNotInStage(view:container:)` when `view` is not a
        ///   subview of `container` (UIKit would raise on activation); nothing is activated or
        ///   deactivated then.
        @MainActor
        @discardableResult
        public func activateConstraints(
            placing view: UIView, in container: UIView, replacing previous: [NSLayoutConstraint] = []
        ) throws(ContainmentViolation) -> [NSLayoutConstraint] {
            try Self.activate(
                constraints(placing: view, in: container), placing: view, in: container, replacing: previous)
        }

        /// Activates `placed`, constraints that place `view` in `container`, after the checks and
        /// the deactivation of ``activateConstraints(placing:in:replacing:)``.
        @MainActor
        static func activate(
            _ placed: [NSLayoutConstraint], placing view: UIView, in container: UIView,
            replacing previous: [NSLayoutConstraint]
        ) throws(ContainmentViolation) -> [NSLayoutConstraint] {
            guard view.superview === container else {
                throw .viewNotInStage(
                    view: String(describing: type(of: view)), container: String(describing: type(of: container)))
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.deactivate(previous)
            NSLayoutConstraint.activate(placed)
            return placed
        }

        /// `view` as large as `container`, its left edge `widths` container widths plus `points`
        /// from the left.
        @MainActor
        private func shifted(
            _ view: UIView, in container: UIView, byWidths widths: Double, points: Double = 0
        ) -> [NSLayoutConstraint] {
            [
                at(widths, of: view, .left, in: container, along: .right, constant: points),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ] + sameSize(view, container)
        }

        @MainActor
        private func sameSize(_ view: UIView, _ container: UIView) -> [NSLayoutConstraint] {
            [
                view.widthAnchor.constraint(equalTo: container.widthAnchor),
                view.heightAnchor.constraint(equalTo: container.heightAnchor),
            ]
        }
    }
#endif
