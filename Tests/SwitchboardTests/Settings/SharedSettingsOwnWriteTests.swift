import Foundation
import Testing

@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Issue 50: an observation registered for a writer is not told that writer's commits, on any
/// thread and whatever else is delivering; it takes each one as told, so it still hears a later
/// change back to the value before it.
@MainActor
@Suite("SharedSettings: a writer's own observation")
struct SharedSettingsOwnWriteTests {
    /// The pages an observation heard; also its owner and its writer identity.
    @MainActor
    final class PageLog {
        var pages: [Int] = []
    }

    private func observe(_ settings: SharedSettings<PanelSettings>, by log: PageLog) -> SubscriptionToken {
        settings.observeChanges(
            of: \.page, by: log, file: #fileID, line: #line, handlerIsWeak: false, writer: ObjectIdentifier(log)
        ) { log, page, _ in log.pages.append(page) }
    }

    @Test("its own commit calls no handler; a later change back to the old value is still heard")
    func ownCommitIsTakenAsTold() {
        let settings = SharedSettings(PanelSettings())
        let log = PageLog()
        let handle = observe(settings, by: log)

        _ = settings.update(numberedAt: \.page, writer: ObjectIdentifier(log)) { $0 = 1 }
        #expect(log.pages == [])
        settings.update { $0.page = 0 }
        #expect(log.pages == [0], "compared with its own write, not with the value before it")
        handle.cancel()
    }

    @Test("negative control: a commit without the writer is told to it as any change")
    func otherCommitsAreTold() {
        let settings = SharedSettings(PanelSettings())
        let log = PageLog()
        let handle = observe(settings, by: log)

        _ = settings.update(numberedAt: \.page) { $0 = 1 }
        #expect(log.pages == [1])
        handle.cancel()
    }

    @Test("from another thread, its own commit is not told to it either, by hop or otherwise")
    func ownCommitFromAnotherThread() async {
        let settings = SharedSettings(PanelSettings())
        let log = PageLog()
        let handle = observe(settings, by: log)
        let writer = ObjectIdentifier(log)

        await Task.detached { _ = settings.update(numberedAt: \.page, writer: writer) { $0 = 1 } }.value
        // A hop would be queued on the main queue by now: one behind it has run when this resumes.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(log.pages == [])
        await Task.detached { settings.update { $0.page = 0 } }.value
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(log.pages == [0])
        handle.cancel()
    }
}
