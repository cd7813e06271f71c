// The built-in vocabulary's state for the shared-settings strategy.
extension PanelSettings: CoordinatedState {
    /// Records `request` as desired state: the settings strategy's write.
    ///
    /// - Parameter request: The request to record.
    public mutating func apply(_ request: ContainerRequest) {
        switch request {
        case .swap(let child):
            activeChild = child
            swapNextBaseline = swapNextCount
        case .swapNext: swapNextCount &+= 1
        case .showPage(let index): page = index
        case .toggleMenu: toggleMenu()
        case .toggleProfile: toggleProfile()
        case .closePanels: closePanels()
        // Never reached: the strategy refuses page edits (`isUnrecordable(_:)`).
        case .editPages: break
        }
    }

    /// `true` for ``ContainerRequest/editPages(_:)``: an edit moves the page a pager shows (pages
    /// inserted before it shift its index) and changes what a page index names, which ``page``
    /// cannot follow. The shared-settings strategy refuses it with ``UnrecordableRequest``; send
    /// edits through the delegate or bus strategy.
    ///
    /// - Parameter request: A request.
    /// - Returns: Whether it is a page edit.
    public static func isUnrecordable(_ request: ContainerRequest) -> Bool {
        if case .editPages = request { return true }
        return false
    }

    /// The requests that turn a container showing `old` into one showing `self`, in the order
    /// panels, child, page, relative swaps. Empty when nothing a container shows differs.
    ///
    /// ```swift
    /// let desired = PanelSettings(menuOpen: true, page: 2)
    /// print(desired.requests(since: PanelSettings()))  // [toggleMenu, showPage(2)]
    /// ```
    ///
    /// - Parameter old: The state the container shows.
    /// - Returns: The requests, from no child.
    public func requests(since old: PanelSettings) -> [ContainerRequest] {
        var requests = panelRequests(since: old)
        // What a container shows is the chosen child moved on by the swaps made since it was
        // chosen; the counts themselves are bookkeeping, so two states that differ only in them
        // derive nothing (a replay from `init()` reaches the same child with lower counts).
        var swaps = pendingSwaps &- old.pendingSwaps
        if let child = activeChild, child != old.activeChild || swaps < 0 {
            // A newly chosen child, or one chosen again after the container moved on from it,
            // resets the relative swaps to those made since.
            requests.append(.swap(to: child))
            swaps = pendingSwaps
        }
        if page != old.page {
            requests.append(.showPage(page))
        }
        if swaps > 0 {
            requests.append(contentsOf: repeatElement(.swapNext, count: swaps))
        }
        return requests
    }

    /// The relative swaps made since ``activeChild`` was chosen: how far a container has moved on from it.
    private var pendingSwaps: Int { swapNextCount &- swapNextBaseline }

    /// At most one panel request: the one that reaches this panel state from `old`'s.
    private func panelRequests(since old: PanelSettings) -> [ContainerRequest] {
        let menuChanged = menuOpen != old.menuOpen
        let profileChanged = profileOpen != old.profileOpen
        if menuChanged && menuOpen { return [.toggleMenu] }
        if profileChanged && profileOpen { return [.toggleProfile] }
        if menuChanged && profileChanged { return [.closePanels] }
        if menuChanged { return [.toggleMenu] }
        if profileChanged { return [.toggleProfile] }
        return []
    }
}
