#if os(Linux)
    /// Stand-in for UIKit's `UIActionHandler`: what a `UIAction` runs.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    /// Stand-in for UIKit's `UIAction` (iOS 13, tvOS 13): a title and a handler that a control
    /// runs for the events it was added for. Images, identifiers, attributes and menus are left out.
    @MainActor
    open class UIAction: NSObject {
        /// The action's title; a button made with this primary action shows it.
        open var title: String
        /// The control that sent the action while its handler runs, else `nil`.
        open private(set) var sender: Any?
        private let handler: UIActionHandler

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - title: Its title; empty by default.
        ///   - handler: What it does; receives the action.
        public init(title: String = "", handler: @escaping UIActionHandler) {
            self.title = title
            self.handler = handler
            super.init()
        }

        /// Runs the handler with `sender` set (what a control does when its event happens).
        func perform(from sender: Any?) {
            self.sender = sender
            defer { self.sender = nil }
            handler(self)
        }
    }
#endif
