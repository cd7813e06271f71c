public import Switchboard

/// The feed's state for the shared-settings strategy: which detail is shown. A request sent
/// through the settings is recorded here, and a change made by anyone else (another window, a
/// restored session) becomes the requests that bring the feed to it.
public struct FeedState: CoordinatedState {
    /// The item whose detail is shown, if any.
    public var detail: Int?

    /// The list alone.
    public init() {}

    /// Records `request`: `showDetail` names the detail, `dismissDetail` clears it; `refresh`, an
    /// event, never reaches it.
    ///
    /// - Parameter request: A request the feed accepted.
    public mutating func apply(_ request: FeedRequest) {
        switch request {
        case .showDetail(let id): detail = id
        case .dismissDetail: detail = nil
        case .refresh: break
        }
    }

    /// `refresh` reloads the list and changes nothing the state records: the settings strategy
    /// hands it to the feed and writes nothing.
    ///
    /// - Parameter request: A request.
    /// - Returns: Whether it is `refresh`.
    public static func isEvent(_ request: FeedRequest) -> Bool { request == .refresh }

    /// The one request that takes a feed showing `old` to this state, or none.
    ///
    /// - Parameter old: The state the feed shows.
    /// - Returns: `showDetail` or `dismissDetail`, or nothing when the detail is the same.
    public func requests(since old: FeedState) -> [FeedRequest] {
        guard detail != old.detail else { return [] }
        return [detail.map { .showDetail(id: $0) } ?? .dismissDetail]
    }
}
