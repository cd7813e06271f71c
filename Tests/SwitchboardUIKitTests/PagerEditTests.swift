#if os(Linux) && canImport(UIKitStandIn)
    import Switchboard
    import SwitchboardTesting
    import SwitchboardUIKit
    import Testing
    import UIKitStandIn

    /// Page edits on a scene of either host.
    extension SourcedPagerScene {
        /// The pager on this scene's host, as the shared page controls.
        var observers: MulticastDelegate<any ContainerObserver>? { pager?.observers ?? headless?.observers }

        var pageCount: Int { pager?.pageCount ?? headless?.pageCount ?? -1 }

        var isTransitioning: Bool { pager?.isTransitioning ?? headless?.isTransitioning ?? false }

        /// Submits `edit` and lets any animation finish.
        @discardableResult
        func edit(_ edit: PageEdit) throws(ContainerRejection) -> RequestResult {
            let result: RequestResult
            if let pager {
                result = try pager.submit(.editPages(edit), from: nil)
                StandIn.runUntilIdle()
            } else if let headless {
                result = try headless.submit(.editPages(edit), from: nil)
            } else {
                result = .unchanged
            }
            return result
        }

        /// A swipe toward the neighbour `target` the finger still holds half-way.
        func holdSwipe(toward target: Int) throws {
            if let pager {
                let width = pager.scrollView.bounds.width
                StandIn.beginDrag(pager.scrollView)
                let toward = CGFloat(target - currentPage)
                StandIn.moveDrag(pager.scrollView, to: CGPoint(x: width * (CGFloat(currentPage) + 0.4 * toward), y: 0))
            } else if let headless {
                #expect(try headless.beginInteractiveScroll(to: target))
                headless.updateInteractiveChange(0.4)
            }
        }

        /// Lets the held swipe go so that it lands on `target`.
        func releaseSwipe(landingOn target: Int) {
            if let pager {
                let width = pager.scrollView.bounds.width
                StandIn.endDrag(pager.scrollView, landingAt: CGPoint(x: width * CGFloat(target), y: 0))
                StandIn.runUntilIdle()
            } else if let headless {
                headless.finishInteractiveChange()
            }
        }

        /// Sends `edits` while the finger holds a swipe toward the next page, expects each queued,
        /// lets the swipe land there, and returns the announcements made meanwhile.
        func editDuringSwipe(_ edits: [PageEdit]) throws -> AnnouncementLog {
            let log = AnnouncementLog()
            observers?.add(log)
            let target = currentPage + 1
            try holdSwipe(toward: target)
            #expect(isTransitioning)
            for (position, edit) in edits.enumerated() {
                #expect(try self.edit(edit) == .queued(position: position))
            }
            #expect(pageCount == 10)
            releaseSwipe(landingOn: target)
            return log
        }

        /// Applies `edit`, expects it applied, leaving `page` shown of `pageCount`, and returns
        /// the appearance callbacks it caused.
        func applied(
            _ edit: PageEdit, showing page: Int, of pageCount: Int,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> [ContainmentEvent] {
            let seen = appearance.count
            #expect(try self.edit(edit) == .applied, sourceLocation: sourceLocation)
            #expect(currentPage == page, sourceLocation: sourceLocation)
            #expect(self.pageCount == pageCount, sourceLocation: sourceLocation)
            return appearance(after: seen)
        }

        /// The appearance callbacks since `count` callbacks.
        func appearance(after count: Int) -> [ContainmentEvent] { Array(appearance.dropFirst(count)) }

        /// The title of the page shown (its build's name: the page's index when it was built).
        var shownTitle: String? {
            if let pager { return pager.controller(for: pager.machine.shownChild(onPage: pager.currentPage))?.title }
            return headless.flatMap { $0.controller(for: $0.machine.shownChild(onPage: $0.currentPage))?.title }
        }

        /// The titles of the pages in the container, sorted.
        var childTitles: [String] {
            (pager?.children.compactMap(\.title) ?? headless?.children.compactMap(\.title) ?? []).sorted()
        }

        /// Starts an interactive jump to `target`, follows it a little, and cancels it.
        func cancelJump(to target: Int) throws {
            if let pager {
                #expect(try pager.beginInteractiveScroll(to: target))
                pager.updateInteractiveChange(0.3)
                pager.cancelInteractiveChange()
                StandIn.runUntilIdle()
            } else if let headless {
                #expect(try headless.beginInteractiveScroll(to: target))
                headless.updateInteractiveChange(0.3)
                headless.cancelInteractiveChange()
            }
        }
    }

    @Suite("A pager over a page source inserts, removes and reloads pages at run time, on both hosts")
    @MainActor
    struct PagerEditTests {
        @Test(
            "Pages inserted before the page shown shift its index; it stays shown with no appearance callback",
            arguments: SourcedPagerHost.allCases)
        func insertBeforeShown(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            #expect(try scene.applied(.insert(at: 0, count: 2), showing: 7, of: 12).isEmpty)
            #expect(scene.record.builds == [4, 5, 6])
            // Right before the page shown: the new page is its neighbour, the old one leaves.
            #expect(try scene.applied(.insert(at: 7, count: 1), showing: 8, of: 13).isEmpty)
            #expect(scene.record.builds == [4, 5, 6, 7])
            #expect(scene.record.livePages == ["page 5", "page 6", "page 7"])
            #expect(scene.shownTitle == "page 5")
        }

        /// An edit from a pager of 10 pages: where it starts, and what is shown, built and alive after.
        struct EditCase: Sendable, CustomTestStringConvertible {
            let behaviour: String, initialPage: Int, edit: PageEdit
            let shownAfter: Int, pageCountAfter: Int, shownTitle: String
            let builds: [Int], live: [String]
            var testDescription: String { "\(behaviour): \(edit) from page \(initialPage)" }
        }

        nonisolated static let editCases = [
            // The old neighbour is let go: one "page 6" (the new build) alive.
            EditCase(
                behaviour: "inserted after the page shown, a new neighbour is built", initialPage: 5,
                edit: .insert(at: 6, count: 3), shownAfter: 5, pageCountAfter: 13, shownTitle: "page 5",
                builds: [4, 5, 6, 6], live: ["page 4", "page 5", "page 6"]),
            EditCase(
                behaviour: "removed before the page shown, its index shifts, removed builds are gone", initialPage: 5,
                edit: .remove(3..<5), shownAfter: 3, pageCountAfter: 8, shownTitle: "page 5", builds: [4, 5, 6, 2],
                live: ["page 2", "page 5", "page 6"]),
            // Its new neighbour is built for its index now, 6: two builds named "page 6".
            EditCase(
                behaviour: "removing the page shown shows the next one", initialPage: 5, edit: .remove(5..<6),
                shownAfter: 5, pageCountAfter: 9, shownTitle: "page 6", builds: [4, 5, 6, 6],
                live: ["page 4", "page 6", "page 6"]),
            EditCase(
                behaviour: "removing the page shown with no page after it shows the one before", initialPage: 9,
                edit: .remove(8..<10), shownAfter: 7, pageCountAfter: 8, shownTitle: "page 7", builds: [8, 9, 6, 7],
                live: ["page 6", "page 7"]),
        ]

        /// The appearance sequence of an unanimated change from the page titled `old` to `new`.
        nonisolated static func change(from old: String, to new: String) -> [ContainmentEvent] {
            [
                .viewWillDisappear(old, animated: false), .viewWillAppear(new, animated: false),
                .viewDidDisappear(old, animated: false), .viewDidAppear(new, animated: false),
            ]
        }

        @Test(
            "The page shown stays shown through edits beside it; removing it shows a neighbour with a page change's sequence",
            arguments: SourcedPagerHost.allCases, editCases)
        func editsAroundShown(host: SourcedPagerHost, edit: EditCase) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: edit.initialPage)
            let events = try scene.applied(edit.edit, showing: edit.shownAfter, of: edit.pageCountAfter)
            let shownBefore = "page \(edit.initialPage)"
            #expect(
                events == (edit.shownTitle == shownBefore ? [] : Self.change(from: shownBefore, to: edit.shownTitle)))
            #expect(scene.record.builds == edit.builds)
            #expect(scene.record.livePages == edit.live)
            #expect(scene.shownTitle == edit.shownTitle)
        }

        @Test(
            "Reloading the page shown swaps a fresh build in; the old one is gone",
            arguments: SourcedPagerHost.allCases)
        func reloadShown(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            #expect(try scene.applied(.reload(5), showing: 5, of: 10) == Self.change(from: "page 5", to: "page 5"))
            #expect(scene.record.builds == [4, 5, 6, 5])
            // One build of page 5 alive: the new one.
            #expect(scene.record.livePages == ["page 4", "page 5", "page 6"])
        }

        @Test(
            "Reloading a page off screen releases its old build: a neighbour is built again, a kept page is gone",
            arguments: SourcedPagerHost.allCases)
        func reloadOffScreen(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5, retention: .keepAlive)
            try scene.showPage(8)
            try scene.showPage(5)
            #expect(scene.record.livePages.contains("page 8"))
            let seen = scene.appearance.count
            #expect(try scene.edit(.reload(6)) == .applied)
            #expect(try scene.edit(.reload(8)) == .applied)
            #expect(scene.appearance(after: seen).isEmpty)
            #expect(scene.record.builds.filter { $0 == 6 }.count == 2)
            #expect(scene.record.builds.filter { $0 == 8 }.count == 1)
            #expect(!scene.record.livePages.contains("page 8"))
            #expect(scene.record.livePages.filter { $0 == "page 6" }.count == 1)
        }

        @Test(
            "Out-of-range edits and removing every page are rejected with a typed error; nothing changes",
            arguments: SourcedPagerHost.allCases)
        func rejections(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            let log = AnnouncementLog()
            scene.observers?.add(log)
            let cases: [(PageEdit, ContainerRejection)] = [
                (.insert(at: 11, count: 1), .pageEditOutOfRange(.insert(at: 11, count: 1), pageCount: 10)),
                (.insert(at: -1, count: 1), .pageEditOutOfRange(.insert(at: -1, count: 1), pageCount: 10)),
                (.insert(at: 3, count: 0), .pageEditOutOfRange(.insert(at: 3, count: 0), pageCount: 10)),
                (.remove(8..<11), .pageEditOutOfRange(.remove(8..<11), pageCount: 10)),
                (.remove(4..<4), .pageEditOutOfRange(.remove(4..<4), pageCount: 10)),
                (.remove(0..<10), .removingEveryPage(pageCount: 10)),
                (.reload(10), .pageEditOutOfRange(.reload(10), pageCount: 10)),
            ]
            for (edit, expected) in cases {
                #expect(throws: expected) { try scene.edit(edit) }
            }
            #expect(scene.currentPage == 5)
            #expect(scene.pageCount == 10)
            #expect(scene.record.builds == [4, 5, 6])
            #expect(log.announcements.count == cases.count)
            #expect(log.announcements.first == .rejected(.editPages(cases[0].0), cases[0].1))
            #expect(
                ContainerRejection.pageEditOutOfRange(.insert(at: 11, count: 1), pageCount: 10).description
                    == "insert(at: 11, count: 1) is out of range: the pager has 10 page(s); "
                    + "insert one page or more at 0...10.")
        }

        @Test("A pager with a fixed list of pages rejects edits as not editable")
        func fixedListRejectsEdits() throws {
            let headless = HeadlessPagingContainerViewController(
                pages: [[.instance("a", HeadlessViewController())], [.instance("b", HeadlessViewController())]])
            #expect(throws: ContainerRejection.pagesNotEditable(pageCount: 2)) { try headless.insertPages(at: 0) }
            let uikit = PagingContainerViewController(
                pages: [[.instance("a", UIViewController())], [.instance("b", UIViewController())]])
            #expect(throws: ContainerRejection.pagesNotEditable(pageCount: 2)) { try uikit.removePage(at: 0) }
            #expect(uikit.pageCount == 2 && headless.pageCount == 2)
        }

        @Test(
            "Edits are announced, and answered queued during a swipe and applied after it lands",
            arguments: SourcedPagerHost.allCases)
        func queuedDuringSwipe(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            let log = try scene.editDuringSwipe([.insert(at: 0, count: 1), .remove(9..<10)])
            #expect(scene.currentPage == 7)
            #expect(scene.pageCount == 10)
            #expect(scene.shownTitle == "page 6")
            let edits = log.announcements.filter {
                switch $0 {
                case .willEditPages, .didEditPages: true
                default: false
                }
            }
            #expect(
                edits == [
                    .willEditPages(.insert(at: 0, count: 1)), .didEditPages(.insert(at: 0, count: 1)),
                    .willEditPages(.remove(9..<10)), .didEditPages(.remove(9..<10)),
                ])
        }

        @Test(
            "A request queued behind a removal that shrinks the pager below it is rejected when its turn comes",
            arguments: SourcedPagerHost.allCases)
        func queuedRequestRejectedLate(host: SourcedPagerHost) throws {
            let scene = SourcedPagerScene(host, pageCount: 10, initialPage: 5)
            let log = try scene.editDuringSwipe([.remove(0..<4), .reload(9)])
            #expect(scene.pageCount == 6)
            #expect(scene.currentPage == 2)
            #expect(
                log.announcements.contains(
                    .rejected(.editPages(.reload(9)), .pageEditOutOfRange(.reload(9), pageCount: 6))))
        }

        @Test("Both hosts give the same appearance sequence and builds for the same edits")
        func sameOnBothHosts() throws {
            var runs: [(appearance: [ContainmentEvent], builds: [Int], live: [String])] = []
            for host in SourcedPagerHost.allCases {
                let scene = SourcedPagerScene(host, pageCount: 20, initialPage: 10)
                try scene.edit(.insert(at: 2, count: 3))
                try scene.edit(.remove(13..<14))
                try scene.edit(.reload(13))
                try scene.swipe(to: 14)
                try scene.edit(.remove(12..<20))
                try scene.edit(.insert(at: 12, count: 1))
                try scene.showPage(0)
                runs.append((scene.appearance, scene.record.builds, scene.record.livePages))
            }
            let (headless, uikit) = (runs[0], runs[1])
            #expect(uikit.appearance == headless.appearance)
            #expect(uikit.builds == headless.builds)
            #expect(uikit.live == headless.live)
        }

        @Test(
            "A cancelled far interactive jump leaves only the live window in the container",
            arguments: SourcedPagerHost.allCases, [AlternateRetention.releaseWhenHidden, .keepAlive])
        func cancelledFarJump(host: SourcedPagerHost, retention: AlternateRetention) throws {
            let scene = SourcedPagerScene(host, retention: retention)
            try scene.cancelJump(to: 9_000)
            #expect(scene.currentPage == 5_000)
            #expect(scene.childTitles == ["page 4999", "page 5000", "page 5001"])
            switch retention {
            case .releaseWhenHidden: #expect(scene.record.livePages == ["page 4999", "page 5000", "page 5001"])
            case .keepAlive: #expect(scene.record.livePages.contains("page 9000"))
            }
            // The jump still works afterwards.
            try scene.showPage(9_000)
            #expect(scene.currentPage == 9_000)
        }
    }
#endif
