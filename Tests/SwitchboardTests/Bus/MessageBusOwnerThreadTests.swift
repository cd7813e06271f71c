import Foundation
import Testing

@testable import SwitchboardMessaging

/// An owner that records, in its `deinit`, whether it ran on the main actor.
final class DeinitPlaceRecorder: Sendable {
    let ranOnMainActor: Locked<Bool?>

    init(into ranOnMainActor: Locked<Bool?>) {
        self.ranOnMainActor = ranOnMainActor
    }

    deinit {
        let onMain = MainContext.isMainActor
        ranOnMainActor.withLock { $0 = onMain }
    }
}

@Suite("MessageBus owners stay on the main actor")
@MainActor
struct MessageBusOwnerThreadTests {
    @Test("a post off the main actor purges finished entries but leaves a dead owner's observer alone")
    func backgroundPurgeSkipsOwners() async {
        let bus = MessageBus()
        let screenDelivered = BusRecorder<Int>()
        do {
            let screen = ScreenDouble()
            bus.observe(Ping.self, by: screen) { _, message in screenDelivered.record(message.value) }
        }
        // The one-shot fires and is purged in the same post, so the purge runs off the main actor.
        // The main actor is blocked meanwhile, so the enqueued delivery cannot run before the check.
        let oneShot = bus.subscribeOnce(to: Ping.self) { _ in }
        let posted = DispatchSemaphore(value: 0)
        Thread {
            bus.post(Ping(value: 1))
            posted.signal()
        }
        .start()
        posted.wait()
        #expect(oneShot.isCancelled)
        #expect(rawEntryCount(bus) == 1)
        // The enqueued main-actor delivery finds the owner gone and purges the observer there.
        await waitUntil { rawEntryCount(bus) == 0 }
        #expect(rawEntryCount(bus) == 0)
        #expect(screenDelivered.values.isEmpty)
    }

    @Test("contrast: the same purge on the main actor drops the dead owner's observer at once")
    func mainActorPurgeLoadsOwners() {
        let bus = MessageBus()
        do {
            let screen = ScreenDouble()
            bus.observe(Ping.self, by: screen) { _, _ in }
        }
        let oneShot = bus.subscribeOnce(to: Ping.self) { _ in }
        bus.post(Ping(value: 1))
        #expect(rawEntryCount(bus) == 0)
        withExtendedLifetime(oneShot) {}
    }

    @Test(
        "introspection from another thread hands the owner it loaded to the main queue, where its deinit runs",
        arguments: [false, true]
    )
    func backgroundIntrospectionReleasesOnMain(countOnly: Bool) async {
        let bus = MessageBus()
        let deinitOnMain = Locked<Bool?>(nil)
        var owner: DeinitPlaceRecorder? = DeinitPlaceRecorder(into: deinitOnMain)
        weak let weakOwner = owner
        if let owner { bus.observe(Ping.self, by: owner) { _, _ in } }

        // The main actor stays busy (blocked) while the thread looks, so nothing on the main queue runs.
        let looked = DispatchSemaphore(value: 0)
        let liveCount = Locked(0)
        Thread {
            let count = countOnly ? bus.subscriberCount(for: Ping.self) : bus.registrations.count
            liveCount.withLock { $0 = count }
            looked.signal()
        }
        .start()
        looked.wait()
        #expect(liveCount.withLock { $0 } == 1)

        // The thread's reference is parked on the main queue: dropping ours does not end the owner yet.
        owner = nil
        #expect(weakOwner != nil)
        await waitUntil { deinitOnMain.withLock { $0 } != nil }
        #expect(weakOwner == nil)
        let ranOnMainActor = deinitOnMain.withLock { $0 }
        #expect(ranOnMainActor == true)
    }

    @Test("negative control: the deinit recorder reports a deinit that runs off the main actor")
    func recorderCatchesBackgroundDeinit() {
        let deinitOnMain = Locked<Bool?>(nil)
        let released = DispatchSemaphore(value: 0)
        let parcel = Locked<DeinitPlaceRecorder?>(DeinitPlaceRecorder(into: deinitOnMain))
        Thread {
            parcel.withLock { $0 = nil }
            released.signal()
        }
        .start()
        released.wait()
        #expect(deinitOnMain.withLock { $0 } == false)
    }

    @Test("introspection from another thread still sees that an owner died", arguments: [false, true])
    func backgroundIntrospectionIsAccurate(countOnly: Bool) async {
        let bus = MessageBus()
        let kept = ScreenDouble()
        bus.observe(Ping.self, by: kept) { _, _ in }
        do {
            let gone = ScreenDouble()
            bus.observe(Ping.self, by: gone) { _, _ in }
        }
        let count = await Task.detached {
            countOnly ? bus.subscriberCount(for: Ping.self) : bus.registrations.count
        }.value
        #expect(count == 1)
        #expect(rawEntryCount(bus) == 1)
    }

    @Test("MainContext tells the main actor from a background thread")
    func mainContextDetection() async {
        #expect(MainContext.isMainActor)
        let elsewhere = await Task.detached { MainContext.isMainActor }.value
        #expect(!elsewhere)
    }

    private func rawEntryCount(_ bus: MessageBus) -> Int {
        bus.state.withLock { $0.entries(for: ObjectIdentifier(Ping.self)).count }
    }
}
