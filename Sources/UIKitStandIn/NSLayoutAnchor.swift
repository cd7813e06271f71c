#if os(Linux)
    /// Stand-in for UIKit's `NSLayoutAnchor`: a factory for constraints between two anchors of the
    /// same kind.
    @MainActor
    open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
        weak var item: AnyObject?
        let attribute: NSLayoutConstraint.Attribute

        init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
            self.item = item
            self.attribute = attribute
            super.init()
        }

        /// A constraint making this anchor equal to `anchor`.
        ///
        /// - Parameter anchor: The other anchor.
        /// - Returns: The constraint, not yet active.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
            constraint(equalTo: anchor, constant: 0)
        }

        /// A constraint making this anchor equal to `anchor` plus `c`.
        ///
        /// - Parameters:
        ///   - anchor: The other anchor.
        ///   - c: The offset.
        /// - Returns: The constraint, not yet active.
        open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: liveItem, attribute: attribute, relatedBy: .equal, toItem: anchor.liveItem,
                attribute: anchor.attribute, multiplier: 1, constant: c)
        }

        /// The anchor's view; an anchor outliving its view is a programming error, as in UIKit.
        var liveItem: AnyObject {
            guard let item else { preconditionFailure("NSLayoutAnchor used after its item was deallocated") }
            return item
        }
    }
#endif
