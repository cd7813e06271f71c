public import Switchboard

/// The feed's list: always shown; sends its requests through the link it is given.
public final class FeedListController: HeadlessViewController {
    /// The link to the feed; set by whoever connects the feed (until then, sends answer
    /// ``RequestResult/unlinked``).
    public var link = ContainerLink<FeedRequest>.unlinked

    /// Creates the list.
    public init() {
        super.init(title: "list")
    }

    /// The user taps an item.
    ///
    /// - Parameter item: The item tapped.
    /// - Returns: What the feed did.
    @discardableResult
    public func tap(_ item: Int) -> RequestResult {
        link.send(.showDetail(id: item))
    }
}

/// The detail of one item, built by the feed when its machine first names it; it is handed its
/// link, and also finds it by walking up (`containerLink(for:)`).
public final class FeedDetailController: HeadlessViewController {
    /// The item shown.
    public let item: Int
    /// The link the feed handed it.
    public let link: ContainerLink<FeedRequest>

    /// Creates the detail of `item`.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - link: Its link to the feed.
    public init(item: Int, link: ContainerLink<FeedRequest>) {
        self.item = item
        self.link = link
        super.init(title: "detail-\(item)")
    }
}

/// The list–detail container on the headless host.
public enum Feed {
    /// A feed over `items`, building each detail on demand.
    ///
    /// - Parameters:
    ///   - list: The list child.
    ///   - items: The items.
    /// - Returns: The container.
    @MainActor
    public static func make(
        list: FeedListController, items: [Int] = Array(1...100)
    ) -> HeadlessContainerViewController<FeedMachine> {
        HeadlessContainerViewController(
            machine: FeedMachine(items: items), children: [.instance("list", list)],
            makeChild: { id, link in FeedDetailController(item: FeedMachine.item(of: id) ?? 0, link: link) },
            title: "feed")
    }
}
