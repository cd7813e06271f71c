/// State that the shared-settings strategy keeps for one container: how a request changes it,
/// and what a change means to a container that did not send it.
///
/// ```swift
/// struct LibraryState: CoordinatedState {
///     var detailItem: Int?
///
///     mutating func apply(_ request: LibraryRequest) {
///         if case .showDetail(let item) = request { detailItem = item } else { detailItem = nil }
///     }
///
///     func requests(since old: LibraryState) -> [LibraryRequest] {
///         guard detailItem != old.detailItem else { return [] }
///         return [detailItem.map { .showDetail(item: $0) } ?? .closeDetail]
///     }
/// }
/// ```
///
/// The two must agree: for every state `s` and request `r` the container accepts, applying
/// `s.applying(r).requests(since: s)` to a container showing `s` leaves it showing
/// `s.applying(r)`. Both run while the settings are locked, so they must be pure: no use of the
/// settings instance, no side effects.
public protocol CoordinatedState: Codable, Sendable, Equatable {
    /// The requests this state records.
    associatedtype Request: Sendable

    /// The state of a container that has received no request yet. A coordinator replays
    /// everything since this state in ``Coordinator/replayDesiredState()``.
    ///
    /// A `public` conforming type declares `public init() {}`: the `init()` Swift gives a struct
    /// whose properties all have defaults is internal.
    init()

    /// Records `request`: what a child asking for it wants the state to become.
    ///
    /// - Parameter request: A request the container accepted.
    mutating func apply(_ request: Request)

    /// The requests that take a container showing `old` to showing `self`, in order; empty when
    /// nothing a container shows differs.
    ///
    /// - Parameter old: The state the container shows.
    /// - Returns: The requests to deliver, from no child.
    func requests(since old: Self) -> [Request]
    /// Whether `request` is an event: something a container does that changes no state it
    /// records (reload a list, scroll to the top). The shared-settings strategy hands an event to
    /// the container and writes nothing, so ``apply(_:)`` never sees it; the other strategies
    /// carry it like any request. `false` for every request unless the type says otherwise.
    ///
    /// ```swift
    /// public static func isEvent(_ request: FeedRequest) -> Bool { request == .refresh }
    /// ```
    ///
    /// - Parameter request: A request.
    /// - Returns: Whether it changes no state.
    static func isEvent(_ request: Request) -> Bool
    /// Whether the shared-settings strategy refuses `request`: a request this state can neither
    /// record nor carry as an event, because its effect would leave the container and the settings
    /// apart (a pager's page edits shift the page it shows, which the settings cannot follow). The
    /// strategy answers ``UnrecordableRequest`` without handing it to the container, and writes
    /// nothing; the other strategies carry it like any request. `false` for every request unless
    /// the type says otherwise.
    ///
    /// - Parameter request: A request.
    /// - Returns: Whether the strategy must refuse it.
    static func isUnrecordable(_ request: Request) -> Bool
}

extension CoordinatedState {
    /// No request is an event: every request is recorded.
    ///
    /// - Parameter request: A request.
    /// - Returns: `false`.
    public static func isEvent(_ request: Request) -> Bool { false }

    /// Every request can be recorded.
    ///
    /// - Parameter request: A request.
    /// - Returns: `false`.
    public static func isUnrecordable(_ request: Request) -> Bool { false }

    /// This state with `request` applied.
    ///
    /// - Parameter request: A request.
    /// - Returns: The new state.
    public func applying(_ request: Request) -> Self {
        var copy = self
        copy.apply(request)
        return copy
    }
}
