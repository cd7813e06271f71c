#if os(Linux)
    /// Stand-in for UIKit's `UIButton`: a control with a title per state and a primary action that
    /// runs when it is tapped (`UIControl.Event.primaryActionTriggered`, sent with `touchUpInside`).
    @MainActor
    open class UIButton: UIControl {
        /// `UIButtonType`: an open enum declared in C as the SDK declares it (`UIKitStandInEnums`).
        public typealias ButtonType = UIButtonType

        private var titles: [UInt: String] = [:]

        /// The button's type; ``ButtonType/custom`` for a button made with ``UIView/init(frame:)``.
        open private(set) var buttonType: ButtonType = .custom

        /// Creates a button of `buttonType` with `primaryAction` (iOS 14) for
        /// `primaryActionTriggered`; the action's title becomes the button's.
        ///
        /// - Parameters:
        ///   - buttonType: The button's type; ``ButtonType/system`` by default.
        ///   - primaryAction: What a tap does, if anything.
        public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
            self.init(frame: .zero)
            self.buttonType = buttonType
            if let primaryAction { adopt(primaryAction) }
        }

        /// Creates a button of `buttonType` without an action.
        ///
        /// - Parameter buttonType: The button's type.
        public convenience init(type buttonType: UIButton.ButtonType) {
            self.init(type: buttonType, primaryAction: nil)
        }

        /// Creates a custom button with `frame` and `primaryAction` (iOS 14).
        ///
        /// - Parameters:
        ///   - frame: The button's frame.
        ///   - primaryAction: What a tap does, if anything.
        public convenience init(frame: CGRect, primaryAction: UIAction?) {
            self.init(frame: frame)
            if let primaryAction { adopt(primaryAction) }
        }

        /// The colour the title is drawn in: a system button's is its ``UIView/tintColor``, a custom
        /// button's white (per-state title colours are not modelled).
        open var currentTitleColor: UIColor {
            buttonType == .system ? tintColor : .white
        }

        /// Sets the title shown in `state`.
        ///
        /// - Parameters:
        ///   - title: The title, or `nil` for the normal state's.
        ///   - state: The state.
        open func setTitle(_ title: String?, for state: UIControl.State) {
            titles[state.rawValue] = title
            showCurrentTitle()
        }

        /// The title set for `state`, else the normal state's.
        ///
        /// - Parameter state: The state.
        /// - Returns: The title, if any.
        open func title(for state: UIControl.State) -> String? {
            titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        }

        /// The title shown now.
        open var currentTitle: String? { title(for: state) }

        /// The label that shows the title: set its `font` and `adjustsFontForContentSizeCategory`
        /// for Dynamic Type. UIKit makes it on first use; the stand-in makes it with the button
        /// and keeps it out of `subviews` (nothing is drawn).
        open var titleLabel: UILabel? { label }
        private let label = UILabel()

        /// The title's size, measured by ``titleLabel`` (the stand-in adds no content insets:
        /// a device's button is a few points larger).
        open override var intrinsicContentSize: CGSize {
            currentTitle == nil ? .zero : label.intrinsicContentSize
        }

        override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat {
            currentTitle == nil ? 0 : label.intrinsicHeight(forWidth: width)
        }

        override func contentSizeCategoryDidChange() {
            label.contentSizeCategoryDidChange()
            invalidateIntrinsicContentSize()
        }

        private func showCurrentTitle() {
            label.text = currentTitle
            invalidateIntrinsicContentSize()
        }

        private func adopt(_ primaryAction: UIAction) {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }
#endif
