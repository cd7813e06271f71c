public import SwitchboardContainment
public import SwitchboardMessaging

/// What a container did, told to its ``ContainerObserver``s and posted on its bus with the
/// container as the subject — for observers such as analytics.
///
/// *Will* announcements come before the first containment call of a change, *did* ones after
/// its animation completed. A queued request announces when it is applied, not when it is
/// queued. A rejection is announced at once; so is a request abandoned because the host refused
/// its plan, instead of its *will* and *did*.
///
/// ```swift
/// final class PageViews: ContainerObserver {
///     var pages: [Int] = []
///     func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
///         if case .didShowPage(_, let page) = announcement { pages.append(page) }
///     }
/// }
/// ```
public enum ContainerAnnouncement: Message, Hashable, CustomStringConvertible {
    /// A swap from one child to another is about to start.
    case willSwap(from: ChildID, to: ChildID)
    /// A swap completed; `to` is now shown.
    case didSwap(from: ChildID, to: ChildID)
    /// A paging container is about to scroll from one page to another.
    case willShowPage(from: Int, to: Int)
    /// A paging container finished scrolling; `to` is now shown.
    case didShowPage(from: Int, to: Int)
    /// A pager over a page source is about to insert, remove or reload pages.
    case willEditPages(PageEdit)
    /// A pager finished a page edit; the page shown (if it was not removed or reloaded) is still shown.
    case didEditPages(PageEdit)
    /// A panel is about to slide open.
    case willOpen(ContainerPanel)
    /// A panel finished opening.
    case didOpen(ContainerPanel)
    /// A panel is about to slide closed.
    case willClose(ContainerPanel)
    /// A panel finished closing.
    case didClose(ContainerPanel)
    /// A request was refused; nothing changed.
    case rejected(ContainerRequest, ContainerRejection)
    /// An accepted request could not be carried out: the host refused a containment call of its
    /// plan, so the container stopped and stays in the state before it (see ``AbandonedRequest``).
    /// Its *will* and *did* announcements are not made.
    case abandoned(ContainerRequest, ContainmentViolation)
    /// A view could not be placed (a container's own view was removed by hand, say): nothing
    /// was placed, the layout stays as it was, the state is unchanged, and the UIKit containers
    /// also log it as a fault. Never a crash in a shipped app.
    case placementRefused(ContainmentViolation)
    /// An interactive change (a swipe) was cancelled before it completed: the container is back
    /// in the state before it, and its *did* announcement is not made.
    case cancelled(ContainerRequest)
    /// An event of a container of your own (``ContainerEvent``), announced by its plan; or, for a
    /// container of your own request type, a request it rejected or abandoned, as a
    /// ``RejectedRequest`` payload.
    case event(ContainerEvent)

    /// The announcement as it reads in code, such as `didSwap(from: green, to: blue)`.
    public var description: String {
        switch self {
        case .willSwap(let from, let to): "willSwap(from: \(from), to: \(to))"
        case .didSwap(let from, let to): "didSwap(from: \(from), to: \(to))"
        case .willShowPage(let from, let to): "willShowPage(from: \(from), to: \(to))"
        case .didShowPage(let from, let to): "didShowPage(from: \(from), to: \(to))"
        case .willEditPages(let edit): "willEditPages(\(edit))"
        case .didEditPages(let edit): "didEditPages(\(edit))"
        case .willOpen(let panel): "willOpen(\(panel))"
        case .didOpen(let panel): "didOpen(\(panel))"
        case .willClose(let panel): "willClose(\(panel))"
        case .didClose(let panel): "didClose(\(panel))"
        case .rejected(let request, _): "rejected(\(request))"
        case .abandoned(let request, _): "abandoned(\(request))"
        case .placementRefused(let violation): "placementRefused(\(violation.subject))"
        case .cancelled(let request): "cancelled(\(request))"
        case .event(let event): "event(\(event))"
        }
    }
}
