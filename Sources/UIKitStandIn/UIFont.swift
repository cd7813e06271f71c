#if os(Linux)
    /// Stand-in for UIKit's `UIFont`: a size, and for a font made from a text style, that style.
    /// There are no glyphs: ``lineHeight`` is modelled as 1.2 × ``pointSize`` rounded up (the
    /// system font's is about 1.19 ×), and a label measures a character as 0.6 × ``pointSize``
    /// wide (wider than most text in the system font, so text wraps sooner than on a device).
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .title2)
    /// label.adjustsFontForContentSizeCategory = true
    /// ```
    open class UIFont: NSObject, @unchecked Sendable {
        // @unchecked Sendable: immutable after init (three `let`s), as UIKit declares UIFont
        // NS_SWIFT_SENDABLE.
        /// The size, in points.
        public let pointSize: CGFloat
        /// The text style the font was made for, if any: what a label that adjusts follows.
        let textStyle: TextStyle?

        init(pointSize: CGFloat, textStyle: TextStyle?) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            super.init()
        }

        /// The height of a line of text: 1.2 × ``pointSize``, rounded up (see the type's notes).
        open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

        /// The width the stand-in gives a character: 0.6 × ``pointSize`` (see the type's notes).
        var characterWidth: CGFloat { pointSize * 0.6 }

        /// The system font at `fontSize` points: a fixed size, which Dynamic Type does not change.
        ///
        /// - Parameter fontSize: The size, in points.
        /// - Returns: The font.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
            UIFont(pointSize: fontSize, textStyle: nil)
        }

        /// The font for `style` at the user's text size (`StandIn.preferredContentSizeCategory`),
        /// from the Human Interface Guidelines' Dynamic Type sizes table. Main-actor isolated here
        /// (UIKit lets any thread call it), since the stand-in keeps the text size on the main actor:
        /// stricter than UIKit, never looser.
        ///
        /// - Parameter style: The text style.
        /// - Returns: The font.
        @MainActor
        open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
            UIFont(pointSize: style.pointSize(at: StandIn.preferredContentSizeCategory), textStyle: style)
        }

        /// Whether `object` is a font of the same size and text style.
        ///
        /// - Parameter object: The object to compare.
        /// - Returns: `true` for the same font.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIFont else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle
        }

        /// A hash of the size and the text style.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            return hasher.finalize()
        }
    }
#endif
