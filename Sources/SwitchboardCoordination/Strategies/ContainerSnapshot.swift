/// What a container shows right now, in ``PanelSettings`` terms. A `nil` field is one the
/// container does not track (a swap slot has no menu).
///
/// The settings strategy compares desired state against this, not against what it last wrote,
/// so a request is judged against what is on screen: a paging container that starts on page 1
/// still moves when a child asks for page 0.
public struct ContainerSnapshot: Sendable, Hashable {
    /// Whether the menu panel is open.
    public var menuOpen: Bool?
    /// Whether the profile panel is open.
    public var profileOpen: Bool?
    /// The child shown in the container's slot.
    public var activeChild: ChildID?
    /// The page shown.
    public var page: Int?

    /// Creates a snapshot; leave out what the container does not track.
    ///
    /// - Parameters:
    ///   - menuOpen: Whether the menu panel is open.
    ///   - profileOpen: Whether the profile panel is open.
    ///   - activeChild: The child shown in the slot.
    ///   - page: The page shown.
    public init(menuOpen: Bool? = nil, profileOpen: Bool? = nil, activeChild: ChildID? = nil, page: Int? = nil) {
        self.menuOpen = menuOpen
        self.profileOpen = profileOpen
        self.activeChild = activeChild
        self.page = page
    }
}

extension PanelSettings {
    /// Overwrites the fields `snapshot` tracks with what the container shows; the rest, and
    /// ``swapNextCount``, stay as they are.
    ///
    /// - Parameter snapshot: What the container shows.
    public mutating func adopt(_ snapshot: ContainerSnapshot) {
        if let menuOpen = snapshot.menuOpen { self.menuOpen = menuOpen }
        if let profileOpen = snapshot.profileOpen { self.profileOpen = profileOpen }
        if let activeChild = snapshot.activeChild { self.activeChild = activeChild }
        if let page = snapshot.page { self.page = page }
    }

    /// This value with `snapshot` adopted.
    ///
    /// - Parameter snapshot: What the container shows.
    public func adopting(_ snapshot: ContainerSnapshot) -> PanelSettings {
        var copy = self
        copy.adopt(snapshot)
        return copy
    }
}
