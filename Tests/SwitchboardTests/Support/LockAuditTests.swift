import Foundation
import Switchboard
import Testing

/// Regression tests for the lock audit (Docs/Reliability.md): places where a lock used to release
/// a value whose `deinit` could take the same lock again. Such a `deinit` now runs after unlocking.
@Suite("Lock audit: nothing is released under a lock")
struct LockAuditTests {
    @Test("replacing a bus's diagnostic hook releases the old one after unlocking")
    func diagnosticHookReleasedOutsideLock() {
        let bus = MessageBus()
        let hookWasCleared = Recorder<Bool>()
        // The hook's captures are the closure's alone, so replacing the hook releases them.
        bus.onDiagnostic = { [hook = DeinitHook { hookWasCleared.record(bus.onDiagnostic == nil) }] _ in
            withExtendedLifetime(hook) {}
        }

        #expect(returnsInTime { bus.onDiagnostic = nil })
        #expect(hookWasCleared.elements == [true], "the old hook's captures died, and saw the new hook")
    }

    @Test("saving to an in-memory store releases the replaced value after unlocking")
    func inMemoryStoreReleasesOutsideLock() throws {
        let store = InMemorySettingsStore<[DeinitHook]>()
        let countSeenByDeinit = Recorder<Int>()
        try store.save([DeinitHook { countSeenByDeinit.record(store.storedValue?.count ?? -1) }])

        #expect(returnsInTime { try? store.save([]) })
        #expect(countSeenByDeinit.elements == [0])
    }
}
