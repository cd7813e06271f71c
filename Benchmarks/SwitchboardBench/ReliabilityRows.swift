import Dispatch
import Foundation
import Switchboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What the reliability guard costs: the error-checking mutex that turns a self-deadlock (settings
// used inside their own update body included) into a crash on Linux, against the default mutex
// Locked used before, in the same process and run, so their ratio is meaningful.

@MainActor
enum ReliabilityRows {
    static func all() -> [Benchmark] {
        [settingsValue(), lockedIncrement(), defaultMutexIncrement()]
    }

    static func settingsValue() -> Benchmark {
        Benchmark(
            "settings.value", "SharedSettings.value: lock, copy, unlock"
        ) {
            let settings = SharedSettings(CounterSettings())
            return Fixture(allocationProbe: { blackHole(settings.value.counter) }) { iterations in
                var total = 0
                for _ in 0..<iterations { total &+= settings.value.counter }
                blackHole(total)
            }
        }
    }

    static func lockedIncrement() -> Benchmark {
        Benchmark("lock.locked", "Locked.withLock incrementing an Int (error-checking mutex on Linux)") {
            becomeMultithreaded()
            let counter = Locked(0)
            return Fixture(allocationProbe: { counter.withLock { $0 &+= 1 } }) { iterations in
                for _ in 0..<iterations { counter.withLock { $0 &+= 1 } }
                blackHole(counter.withLock { $0 })
            }
        }
    }

    static func defaultMutexIncrement() -> Benchmark {
        Benchmark(
            "lock.pthread-default",
            "the same through an identical lock with a default pthread mutex: Locked on Linux before the check"
        ) {
            becomeMultithreaded()
            let counter = DefaultMutexLocked(0)
            return Fixture(allocationProbe: { counter.withLock { $0 &+= 1 } }) { iterations in
                for _ in 0..<iterations { counter.withLock { $0 &+= 1 } }
                blackHole(counter.withLock { $0 })
            }
        }
    }
}

/// Starts and joins one thread, once. glibc gives a default mutex a cheaper path (no atomic
/// instructions) while a process has never had a second thread, which an app never is; the
/// error-checking mutex has no such path. Comparing them single-threaded would be unfair.
@MainActor
private func becomeMultithreaded() {
    let done = DispatchSemaphore(value: 0)
    Thread { done.signal() }.start()
    done.wait()
}

/// `Locked` as it was built on Linux before the error check: the same single allocation (the
/// state as a `ManagedBuffer` header, the mutex as its element), with a default pthread mutex.
///
/// Its `withLock` is kept generic and unspecialized, as `Locked.withLock` is when called from
/// another module, so the two rows differ only in the mutex kind.
///
/// Safety of `@unchecked Sendable`: the state is only touched between lock and unlock of the
/// element, whose address never changes.
struct DefaultMutexLocked<State>: @unchecked Sendable {
    private let storage: DefaultMutexStorage<State>

    init(_ initialState: State) {
        let buffer = DefaultMutexStorage<State>.create(minimumCapacity: 1) { _ in initialState }
        storage = unsafeDowncast(buffer, to: DefaultMutexStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { lock in
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        }
    }

    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, lock in
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return try body(&state.pointee)
        }
    }
}

final class DefaultMutexStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
    deinit {
        withUnsafeMutablePointerToElements { lock in
            pthread_mutex_destroy(lock)
            lock.deinitialize(count: 1)
        }
    }
}
