// An observer that records what a container announces, as an app's own would: public API only.
// The container tests of this module use it, and so do the articles' examples (this folder),
// the UIKit host tests and ClientCheck's tests of the list-detail feed, which link this file.
import Switchboard

/// Records every announcement a container makes, in order.
@MainActor
final class AnnouncementLog: ContainerObserver {
    var announcements: [ContainerAnnouncement] = []
    var onAnnouncement: ((ContainerAnnouncement) -> Void)?

    func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
        announcements.append(announcement)
        onAnnouncement?(announcement)
    }
}
