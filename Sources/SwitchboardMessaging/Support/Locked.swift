#if canImport(os)
    internal import os
#elseif canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The package's one lock around a state; never call user code inside `withLock`. An `os_unfair_lock`
/// on Apple platforms (`Mutex` needs iOS 18); on Linux an error-checking `pthread_mutex_t` (TSan does
/// not model `Mutex`), so taking it again on one thread stops the process with an explanation, as
/// `os_unfair_lock` traps, instead of hanging. Copies share one state and lock, in one allocation.
@usableFromInline
package struct Locked<State>: Sendable {
    // Safety: the reference never changes after `init`; the header (the state) is only accessed in
    // `withLock`, between lock and unlock of the tail element, and the element only through the
    // platform lock functions, which are thread-safe. (`ManagedBuffer` is explicitly not `Sendable`.)
    private nonisolated(unsafe) let storage: LockedStorage<State>

    @usableFromInline
    package init(_ initialState: State) {
        let buffer = LockedStorage<State>.create(minimumCapacity: 1) { _ in initialState }
        // Safety: `create` on a `ManagedBuffer` subclass returns an instance of that subclass.
        storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { lock in
            #if canImport(os)
                lock.initialize(to: os_unfair_lock())
            #else
                lock.initialize(to: pthread_mutex_t())
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
                pthread_mutex_init(lock, &attributes)
                pthread_mutexattr_destroy(&attributes)
            #endif
        }
    }

    /// Runs `body` with exclusive access to the state; it must not call user code or invert lock order.
    // Usable from settings code inlined into clients; not inlinable: the platform lock is imported internally.
    @usableFromInline
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, lock in
            #if canImport(os)
                os_unfair_lock_lock(lock)
                defer { os_unfair_lock_unlock(lock) }
            #else
                let status = pthread_mutex_lock(lock)
                if status != 0 {
                    LockFailure.stop(status, stateType: State.self)
                }
                defer { pthread_mutex_unlock(lock) }
            #endif
            // Through a raw pointer, so no dynamic exclusivity check: the lock guarantees it.
            return try body(&state.pointee)
        }
    }

    /// Replaces the state and returns the old one, to release after unlocking (its `deinit` may lock).
    func exchange(_ newState: State) -> State {
        withLock { state in
            defer { state = newState }
            return state
        }
    }
}

#if canImport(os)
    typealias PlatformLock = os_unfair_lock
#else
    typealias PlatformLock = pthread_mutex_t
#endif

/// The single allocation behind a ``Locked``: the state as header, the lock as its one element,
/// at an address stable for the object's lifetime (locks must not move).
final class LockedStorage<State>: ManagedBuffer<State, PlatformLock> {
    deinit {
        // `ManagedBuffer` destroys the header itself; the tail element is ours to tear down.
        withUnsafeMutablePointerToElements { lock in
            #if !canImport(os)
                pthread_mutex_destroy(lock)
            #endif
            lock.deinitialize(count: 1)
        }
    }
}

#if !canImport(os)
    /// Stops when `pthread_mutex_lock` refuses to lock: going on without the lock would corrupt the state.
    enum LockFailure {
        @inline(never)
        static func stop(_ status: Int32, stateType: Any.Type) -> Never {
            if status == EDEADLK {
                fatalError(
                    (stateType as? any LockReentryExplaining.Type)?.reentryExplanation ?? """
                        Locked<\(stateType)> was locked again by the thread that already holds it, which would \
                        wait forever. Something ran under the lock that must not: a callback, or a deinit that \
                        uses the same object. Copy what is needed out of `withLock` and act after it returns.
                        """)
            }
            fatalError("Locked<\(stateType)>: pthread_mutex_lock failed with status \(status).")
        }
    }
#endif

/// A ``Locked`` state that explains what taking its lock again on one thread means (read only then).
package protocol LockReentryExplaining {
    static var reentryExplanation: String { get }
}
