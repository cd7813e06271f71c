#if os(Linux) && canImport(UIKitStandIn)
    import Foundation
    import Switchboard
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    @Suite("Right to left, the headless and the UIKit pager run the same changes to the same mirrored places")
    @MainActor
    struct PagerDirectionTests {
        /// Where the named pages' left edges are on screen, in widths of their pager from its left:
        /// on the UIKit pager a page's place in the content less the scroll offset.
        private static func places(of names: [String], in scene: SwipeScene) -> (uikit: [Double], headless: [Double]) {
            let (width, headlessWidth) = widths(scene)
            let offset = Double(scene.pager.scrollView.contentOffset.x)
            return (
                names.map {
                    (Double(scene.pager.controller(for: ChildID($0))?.view.frame.minX ?? .infinity) - offset) / width
                },
                names.map {
                    (scene.headless.controller(for: ChildID($0))?.view.frame.minX ?? .infinity) / headlessWidth
                }
            )
        }

        /// The widths of the UIKit and of the headless pager (their windows differ).
        private static func widths(_ scene: SwipeScene) -> (uikit: Double, headless: Double) {
            (Double(scene.pager.view.bounds.width), Double(scene.headless.view.bounds.width))
        }

        /// The content offsets of both pagers, in widths of their pager.
        private static func offsets(_ scene: SwipeScene) -> (uikit: Double, headless: Double) {
            let (width, headlessWidth) = widths(scene)
            return (
                Double(scene.pager.scrollView.contentOffset.x) / width, scene.headless.contentOffset.x / headlessWidth
            )
        }

        /// The UIKit drag from `page` toward `target`, let go `fraction` of the way, landing on `landing`.
        private static func drag(
            _ scene: SwipeScene, from page: Int, toward target: Int, _ fraction: Double, landingOn landing: Int
        ) {
            StandIn.beginDrag(scene.pager.scrollView)
            StandIn.moveDrag(scene.pager.scrollView, to: scene.offset(from: page, toward: target, fraction))
            StandIn.endDrag(scene.pager.scrollView, landingAt: scene.pageOffset(landing))
            StandIn.runUntilIdle()
        }

        private static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-6 }
        }

        /// Checks both pagers rest on (or scroll from) `page`, with the same offset and visible page,
        /// and the two pages of the change where `leftToRight` says, sign-flipped right to left.
        private static func check(
            _ scene: SwipeScene, page: Int, _ names: [String], at leftToRight: [Double],
            expecting direction: ContainerLayoutDirection, _ comment: Comment
        ) {
            let sign: Double = direction == .rightToLeft ? -1 : 1
            let expected = leftToRight.map { $0 * sign }
            let (uikit, headless) = places(of: names, in: scene)
            #expect(scene.pager.currentPage == page && scene.headless.currentPage == page, comment)
            #expect(close(headless, expected), "headless \(headless), expected \(expected): \(comment)")
            #expect(close(uikit, expected), "UIKit \(uikit), expected \(expected): \(comment)")
            let offsets = offsets(scene)
            #expect(abs(offsets.uikit - offsets.headless) < 1e-6, "offsets \(offsets): \(comment)")
            #expect(scene.pager.visiblePage == scene.headless.visiblePage, comment)
        }

        /// A drag onto page 1 (held 40 % of the way first), a page change to page 2, then a drag back
        /// toward page 1 let go early, on both pagers, checking the places after each step.
        private static func checkSequence(_ scene: SwipeScene, expecting direction: ContainerLayoutDirection) throws {
            let scrollView = scene.pager.scrollView
            check(scene, page: 0, ["p0", "p1"], at: [0, 1], expecting: direction, "at rest")
            #expect(offsets(scene).headless == (direction == .rightToLeft ? 2 : 0), "page 0 in the rightmost slot")

            StandIn.beginDrag(scrollView)
            StandIn.moveDrag(scrollView, to: scene.offset(from: 0, toward: 1, 0.4))
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(0.4)
            // The machine is on its way to page 1 while the finger holds the pages.
            check(scene, page: 1, ["p0", "p1"], at: [-0.4, 0.6], expecting: direction, "held part way to page 1")
            StandIn.endDrag(scrollView, landingAt: scene.pageOffset(1))
            StandIn.runUntilIdle()
            scene.headless.finishInteractiveChange()
            check(scene, page: 1, ["p0", "p1"], at: [-1, 0], expecting: direction, "landed on page 1")

            try scene.pager.showPage(2)
            StandIn.runUntilIdle()
            try scene.headless.showPage(2)
            check(scene, page: 2, ["p1", "p2"], at: [-1, 0], expecting: direction, "page 2 shown")

            drag(scene, from: 2, toward: 1, 0.2, landingOn: 2)
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(0.2)
            scene.headless.cancelInteractiveChange()
            check(scene, page: 2, ["p1", "p2"], at: [-1, 0], expecting: direction, "back on page 2")
        }

        @Test(
            "The same swipes and page changes give the same states, appearance calls and page places on both pagers, mirrored right to left",
            arguments: [ContainerLayoutDirection.leftToRight, .rightToLeft])
        func sameSequence(direction: ContainerLayoutDirection) throws {
            let scene = SwipeScene(initialPage: 0, rightToLeft: direction == .rightToLeft)
            try Self.checkSequence(scene, expecting: direction)
            #expect(scene.appearance == scene.headlessAppearance)
            #expect(scene.log.announcements == scene.headlessLog.announcements)
            #expect(
                scene.log.announcements == [
                    .willShowPage(from: 0, to: 1), .didShowPage(from: 0, to: 1), .willShowPage(from: 1, to: 2),
                    .didShowPage(from: 1, to: 2), .willShowPage(from: 2, to: 1), .cancelled(.showPage(1)),
                ])
            #expect(StandIn.consoleMessages.isEmpty)
        }

        @Test("Right to left, the headless pager's progress and visible page follow the mirrored places")
        func mirroredProgress() throws {
            let scene = SwipeScene(initialPage: 0, rightToLeft: true)
            let log = ProgressLog()
            scene.headless.observers.add(log)
            #expect(try scene.headless.beginInteractiveScroll(to: 1))
            scene.headless.updateInteractiveChange(0.7)
            let p1 = scene.headless.controller(for: "p1")?.view.frame.minX
            #expect(p1 == CGFloat(-0.3 * Self.widths(scene).headless))
            #expect(scene.headless.visiblePage == 1)
            #expect(log.steps == [PageScrollProgress(fromPage: 0, toPage: 1, fraction: 0.7)])
        }

        @Test(
            "The documented right-to-left headless pager keeps page 1 off the left edge, and scrolls it in from there")
        func documentedRightToLeftPager() throws {
            let (first, second) = (HeadlessViewController(title: "first"), HeadlessViewController(title: "second"))
            let window = HeadlessWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), trace: nil)
            let pager = HeadlessPagingContainerViewController(
                pages: [[.instance("first", first)], [.instance("second", second)]], layoutDirection: .rightToLeft)
            window.rootViewController = pager  // page 1 waits off the left edge
            #expect(first.view.frame.minX == 0 && second.view.frame.minX == -390)
            #expect(pager.contentOffset.x == 390 && pager.visiblePage == 0)
            try pager.showPage(1)
            #expect(first.view.frame.minX == 390 && second.view.frame.minX == 0)
            #expect(pager.contentOffset.x == 0 && pager.visiblePage == 1)
        }

        @Test("Negative control: a headless pager laid out left to right fails the right-to-left sequence")
        func unmirroredPagerIsCaught() throws {
            let scene = SwipeScene(initialPage: 0, rightToLeft: true, headlessDirection: .leftToRight)
            withKnownIssue("page 1 is on the right of page 0") {
                try Self.checkSequence(scene, expecting: .rightToLeft)
            }
        }
    }
#endif
