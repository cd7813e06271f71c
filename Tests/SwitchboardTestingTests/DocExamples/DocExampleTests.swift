// The Swift Testing examples of SwitchboardTesting's `///` comments and DocC articles, verbatim
// (Scripts/check-doc-snippets.py checks that each one appears here or in another compiled file).
// If one stops compiling or passing, fix the documentation with it.
import Switchboard
import SwitchboardTesting
import Testing

@Suite("Docs: leak-checking examples")
struct DocLeakExampleTests {
    @Test("a swapped-out child is released", .checksLeaks)
    @MainActor
    func swappedOutChildIsReleased() {
        let window = HeadlessWindow()
        let container = trackForLeaks(
            HeadlessSwapContainerViewController(
                [
                    .factory("first") { trackForLeaks(HeadlessViewController(title: "first"), named: "first") },
                    .factory("second") { HeadlessViewController(title: "second") },
                ],
                retention: .releaseWhenHidden))
        window.rootViewController = container
        container.swapNext()
        #expect(container.current == "second")
    }

    @Test("a closed menu and its panels are released", .checksLeaks)
    @MainActor
    func closedMenuIsReleased() throws {
        let window = HeadlessWindow()
        let menu = trackForLeaks(
            HeadlessSlideMenuContainerViewController(
                main: .instance("main", HeadlessViewController(title: "main")),
                menu: .instance("menu", trackForLeaks(HeadlessViewController(title: "menu")))))
        window.rootViewController = menu
        try menu.toggleMenu()
        menu.closePanels()
        #expect(menu.openPanel == nil)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a refreshing screen is released once the refresh ran", .checksLeaks(within: .seconds(5)))
    @MainActor
    func refreshReleasesTheScreen() {
        trackForLeaks(ProfileScreen()).refreshSoon()
    }

    @Test("pages are released with their container", .checksLeaks)
    @MainActor
    func pagingReleasesPages() throws {
        let window = HeadlessWindow()
        let pager = trackForLeaks(
            HeadlessPagingContainerViewController(pages: [
                [.instance("page 1", trackForLeaks(HeadlessViewController(title: "page 1"), named: "page 1"))],
                [.factory("page 2") { HeadlessViewController(title: "page 2") }],
            ]))
        window.rootViewController = pager
        try pager.showPage(1)
        #expect(pager.currentPage == 1)
    }

    @Test("paging adds and removes pages by the book", .checksLeaks, .failsOnContainmentViolations)
    @MainActor
    func pagingAddsAndRemovesPagesCleanly() throws {
        let window = HeadlessWindow()
        let pager = trackForLeaks(
            HeadlessPagingContainerViewController(pages: [
                [.factory("page 1") { HeadlessViewController(title: "page 1") }],
                [.factory("page 2") { HeadlessViewController(title: "page 2") }],
            ]))
        window.rootViewController = pager
        try pager.showPage(1)
        try pager.showPage(0)
        window.rootViewController = nil
    }

    @Test("a swap keeps the hierarchy consistent", .failsOnContainmentViolations)
    @MainActor
    func swapKeepsTheHierarchyConsistent() {
        let window = HeadlessWindow()
        let container = HeadlessSwapContainerViewController([
            .factory("first") { HeadlessViewController(title: "first") },
            .factory("second") { HeadlessViewController(title: "second") },
        ])
        window.rootViewController = container
        container.swapNext()
        #expect(container.controller(for: "second")?.parent === container)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a child removed from its container is released")
    @MainActor
    func removedChildIsReleased() async {
        let container = HeadlessViewController(title: "container")
        await expectDeallocated(within: .milliseconds(100)) {
            let child = HeadlessViewController(title: "child")
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            return child
        }
        #expect(container.children.isEmpty)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a menu container set to nil is released")
    @MainActor
    func closedMenuContainerIsReleased() async throws {
        var menu: HeadlessSlideMenuContainerViewController? = HeadlessSlideMenuContainerViewController(
            main: .factory("main") { HeadlessViewController(title: "main") },
            menu: .factory("menu") { HeadlessViewController(title: "menu") })
        _ = try menu?.toggleMenu()
        menu?.closePanels()
        await expectDeallocated(&menu)
    }
}

@Suite("Docs: subscription examples")
struct DocSubscriptionExampleTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a screen stops listening once released", .checksLeaks(within: .milliseconds(200)))
    @MainActor
    func screenStopsListeningWhenReleased() {
        let bus = trackSubscriptions(on: MessageBus())
        let screen = trackForLeaks(NewsScreen(bus: bus))
        screen.start()
    }

    @Test("a menu model stops observing once released", .checksLeaks)
    @MainActor
    func menuStopsObservingWhenReleased() {
        let settings = trackSubscriptions(on: SharedSettings(PanelSettings()))
        MenuModel(settings: settings).open()
    }

    @Test("a released screen leaves nothing on the bus")
    @MainActor
    func releasedScreenStopsListening() {
        let bus = MessageBus()
        do {
            let screen = NewsScreen(bus: bus)
            screen.start()
        }
        expectNoLiveSubscriptions(on: bus)
    }

    @Test("a released menu model leaves nothing on the settings")
    @MainActor
    func releasedMenuStopsObserving() {
        let settings = SharedSettings(PanelSettings())
        do {
            let menu = MenuModel(settings: settings)
            menu.open()
        }
        expectNoLiveSubscriptions(on: settings)
    }

    @Test("the header stops listening once released", .checksLeaks)
    @MainActor
    func headerStopsListening() {
        let bus = trackSubscriptions(on: MessageBus())
        let header = trackForLeaks(ProfileHeader(bus: bus))
        bus.post(ProfileRenamed(name: "Ada"))
        #expect(header.title == "Ada")
    }

    @Test("the profile is added as a child by the book", .checksLeaks, .failsOnContainmentViolations)
    @MainActor
    func profileIsAddedByTheBook() {
        let container = trackForLeaks(HeadlessViewController(title: "container"))
        let profile = trackForLeaks(HeadlessViewController(title: "profile"))
        container.addChild(profile)
        container.view.addSubview(profile.view)
        profile.didMove(toParent: container)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker checks a bus")
    @MainActor
    func trackerChecksABus() async {
        let bus = MessageBus(label: "app")
        let tracker = LeakTracker()
        tracker.addCheck(.noLiveSubscriptions(on: bus))
        do {
            let screen = NewsScreen(bus: bus)
            screen.start()
        }
        print(await tracker.check(within: .milliseconds(100)))
        tracker.addCheck(
            .noLiveSubscriptions(on: bus, messageTypes: [MenuToggled.self, SentRequest<ContainerRequest>.self]))
        #expect(await tracker.check().isClean)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker checks a settings value")
    @MainActor
    func trackerChecksSettings() async {
        let settings = SharedSettings(PanelSettings())
        let tracker = LeakTracker()
        tracker.addCheck(.noLiveSubscriptions(on: settings))
        MenuModel(settings: settings).open()
        #expect(await tracker.check(within: .milliseconds(100)).isClean)
    }
}

@Suite("Docs: message-recorder examples")
struct DocRecorderExampleTests {
    @Test("the menu button posts one toggle")
    @MainActor
    func menuButtonPostsOneToggle() {
        let bus = MessageBus()
        let menuButton = MenuButton(bus: bus)
        let recorder = MessageRecorder(bus: bus, recording: MenuToggled.self, SentRequest<ContainerRequest>.self)
        menuButton.tap()
        recorder.expect([MenuToggled(isOpen: true)])
        if let difference = recorder.difference(from: [MenuToggled(isOpen: true)]) {
            print(difference)
        }
        #expect(recorder.difference(from: [MenuToggled(isOpen: true)]) == nil)
    }

    @Test("a recorder scoped to a container records only requests about it")
    @MainActor
    func recorderScopedToAContainer() {
        let bus = MessageBus()
        let container = HeadlessViewController(title: "container")
        let recorder = MessageRecorder(bus: bus, subject: container, recording: SentRequest<ContainerRequest>.self)
        bus.post(SentRequest<ContainerRequest>(.closePanels, from: "menu"), subject: container)
        bus.post(SentRequest<ContainerRequest>(.swapNext, from: "menu"))
        let requests = recorder.messages(of: SentRequest<ContainerRequest>.self)
        #expect(requests.map(\.request) == [.closePanels])
    }

    @Test("a recorder built one type at a time records those types")
    @MainActor
    func recorderBuiltOneTypeAtATime() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus)
            .recording(MenuToggled.self)
            .recording(SentRequest<ContainerRequest>.self)
        MenuButton(bus: bus).tap()
        bus.post(SentRequest<ContainerRequest>(.closePanels, from: "menu"))
        #expect(recorder.messages.count == 2)
    }
}

@Suite("Docs: tracker and report examples")
struct DocTrackerExampleTests {
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker reports everything released")
    @MainActor
    func trackerReportsEverythingReleased() async {
        let tracker = LeakTracker()
        do {
            let container = tracker.track(
                HeadlessSwapContainerViewController([.instance("first", HeadlessViewController(title: "first"))]))
            container.loadViewIfNeeded()
        }
        let report = await tracker.check(within: .milliseconds(100))
        print(report)  // "No leaks: the tracked object was deallocated."
        #expect(report.isClean)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker reports an object still alive, with its type and line")
    @MainActor
    func trackerReportsASurvivor() async {
        let tracker = LeakTracker()
        let pane = tracker.track(HeadlessViewController(title: "left"), named: "left pane")
        let report = await tracker.check(within: .milliseconds(200))
        if !report.isClean { print(report) }
        for survivor in report.survivors {
            print(survivor.typeName, survivor.line)
        }
        for issue in report.issues {
            print(issue)  // "HeadlessViewController "left pane" tracked at AppTests/PaneTests.swift:31 is still alive"
        }
        #expect(report.survivors.map(\.name) == ["left pane"])
        withExtendedLifetime(pane) {}
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a sentinel captured by a task is released with it")
    func sentinelInATask() async {
        let tracker = LeakTracker()
        let feed = Feed()
        let refresh = Task { [sentinel = tracker.makeSentinel(named: "refresh task")] in
            _ = sentinel
            await feed.refresh()
        }
        await refresh.value
        let report = await tracker.check(within: .milliseconds(100))
        report.recordIssues()
        #expect(report.isClean)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a sentinel captured by a replaced handler is released")
    func sentinelInAHandler() async {
        let tracker = LeakTracker()
        let model = ProfileModel()
        model.onChange = { [sentinel = tracker.makeSentinel(named: "onChange handler")] in _ = sentinel }
        model.onChange = nil
        #expect(await tracker.check().isClean)
        #expect(Screen().sentinel.name == "Screen")
    }

    @Test("a lifetime issue is reported where it was made, unless told otherwise")
    func lifetimeIssueNamesThisLine() {
        let issue = LifetimeIssue(kind: .openFileHandle, subject: "log", message: "log is still open")
        #expect(issue.fileID.hasSuffix("DocExampleTests.swift") && issue.line == #line - 1)
    }

    @Test("a custom lifetime check reports open connections, and only those, where they were opened")
    func customLifetimeCheck() {
        let connection = Connection(name: "db")
        let open = noOpenConnections(in: ConnectionPool(openConnections: [connection]))
        #expect(open.currentIssues().map(\.subject) == ["db"])
        #expect(open.currentIssues().map(\.line) == [connection.line])
        #expect(
            open.currentIssues().first?.message == "db opened at \(connection.fileID):\(connection.line) is still open")
        #expect(noOpenConnections(in: ConnectionPool()).currentIssues().isEmpty)
        #expect(LifetimeIssue.Kind.openFileHandle.rawValue == "open file handle")
    }
}

@Suite("Docs: reference path examples")
struct DocReferencePathExampleTests {
    @Test("a container shown in a window is released with it", .checksLeaks)
    @MainActor
    func containerInWindowIsReleased() {
        let window = HeadlessWindow()
        let container = trackForLeaks(HeadlessViewController(title: "container"), roots: [window])
        window.rootViewController = container
        window.rootViewController = nil
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a screen is released", .checksLeaks(within: .zero, maximumPathDepth: 100))
    @MainActor
    func screenIsReleasedWithDeepSearch() {
        trackForLeaks(ProfileScreen()).render()
    }

    @Test("a tracker takes roots and limits for its path search")
    @MainActor
    func trackerTakesRootsAndLimits() throws {
        let window = HeadlessWindow()
        let tracker = LeakTracker(maximumPathDepth: 8, maximumObjectsSearched: 500)
        let container = tracker.track(HeadlessViewController(title: "container"), roots: [window])
        window.rootViewController = container
        let path = try #require(tracker.reportWithPaths().survivors.first?.paths.first)
        #expect(path.origin == .root)
        window.rootViewController = nil
    }

    @Test("a report's survivors carry the paths that keep them alive")
    @MainActor
    func survivorsCarryTheirPaths() throws {
        let tracker = LeakTracker()
        let screen = tracker.track(ProfileFormScreen())
        let report = tracker.reportWithPaths()
        for survivor in report.survivors {
            print(survivor.paths.first?.description ?? "no path found")
        }
        for survivor in report.survivors {
            print(survivor.typeName, survivor.line, survivor.paths.first?.description ?? "no path found")
        }
        let survivor = try #require(report.survivors.first)
        for path in survivor.paths {
            print(path)  // "held by a cycle: ProfileFormScreen.form → ProfileForm.delegate → ProfileFormScreen"
        }
        if let note = survivor.truncatedSearchNote {
            print(note)  // "the path search stopped at its depth limit (32): paths may be missing"
        }
        #expect(
            survivor.paths.map(\.description) == [
                "held by a cycle: ProfileFormScreen.form → ProfileForm.delegate → ProfileFormScreen"
            ])
        screen.form.delegate = nil
    }
}
