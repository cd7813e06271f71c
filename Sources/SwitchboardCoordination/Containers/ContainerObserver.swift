/// Receives a container's ``ContainerAnnouncement``s: will/did swap, will/did show a page,
/// will/did open or close a panel, and rejections.
///
/// The container is passed as `AnyObject`, so one observer serves headless and UIKit containers
/// alike. Containers hold observers weakly (``StateMachineContainer/observers``), so observing never
/// keeps anything alive:
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
}
