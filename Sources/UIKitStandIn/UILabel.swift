#if os(Linux)
    /// Stand-in for UIKit's `UILabel`: a view that shows text. Nothing is drawn; the text is
    /// measured with the stand-in's font model (see `UIFont`): one ``UIFont/lineHeight`` a line, a
    /// character 0.6 × the point size wide, wrapped at spaces or anywhere in a long word when
    /// ``numberOfLines`` allows more than one line. Real glyph metrics are not modelled.
    @MainActor
    open class UILabel: UIView {
        /// The text shown; `nil` by default.
        open var text: String? {
            didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
        }

        /// The text's colour (`label` by default).
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var textColor: UIColor! = .label

        /// How many lines the text may take; 0 for as many as it needs. 1 by default.
        open var numberOfLines = 1 {
            didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
        }

        /// The text's font: the system font at 17 points by default (`null_resettable`).
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var font: UIFont! = .systemFont(ofSize: 17) {
            didSet {
                if font == nil { font = .systemFont(ofSize: 17) }
                if font != oldValue { invalidateIntrinsicContentSize() }
            }
        }

        /// Whether the font follows the user's text size (`UIContentSizeCategoryAdjusting`, iOS
        /// 10): it does when the font came from `UIFont.preferredFont(forTextStyle:)`. `false` by
        /// default.
        open var adjustsFontForContentSizeCategory = false

        /// Labels take no touches unless told to (UILabel.h: "default is NO").
        open override var isUserInteractionEnabled: Bool {
            get { takesTouches }
            set { takesTouches = newValue }
        }
        private var takesTouches = false

        /// The text's size on as many lines as it has (`\n`), unwrapped; zero without text.
        open override var intrinsicContentSize: CGSize {
            let lines = paragraphs
            let widest = lines.map(\.count).max() ?? 0
            let shown = numberOfLines > 0 ? min(lines.count, numberOfLines) : lines.count
            return CGSize(width: (CGFloat(widest) * font.characterWidth).rounded(.up), height: lineHeight(shown))
        }

        override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat {
            guard numberOfLines != 1, width.isFinite else { return intrinsicContentSize.height }
            let perLine = max(Int(width / font.characterWidth), 1)
            let wrapped = paragraphs.reduce(0) { $0 + Self.lineCount(of: $1, charactersPerLine: perLine) }
            return lineHeight(numberOfLines > 0 ? min(wrapped, numberOfLines) : wrapped)
        }

        override func contentSizeCategoryDidChange() {
            guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
            font = .preferredFont(forTextStyle: style)
        }

        private var paragraphs: [Substring] {
            guard let text, !text.isEmpty else { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }

        private func lineHeight(_ lines: Int) -> CGFloat {
            CGFloat(lines) * font.lineHeight
        }

        /// How many lines `paragraph` takes, breaking at spaces, and inside a word longer than a line.
        private static func lineCount(of paragraph: Substring, charactersPerLine: Int) -> Int {
            var lines = 1
            var used = 0
            for word in paragraph.split(separator: " ") {
                let needed = used == 0 ? word.count : used + 1 + word.count
                if needed <= charactersPerLine {
                    used = needed
                    continue
                }
                if used > 0 { lines += 1 }
                lines += (word.count - 1) / charactersPerLine
                used = (word.count - 1) % charactersPerLine + 1
            }
            return lines
        }
    }
#endif
