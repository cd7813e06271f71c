import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

@Suite("SharedSettings owners stay on the main actor")
@MainActor
struct SharedSettingsOwnerThreadTests {
    /// A way to ask, from another thread, whether an owner-bound observation is still live.
    enum Inspection: String, CaseIterable, CustomTestStringConvertible {
        case subscriberCount
        case registrations
        case handleIsActive
        /// The bus's handle, whose `isActive` follows the same rule.
        case busHandleIsActive

        var testDescription: String { rawValue }
    }

    @Test("an update off the main actor leaves a dead owner's observation until the main actor removes it")
    func backgroundUpdateSkipsOwners() async {
        let settings = SharedSettings(PanelSettings())
        let delivered = Recorder<Bool>()
        do {
            let owner = Canary()
            settings.observe(\.menuOpen, by: owner) { _, isOpen in delivered.record(isOpen) }
        }
        // The main actor is blocked while the thread updates, so the enqueued delivery cannot
        // run (and remove the observation) before the check.
        let updated = DispatchSemaphore(value: 0)
        Thread {
            updateWithoutIsolation(settings) { $0.menuOpen = true }
            updated.signal()
        }
        .start()
        updated.wait()
        #expect(rawObserverCount(settings) == 1)
        // The enqueued main-actor delivery loads the owner, finds it gone and removes the observation.
        #expect(await eventually { rawObserverCount(settings) == 0 })
        #expect(delivered.elements.isEmpty)
    }

    @Test("contrast: an update on the main actor removes a dead owner's observation at once")
    func mainActorUpdateLoadsOwners() {
        let settings = SharedSettings(PanelSettings())
        do {
            let owner = Canary()
            settings.observe(\.menuOpen, by: owner) { _, _ in }
        }
        settings.update { $0.menuOpen = true }
        #expect(rawObserverCount(settings) == 0)
    }

    @Test(
        "a check from another thread hands the owner it loaded to the main queue, where its deinit runs",
        arguments: Inspection.allCases
    )
    func backgroundInspectionReleasesOnMain(inspection: Inspection) async {
        let settings = SharedSettings(PanelSettings())
        let bus = MessageBus()
        let deinitOnMain = Locked<Bool?>(nil)
        var owner: DeinitPlaceRecorder? = DeinitPlaceRecorder(into: deinitOnMain)
        weak let weakOwner = owner
        let handle = owner.map { owner in
            inspection == .busHandleIsActive
                ? bus.observe(Ping.self, by: owner) { _, _ in }
                : settings.observe(\.menuOpen, by: owner) { _, _ in }
        }

        // The main actor stays blocked while the thread looks, so nothing on the main queue runs.
        let looked = DispatchSemaphore(value: 0)
        let sawLive = Locked(false)
        Thread {
            let live =
                switch inspection {
                case .subscriberCount: settings.subscriberCount == 1
                case .registrations: settings.registrations.count == 1
                case .handleIsActive, .busHandleIsActive: handle?.isCancelled == false
                }
            sawLive.withLock { $0 = live }
            looked.signal()
        }
        .start()
        looked.wait()
        #expect(sawLive.withLock { $0 })

        // The thread's reference is parked on the main queue: dropping ours does not end the owner yet.
        owner = nil
        #expect(weakOwner != nil)
        #expect(await eventually { deinitOnMain.withLock { $0 } != nil })
        #expect(weakOwner == nil)
        let ranOnMainActor = deinitOnMain.withLock { $0 }
        #expect(ranOnMainActor == true)
    }

    @Test(
        "an owner loaded on another thread dies on the main actor only when parked (negative control: unparked)",
        arguments: [true, false]
    )
    func parkingDecidesWhereTheOwnerDies(parks: Bool) async {
        let deinitOnMain = Locked<Bool?>(nil)
        var owner: DeinitPlaceRecorder? = DeinitPlaceRecorder(into: deinitOnMain)
        let weakOwner = owner.map(WeakReference.init)
        let loaded = DispatchSemaphore(value: 0)
        let dropped = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            // The thread holds the loaded reference while the main actor drops the last other one,
            // then drops it here, so this release is the owner's last unless it was parked.
            var releases = MainQueueReleases()
            let strong = weakOwner?.object
            if parks {
                _ = releases.isAlive(strong)
            }
            loaded.signal()
            dropped.wait()
            withExtendedLifetime(strong) {}
            finished.signal()
        }
        .start()
        loaded.wait()
        owner = nil
        dropped.signal()
        finished.wait()
        #expect(await eventually { deinitOnMain.withLock { $0 } != nil })
        let ranOnMainActor = deinitOnMain.withLock { $0 }
        #expect(ranOnMainActor == parks)
    }

    @Test("a check from another thread still sees that an owner died", arguments: Inspection.allCases)
    func backgroundInspectionIsAccurate(inspection: Inspection) async {
        let settings = SharedSettings(PanelSettings())
        let bus = MessageBus()
        let kept = Canary()
        let observe = { (owner: Canary) -> SubscriptionToken in
            inspection == .busHandleIsActive
                ? bus.observe(Ping.self, by: owner) { _, _ in }
                : settings.observe(\.menuOpen, by: owner) { _, _ in }
        }
        let keptHandle = observe(kept)
        let goneHandle: SubscriptionToken
        do {
            let gone = Canary()
            goneHandle = observe(gone)
        }
        let (keptLive, goneLive) = await Task.detached { () -> (Bool, Bool) in
            switch inspection {
            case .subscriberCount: (settings.subscriberCount >= 1, settings.subscriberCount == 2)
            case .registrations: (settings.registrations.count >= 1, settings.registrations.count == 2)
            case .handleIsActive, .busHandleIsActive: (!keptHandle.isCancelled, !goneHandle.isCancelled)
            }
        }.value
        #expect(keptLive)
        #expect(!goneLive)
        if inspection == .subscriberCount || inspection == .registrations {
            #expect(rawObserverCount(settings) == 1)
        }
    }

    private func rawObserverCount(_ settings: SharedSettings<PanelSettings>) -> Int {
        settings.state.withLock { $0.observers.count }
    }
}

/// Holds an owner weakly, as an owner-bound observation does.
private final class WeakReference: Sendable {
    weak let object: DeinitPlaceRecorder?

    init(_ object: DeinitPlaceRecorder) {
        self.object = object
    }
}
