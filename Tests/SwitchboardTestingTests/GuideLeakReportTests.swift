// The output Docs/TestingForLeaks.md quotes for the guide's leaky types (GuideExamples/GuideFixtures.swift),
// refreshed by running this test. Not an example itself: it captures the failures with this module's
// own helpers (Support/), so it stays out of the folder ClientCheck compiles as an app would.
import Switchboard
import SwitchboardTesting
import Testing

@Suite("Guide: the leak reports it quotes")
@MainActor
struct GuideLeakReportTests {
    @Test("the guide's leaks fail with the paths that keep them alive")
    func leaksAreReportedWithTheirPaths() async throws {
        let leaked = LeakedGuideObjects()
        let issues = try await issuesRecordedInScope(of: LeakCheckingTrait()) { @MainActor in
            leaked.formScreen = trackForLeaks(ProfileFormScreen())
            leaked.profileScreen = trackForLeaks(LeakyProfileScreen())
            leaked.cache.insert(trackForLeaks(ProfileModel(), roots: [leaked.cache]))
        }
        leaked.releaseEverything()
        // The guide quotes this output: run this test to refresh it.
        for issue in issues { print(commentText(of: issue)) }

        let headlines = issues.map { commentText(of: $0).split(separator: "\n").first.map(String.init) ?? "" }
        try #require(headlines.count == 3)
        #expect(
            headlines[0].hasSuffix("held by a cycle: ProfileFormScreen.form → ProfileForm.delegate → ProfileFormScreen")
        )
        #expect(
            headlines[1].hasSuffix(
                "possibly held by a cycle through a closure: LeakyProfileScreen.model → ProfileModel.onChange → "
                    + "closure (captures not visible) → LeakyProfileScreen"))
        #expect(headlines[2].hasSuffix("held by root ProfileCache: ProfileCache.models[0] → ProfileModel"))
    }
}

/// What the leak example leaks, held weakly (the cache strongly, as an app-wide cache would be),
/// so that the test can break the cycles afterwards.
@MainActor
private final class LeakedGuideObjects {
    weak var formScreen: ProfileFormScreen?
    weak var profileScreen: LeakyProfileScreen?
    let cache = ProfileCache()

    func releaseEverything() {
        formScreen?.form.delegate = nil
        profileScreen?.model.onChange = nil
        cache.removeAll()
    }
}
