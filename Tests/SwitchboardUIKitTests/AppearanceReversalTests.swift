#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// A UIKit page that writes the appearance callbacks UIKit makes on it, as the headless model's
    /// trace events (`viewIsAppearing` aside: its timing is each host's own).
    @MainActor
    final class AppearanceLoggingPage: UIViewController {
        var log: (ContainmentEvent) -> Void = { _ in }
        private var name: String { title ?? "?" }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log(.viewWillAppear(name, animated: animated))
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log(.viewDidAppear(name, animated: animated))
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log(.viewWillDisappear(name, animated: animated))
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log(.viewDidDisappear(name, animated: animated))
        }
    }

    /// The appearance callbacks of `pages`, in order.
    func appearance(of pages: Set<String>, in events: [ContainmentEvent]) -> [ContainmentEvent] {
        events.filter { event in
            switch event {
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: pages.contains(event.subject)
            default: false
            }
        }
    }

    /// The last appearance callback each of `pages` received: what it believes it is.
    func finalAppearance(of pages: [String], in events: [ContainmentEvent]) -> [String] {
        pages.map { page in
            switch events.last(where: { $0.subject == page }) {
            case .viewWillAppear: "viewWillAppear"
            case .viewDidAppear: "viewDidAppear"
            case .viewWillDisappear: "viewWillDisappear"
            case .viewDidDisappear: "viewDidDisappear"
            default: "none"
            }
        }
    }

    @Suite("Appearance reversal: a begin in the other direction reverses the transition under way")
    @MainActor
    struct AppearanceReversalTests {
        @Test("A disappearance under way reverses on a begin toward appearing, and one end completes it")
        func reversal() {
            StandIn.reset()
            var events: [ContainmentEvent] = []
            let page = AppearanceLoggingPage()
            page.title = "page"
            page.log = { events.append($0) }
            let window = onScreen(page)
            events = []
            page.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
            page.endAppearanceTransition()
            #expect(
                events == [
                    .viewWillDisappear("page", animated: true), .viewWillAppear("page", animated: true),
                    .viewDidAppear("page", animated: true),
                ])
            #expect(StandIn.consoleMessages.isEmpty, "a reversal is balanced")
            page.endAppearanceTransition()
            #expect(StandIn.consoleMessages.count == 1, "a second end is unbalanced")
            page.beginAppearanceTransition(true, animated: false)
            #expect(StandIn.consoleMessages.count == 2, "appearing while appeared is unbalanced")
            withExtendedLifetime(window) {}
        }

        @Test("The interactive-cancel probe: scroll from page 0 toward 1, update to 0.5, cancel — same on both hosts")
        func interactiveCancelProbe() throws {
            StandIn.reset()
            let names = ["p0", "p1", "p2"]

            let headlessTrace = ContainmentTrace()
            let headless = HeadlessPagingContainerViewController(
                pages: names.map { [.instance(ChildID($0), HeadlessViewController(title: $0, trace: headlessTrace))] },
                title: "pager", trace: headlessTrace)
            let headlessWindow = HeadlessWindow(trace: headlessTrace)
            headlessWindow.rootViewController = headless
            headlessTrace.removeAll()
            #expect(try headless.beginInteractiveScroll(to: 1))
            headless.updateInteractiveChange(0.5)
            headless.cancelInteractiveChange()

            var uikitEvents: [ContainmentEvent] = []
            let pages = names.map { name in
                let page = AppearanceLoggingPage()
                page.title = name
                page.log = { uikitEvents.append($0) }
                return page
            }
            let pager = PagingContainerViewController(
                pages: zip(names, pages).map { [.instance(ChildID($0), $1)] }, title: "pager", trace: nil)
            let window = onScreen(pager)
            uikitEvents = []
            #expect(try pager.beginInteractiveScroll(to: 1))
            pager.updateInteractiveChange(0.5)
            pager.cancelInteractiveChange()
            StandIn.runUntilIdle()

            let headlessEvents = appearance(of: Set(names), in: headlessTrace.events)
            #expect(appearance(of: Set(names), in: uikitEvents) == headlessEvents)
            #expect(finalAppearance(of: ["p0", "p1"], in: uikitEvents) == ["viewDidAppear", "viewDidDisappear"])
            #expect(pager.currentPage == 0 && pager.scrollView.contentOffset == .zero)
            #expect(StandIn.consoleMessages.isEmpty)
            withExtendedLifetime((headlessWindow, window)) {}
        }

        @Test("The probe's check catches a page left disappeared on screen (negative control)")
        func probeCatchesAWrongEnd() {
            let wrong: [ContainmentEvent] = [
                .viewWillDisappear("p0", animated: true), .viewWillAppear("p1", animated: true),
                .viewDidDisappear("p0", animated: true), .viewDidAppear("p1", animated: true),
            ]
            #expect(finalAppearance(of: ["p0", "p1"], in: wrong) != ["viewDidAppear", "viewDidDisappear"])
        }
    }
#endif
