// Mirrors the Swift Testing samples in Docs/TestingForLeaks.md: if one stops compiling or
// passing, fix the guide too.
import Switchboard
import SwitchboardTesting
import Testing

@Suite("Guide: Swift Testing samples")
@MainActor
struct GuideExampleTests {
    @Test("the profile screen and its model are released", .checksLeaks)
    func profileScreenIsReleased() {
        let screen = trackForLeaks(ProfileScreen())
        trackForLeaks(screen.model)
        screen.model.update()
        #expect(screen.renderCount == 1)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a refreshing screen is released once the refresh ran", .checksLeaks(within: .seconds(5)))
    func refreshingScreenIsReleased() {
        let screen = trackForLeaks(ProfileScreen())
        screen.refreshSoon()
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a screen made and used in a closure is released")
    func dismissedScreenIsReleased() async {
        await expectDeallocated {
            let screen = ProfileScreen()
            screen.model.update()
            return screen
        }
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a model held by one variable is released")
    func modelIsReleased() async {
        var model: ProfileModel? = ProfileModel()
        model?.update()
        await expectDeallocated(&model)
    }

    @Test("a replaced change handler is released", .checksLeaks)
    func handlerIsReleased() throws {
        let tracker = try #require(LeakTracker.current)
        let model = ProfileModel()
        let sentinel = tracker.makeSentinel(named: "onChange handler")
        model.onChange = { _ = sentinel }
        model.onChange = nil
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker prints its report")
    func printingAReport() async {
        let tracker = LeakTracker()
        do {
            let screen = tracker.track(ProfileScreen())
            screen.render()
        }
        let report = await tracker.check(within: .milliseconds(100))
        print(report)
        #expect(report.isClean)
    }
}

@Suite("Guide: a whole suite checked for leaks", .checksLeaks)
@MainActor
struct GuideSuiteExampleTests {
    @Test("the screen is released")
    func screenIsReleased() {
        trackForLeaks(ProfileScreen())
    }

    @Test("the model is released")
    func modelIsReleased() {
        trackForLeaks(ProfileModel())
    }
}

@Suite("Guide: subscriptions checked for leaks")
@MainActor
struct GuideSubscriptionExampleTests {
    @Test("the header stops listening once released", .checksLeaks)
    func headerStopsListening() {
        let bus = trackSubscriptions(on: MessageBus())
        let header = trackForLeaks(ProfileHeader(bus: bus))
        bus.post(ProfileRenamed(name: "Ada"))
        #expect(header.title == "Ada")
    }

    @Test("a released header leaves nothing on the bus")
    func releasedHeaderLeavesNothing() {
        let bus = MessageBus()
        do {
            let header = ProfileHeader(bus: bus)
            bus.post(ProfileRenamed(name: "Ada"))
            #expect(header.title == "Ada")
        }
        expectNoLiveSubscriptions(on: bus)
    }

    @Test("renaming posts the rename, then the save")
    func renamingPostsRenameThenSave() {
        let bus = MessageBus()
        let recorder = MessageRecorder(bus: bus, recording: ProfileRenamed.self, ProfileSaved.self)
        ProfileEditor(bus: bus).rename(to: "Ada")
        recorder.expect([ProfileRenamed(name: "Ada"), ProfileSaved()])
        #expect(recorder.messages(of: ProfileRenamed.self).map(\.name) == ["Ada"])
    }

    @Test("the profile is added as a child by the book", .checksLeaks, .failsOnContainmentViolations)
    func profileIsAddedByTheBook() {
        let container = trackForLeaks(HeadlessViewController(title: "container"))
        let profile = trackForLeaks(HeadlessViewController(title: "profile"))
        container.addChild(profile)
        container.view.addSubview(profile.view)
        profile.didMove(toParent: container)
        #expect(profile.parent === container)
    }

    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @Test("a tracker checks a bus too")
    func trackerChecksABus() async {
        let bus = MessageBus(label: "app")
        let tracker = LeakTracker()
        tracker.addCheck(.noLiveSubscriptions(on: bus))
        do {
            let header = tracker.track(ProfileHeader(bus: bus))
            bus.post(ProfileRenamed(name: "Ada"))
            _ = header
        }
        let report = await tracker.check(within: .milliseconds(100))
        print(report)
        #expect(report.isClean)
    }
}

@Suite("Guide: what keeps a leak alive")
@MainActor
struct GuideReferencePathExampleTests {
    @Test("a cached model is released once evicted", .checksLeaks)
    func cachedModelIsReleased() {
        let cache = ProfileCache()
        cache.insert(trackForLeaks(ProfileModel(), roots: [cache]))
        cache.removeAll()
        #expect(cache.isEmpty)
    }
}
