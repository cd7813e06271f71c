public import Switchboard

/// The list–detail container's decision logic: a list always shown, and over it the detail of
/// one item at a time, a child named at run time (`"detail-42"`) that the host builds when the
/// machine first names it and lets go when the machine discards it.
public struct FeedMachine: ContainerStateMachine, Hashable {
    /// The items the list shows; a detail for any other is refused.
    public let items: [Int]
    /// The item whose detail is shown, if any.
    public private(set) var detail: Int?
    /// How the detail slides in when it replaces another.
    public var animation: ContainerAnimation

    /// A feed of `items`, showing the list alone.
    ///
    /// - Parameters:
    ///   - items: The items the list shows.
    ///   - animation: How a detail replaces another; none by default.
    public init(items: [Int] = Array(1...100), animation: ContainerAnimation = .none) {
        self.items = items
        self.animation = animation
    }

    /// The child identifier of the detail of `item`.
    ///
    /// - Parameter item: An item.
    /// - Returns: `"detail-<item>"`.
    public static func detailID(_ item: Int) -> ChildID { ChildID("detail-\(item)") }

    /// The item a detail child shows, read back from its identifier.
    ///
    /// - Parameter id: A child identifier.
    /// - Returns: The item, or `nil` for the list.
    public static func item(of id: ChildID) -> Int? {
        id.rawValue.hasPrefix("detail-") ? Int(id.rawValue.dropFirst("detail-".count)) : nil
    }

    /// `"Feed"`.
    public var containerName: String { "Feed" }

    /// The list, and the detail shown over it.
    public var visibleChildren: [ChildID] { ["list"] + (detail.map { [Self.detailID($0)] } ?? []) }

    /// ``FeedError/noSuchItem(_:)`` for a detail of an item the feed does not have.
    public func rejection(for request: FeedRequest, from sender: ChildID?) -> FeedError? {
        if case .showDetail(let id) = request, !items.contains(id) { return .noSuchItem(id) }
        return nil
    }

    /// Embeds the list.
    public func setUpEffects() -> [ContainmentEffect] { [.embed("list", layout: .pinnedToEdges())] }

    /// Every request but `refresh`: showing or dismissing twice equals doing it once.
    public func isIdempotent(_ request: FeedRequest) -> Bool { request != .refresh }

    /// Embeds, swaps or removes the detail, announcing the feed's events.
    public mutating func plan(_ request: FeedRequest, from sender: ChildID?) -> [ContainmentEffect] {
        switch request {
        case .showDetail(let id):
            guard detail != id else { return [] }
            let shown = detail
            detail = id
            let will = ContainmentEffect.announce(.event(FeedEvent.willShowDetail(id)))
            let did = ContainmentEffect.announce(.event(FeedEvent.didShowDetail(id)))
            guard let shown else { return [will, .embed(Self.detailID(id), layout: .pinnedToEdges()), did] }
            return [
                will,
                .transition(
                    from: Self.detailID(shown), to: Self.detailID(id), layout: .pinnedToEdges(), animation: animation),
                .discard(Self.detailID(shown)), did,
            ]
        case .dismissDetail:
            guard let shown = detail else { return [] }
            detail = nil
            return [
                .unembed(Self.detailID(shown)), .discard(Self.detailID(shown)),
                .announce(.event(FeedEvent.didDismissDetail(shown))),
            ]
        case .refresh:
            return [.announce(.event(FeedEvent.refreshed))]
        }
    }
}
