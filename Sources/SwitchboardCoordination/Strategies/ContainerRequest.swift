public import SwitchboardMessaging

/// What a child can ask of its container. Every strategy carries these same values.
///
/// ```swift
/// child.link.send(.swap(to: "blue"))
/// child.link.send(.toggleMenu)
/// ```
public enum ContainerRequest: Message, Hashable, Codable {
    /// Show this child in the container's slot.
    case swap(to: ChildID)
    /// Cycle to the next alternate, in registration order (the seeds' "Swap Me!" button).
    case swapNext
    /// Scroll a paging container to this page (zero-based).
    case showPage(Int)
    /// Open the menu panel, or close it if it is open.
    case toggleMenu
    /// Open the profile panel, or close it if it is open.
    case toggleProfile
    /// Close whichever panel is open.
    case closePanels
    /// Insert, remove or reload pages of a pager over a page source.
    case editPages(PageEdit)
}

extension ContainerRequest: CustomStringConvertible {
    /// The request as it reads in code, such as `swap(to: green)` or `showPage(2)`.
    public var description: String {
        switch self {
        case .swap(let child): "swap(to: \(child))"
        case .swapNext: "swapNext"
        case .showPage(let page): "showPage(\(page))"
        case .toggleMenu: "toggleMenu"
        case .toggleProfile: "toggleProfile"
        case .closePanels: "closePanels"
        case .editPages(let edit): "editPages(\(edit))"
        }
    }
}
