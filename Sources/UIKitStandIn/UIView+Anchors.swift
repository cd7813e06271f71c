#if os(Linux)
    extension UIView {
        /// The leading edge (the left edge: the stand-in lays out left to right only).
        public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The trailing edge (the right edge: the stand-in lays out left to right only).
        public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The left edge.
        public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
        /// The right edge.
        public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
        /// The top edge.
        public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The bottom edge.
        public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The horizontal centre.
        public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
        /// The vertical centre.
        public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
        /// The width.
        public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The height.
        public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    }
#endif
