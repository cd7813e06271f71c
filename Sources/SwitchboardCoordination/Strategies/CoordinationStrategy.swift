public import SwitchboardMessaging

/// How a ``ContainerLink`` carries a child's request to its container.
///
/// The same container and children work over any of them; choose at composition time:
///
/// ```swift
/// let direct = Coordinator(strategy: .delegate, handler: container)
/// let overBus = Coordinator(strategy: .bus(bus), handler: container)
/// let overSettings = Coordinator(strategy: .sharedSettings(settings), handler: container)
/// ```
///
/// The request type comes from the handler: a `Coordinator` for a container that handles
/// `LibraryRequest` carries `LibraryRequest` over whichever strategy it is given.
public struct CoordinationStrategy<Request: Sendable>: Sendable {
    /// The channel behind a strategy.
    package enum Channel: Sendable {
        case delegate
        case bus(MessageBus)
        case sharedSettings(SettingsBinding<Request>)
    }

    package let channel: Channel

    private init(_ channel: Channel) {
        self.channel = channel
    }

    /// A direct call to the container, which the coordinator holds weakly: strictly one-to-one,
    /// the cheapest. The tutorials' weak-delegate pattern, generalised.
    public static var delegate: CoordinationStrategy { CoordinationStrategy(.delegate) }

    /// A ``SentRequest`` posted on `bus` with the container as subject. The coordinator
    /// observes it on the container's behalf and hands the container's answer back to the
    /// sending link; anyone else may observe it too.
    ///
    /// - Parameter bus: The bus requests travel on.
    /// - Returns: The strategy.
    public static func bus(_ bus: MessageBus) -> CoordinationStrategy {
        CoordinationStrategy(.bus(bus))
    }

    /// The container's state is the whole of `settings`: each request the container accepts is
    /// recorded there, and every change written elsewhere reaches the container as requests.
    ///
    /// Every container bound to one settings instance shares its state on purpose (the
    /// tutorials' singleton). To give several containers each their own state in one instance,
    /// bind each to its own part with ``sharedSettings(_:at:)``.
    ///
    /// - Parameter settings: The shared state.
    /// - Returns: The strategy.
    public static func sharedSettings<State: CoordinatedState>(
        _ settings: SharedSettings<State>
    ) -> CoordinationStrategy where State.Request == Request {
        CoordinationStrategy(.sharedSettings(SettingsBinding(whole: settings)))
    }

    /// The container's state is one part of a larger settings value, such as one pane of an
    /// app's settings file.
    ///
    /// ```swift
    /// let left = Coordinator(strategy: .sharedSettings(appSettings, at: \.leftPane), handler: leftContainer)
    /// let right = Coordinator(strategy: .sharedSettings(appSettings, at: \.rightPane), handler: rightContainer)
    /// ```
    ///
    /// Containers bound to different parts never hear each other's requests; containers bound
    /// to the same part share it.
    ///
    /// - Parameters:
    ///   - settings: The settings holding the part.
    ///   - part: Where the container's state lives in the settings value.
    /// - Returns: The strategy.
    public static func sharedSettings<Root: Sendable, State: CoordinatedState>(
        _ settings: SharedSettings<Root>, at part: any WritableKeyPath<Root, State> & Sendable
    ) -> CoordinationStrategy where State.Request == Request {
        CoordinationStrategy(.sharedSettings(SettingsBinding(settings: settings, part: part)))
    }

    /// A short name for logs and reports: `delegate`, `bus` or `sharedSettings`.
    public var name: String {
        switch channel {
        case .delegate: "delegate"
        case .bus: "bus"
        case .sharedSettings: "sharedSettings"
        }
    }
}
