// Mirrors the Swift Testing samples in Docs/TestingForLeaks.md: if one stops compiling or
// passing, fix the guide too.
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

    @Test("a refreshing screen is released once the refresh ran", .checksLeaks(within: .seconds(1)))
    func refreshingScreenIsReleased() {
        let screen = trackForLeaks(ProfileScreen())
        screen.refreshSoon()
    }

    @Test("a screen made and used in a closure is released")
    func dismissedScreenIsReleased() async {
        await expectDeallocated {
            let screen = ProfileScreen()
            screen.model.update()
            return screen
        }
    }

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
