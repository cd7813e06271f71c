import Testing

@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// An owner-bound observation's record is kept by its settings alone (its token holds it weakly):
/// once the settings remove the observation, nothing keeps the record.
@Suite("SharedSettings: an ended owner-bound observation leaves nothing behind")
@MainActor
struct SettingsObserverLifetimeTests {
    /// The record of the one observation on `settings`.
    private func record(on settings: SharedSettings<PanelSettings>) throws -> SettingsObserver<PanelSettings> {
        try #require(settings.state.withLock { $0.observers.first })
    }

    @Test("ended when a delivery finds its owner gone, the record is freed")
    func endedByOwnerDeath() throws {
        let settings = SharedSettings(PanelSettings())
        var owner: PanelOwner? = PanelOwner()
        owner?.watchMenu(of: settings)
        weak let observer = try record(on: settings)
        owner = nil
        settings.update { $0.menuOpen = true }
        #expect(settings.state.withLock { $0.observers.isEmpty })
        #expect(observer == nil)
    }

    @Test("ended by its handle, the record goes with the handle")
    func endedByCancel() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        var handle: SubscriptionToken? = settings.observe(\.menuOpen, by: owner) { _, _ in }
        weak let observer = try record(on: settings)
        handle?.cancel()
        #expect(settings.state.withLock { $0.observers.isEmpty })
        handle = nil
        #expect(observer == nil)
    }

    @Test("ended with its settings, the record is freed")
    func endedWithSettings() throws {
        var settings: SharedSettings<PanelSettings>? = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        owner.watchMenu(of: try #require(settings))
        weak let observer = try record(on: try #require(settings))
        settings = nil
        #expect(observer == nil)
    }

    @Test("negative control: while its owner lives and its token is dropped, the record stays registered and alive")
    func liveRecordIsKept() throws {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        owner.watchMenu(of: settings)
        weak let observer = try record(on: settings)
        settings.update { $0.menuOpen = true }
        #expect(observer != nil)
        #expect(settings.subscriberCount == 1)
        withExtendedLifetime(owner) {}
    }
}
