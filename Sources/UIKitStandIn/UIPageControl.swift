#if os(Linux)
    /// Stand-in for UIKit's `UIPageControl`: a row of dots, one per page, the current one marked
    /// (`UIPageControl.h`).
    ///
    /// A user changes the page by tapping the control — its trailing half moves one page forward,
    /// its leading half one page back (which part does which is not documented: modelled on the
    /// control's middle), mirrored right to left — or, with VoiceOver,
    /// by the adjustable element's swipe up and down. Each sets ``currentPage`` first and then sends
    /// `.valueChanged` (the "UIPageControl" documentation); at either end nothing changes and
    /// nothing is sent. Scrubbing along the dots (iOS 14's continuous interaction) is not modelled.
    @MainActor
    open class UIPageControl: UIControl {
        /// The number of dots; 0 by default. Setting it pins ``currentPage`` into the new range.
        open var numberOfPages = 0 {
            didSet { currentPage = pinned(currentPage) }
        }

        /// The marked dot; 0 by default, pinned to `0..<numberOfPages` (to 0 when there are no
        /// pages), as `UIPageControl.h` says.
        open var currentPage: Int {
            get { storedCurrentPage }
            set { storedCurrentPage = pinned(newValue) }
        }

        private var storedCurrentPage = 0

        /// Whether the control hides itself when there is only one page; `false` by default.
        open var hidesForSinglePage = false

        /// The tint of the dots not marked; `nil` (the system's) by default.
        open var pageIndicatorTintColor: UIColor?

        /// The tint of the marked dot; `nil` (the system's) by default.
        open var currentPageIndicatorTintColor: UIColor?

        /// The page count accessibility speaks with the page: "page 2 of 5" (UIKit localises it;
        /// the stand-in speaks English).
        open override var accessibilityValue: String? {
            get { numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil }
            set {}
        }

        private func pinned(_ page: Int) -> Int {
            max(0, min(page, numberOfPages - 1))
        }

        /// Moves to the next page (`+1`) or the previous one (`-1`) and sends `.valueChanged`,
        /// unless that would leave the pages.
        private func step(by delta: Int) {
            let target = currentPage + delta
            guard (0..<numberOfPages).contains(target) else { return }
            currentPage = target
            sendActions(for: .valueChanged)
        }

        override func tapped(at point: CGPoint) {
            let afterCurrent =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? point.x < bounds.midX : point.x >= bounds.midX
            step(by: afterCurrent ? 1 : -1)
        }

        /// VoiceOver's swipe up: the next page.
        open override func accessibilityIncrement() {
            step(by: 1)
        }

        /// VoiceOver's swipe down: the previous page.
        open override func accessibilityDecrement() {
            step(by: -1)
        }
    }
#endif
