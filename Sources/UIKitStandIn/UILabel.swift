#if os(Linux)
    /// Stand-in for UIKit's `UILabel`: a view that shows text. Nothing is drawn or measured here;
    /// the text is kept for tests to read.
    @MainActor
    open class UILabel: UIView {
        /// The text shown; `nil` by default.
        open var text: String?

        /// The text's colour (`label` by default).
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var textColor: UIColor! = .label

        /// How many lines the text may take; 0 for as many as it needs. 1 by default.
        open var numberOfLines = 1
    }
#endif
