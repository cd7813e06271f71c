/// Follows what a container does: its ``ContainerAnnouncement``s (will/did swap, will/did show a
/// page, will/did open or close a panel, rejections) and, for a pager, each step of its scroll.
///
/// The container is passed as `AnyObject`, so one observer serves headless and UIKit containers
/// alike. Containers hold observers weakly (``StateMachineContainer/observers``), so observing never
/// keeps anything alive. Both methods do nothing unless the observer implements them:
///
/// ```swift
/// final class Analytics: ContainerObserver {
///     var log: [String] = []
///     func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
///         log.append("\(type(of: container)): \(announcement)")
///     }
/// }
/// ```
///
/// ```swift
/// let analytics = Analytics()
/// container.observers.add(analytics)
/// ```
@MainActor
public protocol ContainerObserver: AnyObject {
    /// Called for each announcement, in order, on the main actor.
    ///
    /// - Parameters:
    ///   - container: The container that announces.
    ///   - announcement: What it did or is about to do.
    func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement)

    /// Called at each scroll step of a pager, headless or UIKit: of a drag, of its glide onto a
    /// page, and of a page change. Both pagers tell the same steps for the same drag or page change.
    ///
    /// ```swift
    /// final class Dots: ContainerObserver {
    ///     var position = 0.0
    ///     func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
    ///         position = progress.position
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The pager that scrolls (compare it with `===` to tell pagers apart).
    ///   - progress: Where the scroll is.
    func container(_ container: AnyObject, didScroll progress: PageScrollProgress)
}

extension ContainerObserver {
    /// Does nothing: an observer that only follows a pager's scroll ignores announcements.
    ///
    /// - Parameters:
    ///   - container: The container that announces.
    ///   - announcement: What it did or is about to do.
    public func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {}

    /// Does nothing: an observer that only hears announcements ignores the scroll.
    ///
    /// - Parameters:
    ///   - container: The pager that scrolls.
    ///   - progress: Where the scroll is.
    public func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {}
}
