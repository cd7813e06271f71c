/// What the feed's children ask it for: an app's own request type.
public enum FeedRequest: Sendable, Hashable {
    /// Show the detail of the item `id` over the list (replacing the detail shown, if any).
    case showDetail(id: Int)
    /// Close the detail; the list stays.
    case dismissDetail
    /// Reload the list: changes no child, announced as ``FeedEvent/refreshed``.
    case refresh
}

/// Why the feed refuses a request.
public enum FeedError: Error, Equatable {
    /// The feed has no item with this identifier.
    case noSuchItem(Int)
}

/// What the feed announces, as the payload of `ContainerAnnouncement.event(_:)`.
public enum FeedEvent: Sendable, Hashable {
    /// The detail of this item is about to be shown.
    case willShowDetail(Int)
    /// The detail of this item is shown.
    case didShowDetail(Int)
    /// The detail of this item was closed.
    case didDismissDetail(Int)
    /// The list was asked to reload.
    case refreshed
}
