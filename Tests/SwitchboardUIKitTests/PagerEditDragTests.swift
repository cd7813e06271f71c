#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// What a scene shows and holds after a sequence: compared across hosts.
    struct PagerOutcome: Equatable, CustomStringConvertible {
        let currentPage: Int, pageCount: Int, shownTitle: String?
        var appearance: [ContainmentEvent]
        let builds: [Int], live: [String]

        @MainActor
        init(_ scene: SourcedPagerScene, appearanceAfter seen: Int) {
            currentPage = scene.currentPage
            pageCount = scene.pageCount
            shownTitle = scene.shownTitle
            appearance = scene.appearance(after: seen)
            builds = scene.record.builds
            live = scene.record.livePages
        }

        var description: String {
            "page \(currentPage) of \(pageCount) (\(shownTitle ?? "-")), appearance \(appearance), builds \(builds), "
                + "live \(live)"
        }

        /// The same outcome with its appearance left out.
        var state: PagerOutcome {
            var copy = self
            copy.appearance = []
            return copy
        }
    }

    /// Page edits while a finger is down on the UIKit pager, and edits in `.allPages` mode.
    @Suite("Page edits under the finger and with every page appearing, on both hosts")
    @MainActor
    struct PagerEditDragTests {
        /// An edit of a pager of 10 pages at page 5, around the page shown.
        struct DragCase: Sendable, CustomTestStringConvertible {
            let behaviour: String, edit: PageEdit
            /// After the edit alone (a bare drag let go where it was).
            let shownAfter: Int, pageCountAfter: Int, shownTitle: String
            /// After a swipe to page 6 that the edit waited for.
            let shownAfterSwipe: Int, titleAfterSwipe: String
            var testDescription: String { "\(behaviour): \(edit)" }
        }

        nonisolated static let cases = [
            DragCase(
                behaviour: "pages inserted before the page shown", edit: .insert(at: 0, count: 2), shownAfter: 7,
                pageCountAfter: 12, shownTitle: "page 5", shownAfterSwipe: 8, titleAfterSwipe: "page 6"),
            DragCase(
                behaviour: "the page shown removed", edit: .remove(5..<6), shownAfter: 5, pageCountAfter: 9,
                shownTitle: "page 6", shownAfterSwipe: 5, titleAfterSwipe: "page 6"),
            DragCase(
                behaviour: "the last pages removed, after the page shown", edit: .remove(8..<10), shownAfter: 5,
                pageCountAfter: 8, shownTitle: "page 5", shownAfterSwipe: 6, titleAfterSwipe: "page 6"),
            DragCase(
                behaviour: "the page shown reloaded", edit: .reload(5), shownAfter: 5, pageCountAfter: 10,
                shownTitle: "page 5", shownAfterSwipe: 6, titleAfterSwipe: "page 6"),
        ]

        /// Expects the UIKit pager's scroll view to show `page` of `pageCount` pages.
        static func expectScroll(
            _ pager: PagingContainerViewController, at page: Double, of pageCount: Int,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let width = pager.scrollView.bounds.width
            #expect(pager.scrollView.contentSize.width == width * CGFloat(pageCount), sourceLocation: sourceLocation)
            #expect(pager.scrollView.contentOffset.x == width * CGFloat(page), sourceLocation: sourceLocation)
            // Each page one scroll view wide, at its own index.
            for child in pager.children {
                #expect(child.view.frame.width == width, sourceLocation: sourceLocation)
            }
        }

        /// A UIKit pager of 10 pages at page 5 with a finger down on it, not moved, and `edit` sent
        /// then (expected to wait); with the count of appearance callbacks before it.
        static func fingerDown(
            thenEdit edit: PageEdit
        ) throws -> (SourcedPagerScene, PagingContainerViewController, seen: Int) {
            let scene = SourcedPagerScene(.uikit, pageCount: 10, initialPage: 5)
            let pager = try #require(scene.pager)
            let seen = scene.appearance.count
            StandIn.beginDrag(pager.scrollView)
            #expect(try scene.edit(edit) == .queued(position: 0))
            return (scene, pager, seen)
        }

        @Test(
            "An edit while the finger is down, before any swipe, waits; let go, it applies as it would have at once",
            arguments: cases)
        func bareDrag(edit: DragCase) throws {
            let (scene, pager, seen) = try Self.fingerDown(thenEdit: edit.edit)
            // Nothing moved under the finger.
            #expect(scene.pageCount == 10 && scene.currentPage == 5)
            Self.expectScroll(pager, at: 5, of: 10)
            #expect(scene.appearance(after: seen).isEmpty)
            StandIn.endDrag(pager.scrollView, landingAt: pager.scrollView.contentOffset)
            StandIn.runUntilIdle()
            #expect(scene.currentPage == edit.shownAfter)
            #expect(scene.pageCount == edit.pageCountAfter)
            #expect(scene.shownTitle == edit.shownTitle)
            Self.expectScroll(pager, at: Double(edit.shownAfter), of: edit.pageCountAfter)
            // The same as the headless pager applying it at once (it has no finger to wait for).
            let headless = SourcedPagerScene(.headless, pageCount: 10, initialPage: 5)
            let before = headless.appearance.count
            #expect(try headless.edit(edit.edit) == .applied)
            #expect(PagerOutcome(scene, appearanceAfter: seen) == PagerOutcome(headless, appearanceAfter: before))
        }

        /// Sends `edit` once a swipe from page 5 toward 6 is under way on `scene`'s host (on the
        /// UIKit pager, `beforeMoving`: while the finger is down, before the content moves), then
        /// lets the swipe land on 6. Returns the edit's answer.
        static func editThenSwipe(
            _ edit: PageEdit, on scene: SourcedPagerScene, beforeMoving: Bool
        ) throws
            -> RequestResult
        {
            if let pager = scene.pager {
                let width = pager.scrollView.bounds.width
                StandIn.beginDrag(pager.scrollView)
                let answer = try beforeMoving ? scene.edit(edit) : nil
                for step in [5.1, 5.3, 5.45] {
                    StandIn.moveDrag(pager.scrollView, to: CGPoint(x: width * step, y: 0))
                    // The pages never change under the finger.
                    expectScroll(pager, at: step, of: 10)
                }
                let late = try beforeMoving ? nil : scene.edit(edit)
                StandIn.endDrag(pager.scrollView, landingAt: CGPoint(x: width * 6, y: 0))
                StandIn.runUntilIdle()
                return answer ?? late ?? .unchanged
            }
            let headless = try #require(scene.headless)
            #expect(try headless.beginInteractiveScroll(to: 6))
            let answer = try scene.edit(edit)
            headless.updateInteractiveChange(0.45)
            headless.finishInteractiveChange()
            return answer
        }

        @Test(
            "An edit sent as the finger goes down waits through the swipe that follows, as one sent during the swipe",
            arguments: cases, [true, false])
        func dragThenSwipe(edit: DragCase, beforeMoving: Bool) throws {
            var outcomes: [PagerOutcome] = []
            for host in SourcedPagerHost.allCases {
                let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
                let seen = scene.appearance.count
                #expect(
                    try Self.editThenSwipe(edit.edit, on: scene, beforeMoving: beforeMoving) == .queued(position: 0))
                #expect(scene.currentPage == edit.shownAfterSwipe, "\(host)")
                #expect(scene.shownTitle == edit.titleAfterSwipe, "\(host)")
                if let pager = scene.pager {
                    Self.expectScroll(pager, at: Double(edit.shownAfterSwipe), of: edit.pageCountAfter)
                }
                outcomes.append(PagerOutcome(scene, appearanceAfter: seen))
            }
            #expect(outcomes[0] == outcomes[1])
        }

        @Test(
            "A request the finger held goes through once the pager leaves the screen mid-drag",
            arguments: cases)
        func heldUntilOffScreen(edit: DragCase) throws {
            let (scene, pager, _) = try Self.fingerDown(thenEdit: edit.edit)
            scene.leave()
            StandIn.runUntilIdle()
            #expect(scene.pageCount == edit.pageCountAfter)
            #expect(scene.currentPage == edit.shownAfter)
            #expect(!pager.isTransitioning)
        }

        // MARK: - Every page appearing

        /// An edit of a pager of 10 pages at page 5 with every page appearing, and the appearance
        /// callbacks it causes on the headless host.
        struct AllPagesCase: Sendable, CustomTestStringConvertible {
            let edit: PageEdit
            let appearance: [ContainmentEvent]
            var testDescription: String { "\(edit)" }
        }

        nonisolated static func appear(_ page: String) -> [ContainmentEvent] {
            [.viewWillAppear(page, animated: false), .viewDidAppear(page, animated: false)]
        }

        nonisolated static func disappear(_ page: String) -> [ContainmentEvent] {
            [.viewWillDisappear(page, animated: false), .viewDidDisappear(page, animated: false)]
        }

        // Every page of the window appears: a page that joins it appears, one that leaves (or is let
        // go: a removed or reloaded neighbour) disappears; the page shown reloaded is a swap.
        nonisolated static let allPagesCases = [
            AllPagesCase(edit: .insert(at: 0, count: 2), appearance: []),
            AllPagesCase(edit: .insert(at: 6, count: 1), appearance: appear("page 6") + disappear("page 6")),
            AllPagesCase(edit: .remove(5..<6), appearance: appear("page 6") + disappear("page 5")),
            AllPagesCase(edit: .remove(3..<5), appearance: appear("page 2") + disappear("page 4")),
            AllPagesCase(edit: .reload(5), appearance: PagerEditTests.change(from: "page 5", to: "page 5")),
            AllPagesCase(edit: .reload(6), appearance: appear("page 6") + disappear("page 6")),
        ]

        @Test(
            "With every page appearing, an edit keeps the live window appeared; both hosts end the same",
            arguments: allPagesCases)
        func allPagesEdits(edit: AllPagesCase) throws {
            var outcomes: [PagerOutcome] = []
            for host in SourcedPagerHost.allCases {
                let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5, appearanceMode: .allPages)
                let seen = scene.appearance.count
                #expect(try scene.edit(edit.edit) == .applied)
                outcomes.append(PagerOutcome(scene, appearanceAfter: seen))
            }
            let (headless, uikit) = (outcomes[0], outcomes[1])
            #expect(headless.appearance == edit.appearance)
            #expect(uikit.state == headless.state)
            // The stand-in does not forward appearance when a child's view enters or leaves a window
            // (UIKit does): on the UIKit pager only the swap's transition is modelled.
            if case .reload(5) = edit.edit { #expect(uikit.appearance == edit.appearance) }
        }

        @Test("With every page appearing, edits sent during a swipe wait for it; both hosts end the same")
        func allPagesDuringSwipe() throws {
            var outcomes: [PagerOutcome] = []
            for host in SourcedPagerHost.allCases {
                let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5, appearanceMode: .allPages)
                let seen = scene.appearance.count
                // After the swipe to 6 and the insertion, index 7 is the page shown: removed, its
                // successor shows, and is reloaded.
                _ = try scene.editDuringSwipe([.insert(at: 0, count: 1), .remove(7..<8), .reload(7)])
                #expect(scene.currentPage == 7 && scene.shownTitle == "page 7")
                outcomes.append(PagerOutcome(scene, appearanceAfter: seen))
            }
            let (headless, uikit) = (outcomes[0], outcomes[1])
            #expect(
                headless.appearance
                    == Self.disappear("page 4") + Self.appear("page 7") + Self.appear("page 8")
                    + Self.disappear("page 6") + PagerEditTests.change(from: "page 7", to: "page 7"))
            #expect(uikit.state == headless.state)
        }
    }
#endif
