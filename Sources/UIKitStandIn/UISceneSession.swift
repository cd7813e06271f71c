#if os(Linux)
    /// Stand-in for UIKit's `UISceneSession`: the persistent identity of a scene.
    @MainActor
    open class UISceneSession: NSObject {
        /// A stable identifier for the session.
        public let persistentIdentifier: String

        init(persistentIdentifier: String) {
            self.persistentIdentifier = persistentIdentifier
            super.init()
        }
    }
#endif
