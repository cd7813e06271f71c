import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

/// Regression tests for user code (deinits, owners' liveness checks) that used to run while the
/// settings' lock was held, and deadlocked as soon as it touched the same settings.
@Suite("SharedSettings: no user code under the lock")
struct SharedSettingsLockSafetyTests {
    private struct Refusal: Error {}

    /// What makes an update release a value the settings held.
    enum Release: String, CaseIterable, CustomTestStringConvertible {
        /// A committed update drops the previous value.
        case committedUpdate
        /// A throwing update drops the value its body produced.
        case throwingUpdate

        var testDescription: String { rawValue }
    }

    /// What makes the settings test whether observers' owners are still alive.
    enum OwnerCheck: String, CaseIterable, CustomTestStringConvertible {
        case update
        case registrations
        case subscriberCount

        var testDescription: String { rawValue }
    }

    @Test("a deinit run by releasing a replaced value can use the settings", arguments: Release.allCases)
    func replacedValueReleasedAfterUnlocking(release: Release) {
        let holder = Locked<SharedSettings<[DeinitHook]>?>(nil)
        let deinitSawCount = Recorder<Int>()
        let hook = { @Sendable in
            DeinitHook { deinitSawCount.record(holder.withLock { $0 }?.value.count ?? -1) }
        }
        let settings = SharedSettings([hook()])
        holder.withLock { $0 = settings }
        defer { holder.withLock { $0 = nil } }

        let returned = returnsInTime {
            switch release {
            case .committedUpdate:
                settings.update { $0.removeAll() }
            case .throwingUpdate:
                try? settings.update { hooks throws(Refusal) in
                    hooks.append(hook())
                    throw Refusal()
                }
            }
        }

        // After a deadlock the lock stays held, so nothing below may touch the settings.
        guard returned else {
            Issue.record("update deadlocked: the released value's deinit ran under the lock")
            return
        }
        #expect(deinitSawCount.elements == [release == .committedUpdate ? 0 : 1])
    }

    @Test("owners' liveness is checked outside the lock", arguments: OwnerCheck.allCases, [true, false])
    func ownerLivenessCheckedOutsideLock(trigger: OwnerCheck, ownerAlive: Bool) {
        let settings = SharedSettings(PanelSettings())
        let checks = Recorder<Int>()
        let owner = Canary()
        // A liveness check that touches the settings stands in for what a real one can do: drop
        // the last reference to the owner, whose deinit then uses the settings.
        let observer = SettingsObserver<PanelSettings>(
            Registration(.observer, listeningTo: \PanelSettings.self, file: #fileID, line: #line),
            watching: \PanelSettings.self, of: settings,
            loadOwner: { [weak settings] in
                checks.record(settings?.value.page ?? -1)
                return ownerAlive ? owner : nil
            }, writer: nil, settingsDidEnd: nil)
        observer.deliver = { _, _, _ in }
        settings.state.withLock { $0.add(observer) }

        let returned = returnsInTime {
            switch trigger {
            case .update:
                settings.update { $0.page = 1 }
            case .registrations:
                _ = settings.registrations
            case .subscriberCount:
                _ = settings.subscriberCount
            }
        }
        // After a deadlock the lock stays held, so nothing below may touch the settings.
        guard returned else {
            Issue.record("the liveness check ran under the lock")
            return
        }
        // An update off the main actor never loads owners (see SharedSettingsOwnerThreadTests); a
        // main-actor update checks them with the same code as introspection, covered here.
        #expect(checks.elements.count == (trigger == .update ? 0 : 1))
        #expect(settings.subscriberCount == (ownerAlive ? 1 : 0), "a dead owner's observer is removed")
    }

    @Test("the deadline helper reports a body that never returns (negative control)")
    func deadlineCatchesHang() {
        let release = DispatchSemaphore(value: 0)
        #expect(!returnsInTime(within: 0.05) { release.wait() })
        release.signal()
        #expect(returnsInTime {})
    }
}

/// Using the settings from inside an update's own body would deadlock; every build (debug and
/// release alike) stops with an explanation instead. Each case runs in a child process (an exit
/// test), since stopping the process is the behaviour under test.
@Suite("SharedSettings: reentrant use from an update's body")
struct SharedSettingsReentrantBodyTests {
    /// Something a body might do with its own settings.
    enum ReentrantUse: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
        case readValue
        case update
        case subscribe
        case observeValues
        case cancelToken
        case readRegistrations
        case readSubscriberCount
        case readLastSaveError
        case resumeSaving
        /// The body updates other settings, and *that* body uses the first ones.
        case insideAnotherSettingsBody

        var testDescription: String { rawValue }

        /// Does it from inside an update's body, on a thread of its own; exits the process
        /// with a distinct code (and no diagnostic) if that deadlocks, or succeeds.
        func attemptInsideBody() -> Never {
            let settings = SharedSettings(PanelSettings())
            let other = SharedSettings(0)
            let token = settings.subscribe(\.page) { _ in }
            let returned = returnsInTime {
                settings.update { _ in
                    switch self {
                    case .readValue: _ = settings.value
                    case .update: settings.update { $0.page = 1 }
                    case .subscribe: _ = settings.subscribe(\.menuOpen) { _ in }
                    case .observeValues: _ = settings.values(of: \.page)
                    case .cancelToken: token.cancel()
                    case .readRegistrations: _ = settings.registrations
                    case .readSubscriberCount: _ = settings.subscriberCount
                    case .readLastSaveError: _ = settings.lastSaveError
                    case .resumeSaving: settings.resumeSaving()
                    case .insideAnotherSettingsBody: other.update { $0 = settings.value.page }
                    }
                }
            }
            exit(returned ? EXIT_SUCCESS : 42)
        }
    }

    @Test(
        "using the settings inside an update's body stops with a diagnostic instead of deadlocking",
        arguments: ReentrantUse.allCases)
    func reentrantUseStops(use: ReentrantUse) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [use] in
            use.attemptInsideBody()
        }
        // When the process did not fail, the expectation above has already recorded why.
        guard let result else { return }
        #expect(result.exitStatus != .exitCode(42), "the child deadlocked instead of stopping")
        let diagnostic = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            diagnostic.contains("SharedSettings<PanelSettings> was used from inside the body of one of its own updates")
        )
    }

    @Test(
        "the same calls after the body, other settings inside it, and other threads waiting are fine (negative control)"
    )
    func sameCallsOutsideTheBodyAreFine() async {
        await #expect(processExitsWith: .success) {
            let settings = SharedSettings(PanelSettings())
            let other = SharedSettings(0)
            let token = settings.subscribe(\.page) { _ in _ = settings.value }
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<100 {
                    settings.update { $0.page += 1 }
                    _ = settings.value
                }
            }
            let next = settings.value.page + 1
            settings.update { $0.page = next }
            // Other settings may be used, and updated, inside the body; their bodies may not use
            // the first ones, but may use their own value.
            settings.update { panels in
                panels.swapNextCount = other.value
                other.update { $0 += panels.page }
            }
            _ = settings.registrations
            token.cancel()
            exit(settings.value.page == 401 && other.value == 401 ? EXIT_SUCCESS : EXIT_FAILURE)
        }
    }
}
