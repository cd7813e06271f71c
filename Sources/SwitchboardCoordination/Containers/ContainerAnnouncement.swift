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
    /// plan, so the container stopped and stays in the state before it (see `lastAbandonment` on
    /// the ready containers).
    /// Its *will* and *did* announcements are not made.
    case abandoned(ContainerRequest, ContainmentViolation)
    /// A view could not be placed (a container's own view was removed by hand, say): nothing
    /// was placed, the layout stays as it was, the state is unchanged, and the UIKit containers
    /// also log it as a fault. Never a crash in a shipped app.
    case placementRefused(ContainmentViolation)
    /// An interactive change (a swipe) was cancelled before it completed: the container is back
    /// in the state before it, and its *did* announcement is not made.
    case cancelled(ContainerRequest)
    /// An event of a container of your own, announced by its plan: any `Hashable` and `Sendable`
    /// value of yours, read back with a cast.
    ///
    /// A machine puts the event in its plan (here in the list–detail example's `plan(_:from:)`):
    ///
    /// ```swift
    /// let will = ContainmentEffect.announce(.event(FeedEvent.willShowDetail(id)))
    /// ```
    ///
    /// and an observer reads it back:
    ///
    /// ```swift
    /// guard case .event(let event) = announcement else { return nil }
    /// return event as? FeedEvent
    /// ```
    case event(any Hashable & Sendable)
    /// A container of your own request type refused a request: rejected it (the reason is its
    /// machine's rejection) or abandoned it (the reason is the `ContainmentViolation`). The
    /// request is a ``SentRequest`` of your type; the built-in vocabulary announces
    /// ``rejected(_:_:)`` and ``abandoned(_:_:)`` instead.
    ///
    /// ```swift
    /// if case .refused(let request, let reason) = announcement,
    ///     let sent = request as? SentRequest<FeedRequest>
    /// {
    ///     print("\(sent) refused: \(reason)")
    /// }
    /// ```
    case refused(any Hashable & Sendable, reason: any Error)

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
        case .refused(let event, let reason): "refused(\(event), reason: \(reason))"
        }
    }

    /// Equal when the same case carries equal values; two refusals are equal when their reasons
    /// are equal values of one `Equatable` error type.
    ///
    /// - Parameters:
    ///   - lhs: An announcement.
    ///   - rhs: Another announcement.
    public static func == (lhs: ContainerAnnouncement, rhs: ContainerAnnouncement) -> Bool {
        switch (lhs, rhs) {
        case (.willSwap(let a, let b), .willSwap(let c, let d)), (.didSwap(let a, let b), .didSwap(let c, let d)):
            a == c && b == d
        case (.willShowPage(let a, let b), .willShowPage(let c, let d)),
            (.didShowPage(let a, let b), .didShowPage(let c, let d)):
            a == c && b == d
        case (.willEditPages(let a), .willEditPages(let b)), (.didEditPages(let a), .didEditPages(let b)): a == b
        case (.willOpen(let a), .willOpen(let b)), (.didOpen(let a), .didOpen(let b)),
            (.willClose(let a), .willClose(let b)), (.didClose(let a), .didClose(let b)):
            a == b
        case (.rejected(let a, let b), .rejected(let c, let d)): a == c && b == d
        case (.abandoned(let a, let b), .abandoned(let c, let d)): a == c && b == d
        case (.placementRefused(let a), .placementRefused(let b)): a == b
        case (.cancelled(let a), .cancelled(let b)): a == b
        case (.event(let a), .event(let b)): Self.payloadsMatch(a, b)
        case (.refused(let a, let b), .refused(let c, let d)):
            Self.payloadsMatch(a, c) && RejectionEquality.areEqual(b, d)
        default: false
        }
    }

    /// Hashes the case and its values (a refusal's reason excepted).
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .refused(let request, _): request.hash(into: &hasher)
        default: hasher.combine(description)
        }
    }

    /// Whether two payloads of the app's own are equal values of one type.
    private static func payloadsMatch(_ left: any Hashable & Sendable, _ right: any Hashable & Sendable) -> Bool {
        matches(left, right)
    }

    private static func matches<Left: Hashable>(_ left: Left, _ right: any Hashable & Sendable) -> Bool {
        (right as? Left) == left
    }
}
