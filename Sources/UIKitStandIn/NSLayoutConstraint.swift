#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutConstraint`: `first.attribute (relation) multiplier ×
    /// second.attribute + constant`, recorded, not solved (the stand-in's `layoutIfNeeded()` places
    /// only a view related to its superview, a guide of it, a sibling or constants; see the module
    /// header).
    ///
    /// Activating a constraint stores it on the nearest common ancestor of its items, as UIKit does;
    /// activating one whose items share no ancestor, or creating an illegal one, stops the process
    /// with UIKit's message, as UIKit raises an exception.
    @MainActor
    open class NSLayoutConstraint: NSObject {
        /// The part of an item's layout a constraint relates: UIKit's `NSLayoutAttribute`, an open
        /// enum declared in C as the SDK declares it (`UIKitStandInEnums`).
        public typealias Attribute = NSLayoutAttribute

        /// How the two sides relate: UIKit's `NSLayoutRelation`, an open enum declared in C.
        public typealias Relation = NSLayoutRelation

        /// The view on the left-hand side.
        public private(set) weak var firstItem: AnyObject?
        /// The attribute of ``firstItem``.
        public private(set) var firstAttribute: Attribute = .notAnAttribute
        /// The relation.
        public private(set) var relation: Relation = .equal
        /// The view on the right-hand side, or `nil` for a constant.
        public private(set) weak var secondItem: AnyObject?
        /// The attribute of ``secondItem``.
        public private(set) var secondAttribute: Attribute = .notAnAttribute
        /// The factor applied to the second attribute.
        public private(set) var multiplier: CGFloat = 1
        /// The offset added to the product.
        open var constant: CGFloat = 0
        /// A name for debugging.
        open var identifier: String?
        private weak var holder: UIView?

        /// Creates an empty constraint.
        public override init() {
            super.init()
        }

        /// Creates `view1.attr1 (relation) multiplier × view2.attr2 + c`.
        ///
        /// - Parameters:
        ///   - view1: The view on the left-hand side.
        ///   - attr1: Its attribute.
        ///   - relation: The relation.
        ///   - view2: The view on the right-hand side, or `nil` for a constant.
        ///   - attr2: Its attribute (`.notAnAttribute` with no second view).
        ///   - multiplier: The factor applied to the second attribute.
        ///   - c: The constant.
        public convenience init(
            item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
            relatedBy relation: NSLayoutConstraint.Relation,
            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
        ) {
            self.init()
            if attr1.isLocation {
                precondition(
                    view2 != nil && multiplier != 0,
                    "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                        + "illegal constraint of a location equal to a constant. Location attributes must be specified "
                        + "in pairs.")
                precondition(attr2.isLocation, "Invalid pairing of layout attributes: \(attr1) and \(attr2)")
            } else if view2 != nil {
                precondition(!attr2.isLocation, "Invalid pairing of layout attributes: \(attr1) and \(attr2)")
            }
            firstItem = view1 as AnyObject
            firstAttribute = attr1
            self.relation = relation
            secondItem = view2.map { $0 as AnyObject }
            secondAttribute = view2 == nil ? .notAnAttribute : attr2
            self.multiplier = multiplier
            constant = c
        }

        /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
        open var isActive: Bool {
            get { holder != nil }
            set {
                if newValue { activate() } else { deactivate() }
            }
        }

        /// Activates each constraint.
        ///
        /// - Parameter constraints: The constraints.
        open class func activate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { constraint.isActive = true }
        }

        /// Deactivates each constraint.
        ///
        /// - Parameter constraints: The constraints.
        open class func deactivate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { constraint.isActive = false }
        }

        /// Whether `view` is one of the constraint's items, or owns one (a guide).
        func involves(_ view: UIView) -> Bool {
            [firstItem, secondItem].contains { item in
                item === view || (item as? UILayoutGuide)?.owningView === view
            }
        }

        private func activate() {
            guard holder == nil else { return }
            // A guide takes part through its view, as in UIKit.
            guard let first = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView else {
                preconditionFailure("Unable to activate constraint: its first item is neither a view nor a guide")
            }
            guard let second = secondItem else {
                first.hold(self)
                holder = first
                return
            }
            let secondView = (second as? UIView) ?? (second as? UILayoutGuide)?.owningView
            guard let secondView, let common = Self.commonAncestor(first, secondView) else {
                preconditionFailure(
                    "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                        + "ancestor. Does the constraint or its anchors reference items in different view hierarchies? "
                        + "That's illegal.")
            }
            common.hold(self)
            holder = common
        }

        private func deactivate() {
            holder?.release(self)
            holder = nil
        }

        private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
            var candidate: UIView? = first
            while let view = candidate {
                if second.isDescendant(of: view) { return view }
                candidate = view.superview
            }
            return nil
        }
    }

    extension NSLayoutAttribute {
        /// Whether this is a position (an edge or centre) rather than a size.
        var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }
    }
#endif
