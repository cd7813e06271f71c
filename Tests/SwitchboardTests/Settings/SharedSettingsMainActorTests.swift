import Foundation
import Switchboard
import Testing

@Suite("SharedSettings: owner-bound observers on the main actor")
@MainActor
struct SharedSettingsMainActorTests {
    @Test("an update on the main actor calls the handler synchronously, with the owner")
    func synchronousOnMainActor() {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        settings.observe(\.menuOpen, by: owner) { owner, isOpen in owner.received.append(isOpen) }
        settings.update { $0.menuOpen = true }
        #expect(owner.received == [true])
        settings.update { $0.page = 3 }
        #expect(owner.received == [true])
    }

    @Test("an update off the main actor is enqueued and delivered on the main actor")
    func enqueuedFromBackground() async {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        settings.observe(\.menuOpen, by: owner) { owner, isOpen in
            MainActor.assertIsolated()
            owner.received.append(isOpen)
        }
        await Task.detached { settings.update { $0.menuOpen = true } }.value
        #expect(await eventually { owner.received == [true] })
    }

    @Test("a main-actor update is told at once even while a hop from elsewhere waits; the hop then tells nothing older")
    func mainActorUpdateIsNeverOvertakenByAnOlderValue() async {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        settings.observe(\.page, by: owner) { owner, page in owner.pages.append(page) }
        updateWithoutIsolation(settings) { $0.page = 1 }
        settings.update { $0.page = 2 }
        #expect(owner.pages == [2], "the newest value, synchronously")
        // The hop the first update scheduled runs behind this one and finds nothing newer.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(owner.pages == [2])
        settings.update { $0.page = 3 }
        #expect(owner.pages == [2, 3])
    }

    @Test("releasing the returned token does not end the observation; cancelling it does")
    func tokenReleaseDoesNotEndObservation() {
        let settings = SharedSettings(PanelSettings())
        let owner = PanelOwner()
        _ = settings.observe(\.menuOpen, by: owner) { owner, isOpen in owner.received.append(isOpen) }
        settings.update { $0.menuOpen = true }
        let token = settings.observe(\.menuOpen, by: owner) { owner, isOpen in owner.received.append(!isOpen) }
        settings.update { $0.menuOpen = false }
        #expect(owner.received == [true, false, true])
        token.cancel()
        settings.update { $0.menuOpen = true }
        #expect(owner.received == [true, false, true, true])
        #expect(settings.subscriberCount == 1)
    }

    @Test("the observation ends when the owner deallocates, and the settings never kept it alive")
    func endsWithOwner() throws {
        let settings = SharedSettings(PanelSettings())
        let calls = Recorder<Bool>()
        var owner: PanelOwner? = PanelOwner()
        weak let weakOwner = owner
        settings.observe(\.menuOpen, by: try #require(owner)) { _, isOpen in calls.record(isOpen) }
        settings.update { $0.menuOpen = true }
        #expect(settings.subscriberCount == 1)
        owner = nil
        #expect(weakOwner == nil)
        #expect(settings.subscriberCount == 0)
        settings.update { $0.menuOpen = false }
        #expect(calls.elements == [true])
    }

    @Test("the handle reports the observation inactive as soon as its owner deallocates, like the bus's handle")
    func handleInactiveAfterOwnerDeath() throws {
        let settings = SharedSettings(PanelSettings())
        var owner: PanelOwner? = PanelOwner()
        let handle = settings.observe(\.menuOpen, by: try #require(owner)) { _, _ in }
        let survivor = PanelOwner()
        let survivorHandle = settings.observe(\.menuOpen, by: survivor) { _, _ in }
        #expect(!handle.isCancelled)
        owner = nil
        #expect(handle.isCancelled, "no update or introspection ran in between to purge the entry")
        #expect(!survivorHandle.isCancelled, "a live owner's handle stays active (negative control)")
        survivorHandle.cancel()
        #expect(survivorHandle.isCancelled)
    }

    @Test("a dead owner's entry is purged by the next update")
    func deadOwnerPurgedByUpdate() throws {
        let settings = SharedSettings(PanelSettings())
        var owner: PanelOwner? = PanelOwner()
        settings.observe(\.page, by: try #require(owner)) { _, _ in }
        owner = nil
        settings.update { $0.page = 1 }
        #expect(settings.registrations.isEmpty)
    }

    @Test("a delivery enqueued before its owner died is dropped, not delivered")
    func enqueuedDeliveryAfterOwnerDeath() async throws {
        let settings = SharedSettings(PanelSettings())
        let calls = Recorder<Bool>()
        var owner: PanelOwner? = PanelOwner()
        settings.observe(\.menuOpen, by: try #require(owner)) { _, isOpen in calls.record(isOpen) }
        updateWithoutIsolation(settings) { $0.menuOpen = true }
        owner = nil
        // A later enqueued delivery from a live observer marks when the queue has drained.
        let marker = PanelOwner()
        settings.observe(\.page, by: marker) { marker, _ in marker.received.append(true) }
        updateWithoutIsolation(settings) { $0.page = 1 }
        #expect(await eventually { marker.received == [true] })
        #expect(calls.elements.isEmpty)
    }
}
