import Switchboard
import SwitchboardUIKit

#if os(iOS)
    import UIKit
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// What the app shows its UI tests (`Examples/UIKitAppUITests`) when launched with
    /// ``launchArgument``. XCUITest drives the app from another process and sees only what
    /// accessibility exposes, so the app writes what a touch contract is judged on into two labels
    /// over the window, which take no touches: the events (the stories' appearance callbacks and
    /// every container's announcements, in order) and the pager's state once it has moved.
    @MainActor
    final class UITestLog: ContainerObserver {
        /// The launch argument a UI test passes.
        static let launchArgument = "--ui-test-log"
        /// The page the app opens on under test, from 0: the third page, the first story, with a
        /// story after it (so a swipe forward logs both pages' appearance) and a button to the feed.
        static let startPage = 2
        /// The accessibility identifier of the events label.
        static let eventsIdentifier = "ui-test-log.events"
        /// The accessibility identifier of the pager's state label.
        static let pagerIdentifier = "ui-test-log.pager"

        /// The events so far, one a line.
        let events = UILabel()
        /// The pager's state: its page from 1, whether a change runs, how many requests wait, and
        /// whether the content rests on a page.
        let pagerState = UILabel()
        private var lines: [String] = []
        private weak var pager: PagingContainerViewController?
        private weak var slideMenu: SlideMenuContainerViewController?

        /// Adds a line to the events.
        func record(_ line: String) {
            lines.append(line)
            events.text = lines.joined(separator: "\n")
            events.accessibilityLabel = events.text
        }

        /// Puts both labels over the top of `window`, one line each.
        func install(in window: UIWindow) {
            for (label, identifier) in [(events, Self.eventsIdentifier), (pagerState, Self.pagerIdentifier)] {
                label.accessibilityIdentifier = identifier
                // One line high, over the top of the screen: a label is an accessibility element, and
                // one in front of a button would keep XCUITest from finding the button hittable.
                // Its accessibility label holds every line.
                label.numberOfLines = 1
                label.font = .preferredFont(forTextStyle: .body)
                label.isUserInteractionEnabled = false
                label.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(label)
            }
            NSLayoutConstraint.activate([
                pagerState.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
                pagerState.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
                events.topAnchor.constraint(equalTo: pagerState.bottomAnchor),
                events.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            ])
        }

        /// Follows the containers of a tree the scene shows (at launch, and after a strategy switch).
        func follow(_ containers: AppContainers) {
            pager?.observers.remove(self)
            slideMenu?.observers.remove(self)
            pager = containers.pager
            slideMenu = containers.slideMenu
            containers.pager.observers.add(self)
            containers.slideMenu.observers.add(self)
            showPagerState()
        }

        func container(_ container: AnyObject, didAnnounce announcement: ContainerAnnouncement) {
            record("\(container === pager ? "pager" : "slide menu") \(announcement)")
            showPagerStateLater()
        }

        func container(_ container: AnyObject, didScroll progress: PageScrollProgress) {
            showPagerStateLater()
        }

        /// Whether an update of ``pagerState`` is scheduled and has not run yet.
        private(set) var isStateUpdatePending = false

        /// Shows the pager's state once the work of this turn of the run loop is done: an
        /// announcement is made while the change is still running. Updates scheduled meanwhile
        /// make one.
        private func showPagerStateLater() {
            guard !isStateUpdatePending else { return }
            isStateUpdatePending = true
            Task { @MainActor [weak self] in self?.showPendingPagerState() }
        }

        /// Runs the scheduled update of ``pagerState`` now, if there is one: what the next turn of
        /// the run loop does on a device, and what a test on Linux calls in its place.
        func showPendingPagerState() {
            guard isStateUpdatePending else { return }
            isStateUpdatePending = false
            showPagerState()
        }

        /// Writes the pager's state into ``pagerState`` now.
        func showPagerState() {
            guard let pager else { return }
            let width = pager.scrollView.bounds.width
            let position = width > 0 ? pager.scrollView.contentOffset.x / width : 0
            let onAPage = abs(position - position.rounded()) < 0.01
            pagerState.text = [
                "page \(pager.currentPage + 1)", pager.isTransitioning ? "changing" : "at rest",
                "\(pager.pendingRequests.count) waiting", onAPage ? "on a page" : "between pages",
            ].joined(separator: "; ")
            pagerState.accessibilityLabel = pagerState.text
        }
    }
#endif
