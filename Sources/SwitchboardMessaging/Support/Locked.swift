#if canImport(os)
    internal import os
#elseif canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#endif

/// The package's one lock: a value that is only ever read or written while a lock is held.
///
/// `withLock` is for mutating and copying state. Never call out to user code (handlers,
/// delegates, continuations) inside it: copy what you need, return, then call.
///
/// On Apple platforms it is an `os_unfair_lock`; `Synchronization.Mutex` would need iOS 18 /
/// macOS 15 and the package supports older systems. On Linux it is a `pthread_mutex_t`, not
/// `Mutex`: ThreadSanitizer does not model `Mutex`'s futex-based locking and reports false
/// races through it, while it understands pthread mutexes, so `swift test --sanitize=thread`
/// stays meaningful.
///
/// A thread that takes a lock it already holds would wait forever. On Apple platforms
/// `os_unfair_lock` crashes instead; on Linux the mutex is of the error-checking kind, which
/// reports the attempt (`EDEADLK`), and `withLock` stops the process with an explanation. Both
/// cost a compare on the locking path, and turn a silent hang into a crash that names the cause.
/// (``SharedSettings`` checks for its own case first, with a message naming the mistake.)
///
/// A `Locked` is a reference: copies share one state and one lock. The state and the lock live in
/// a single heap object (``LockedStorage``, the state as its header and the lock as its one tail
/// element), so a `Locked` costs one allocation, not one for the object and one for the lock.
@usableFromInline
package struct Locked<State>: Sendable {
    // Safety: the reference never changes after `init`; the header (the state) is only accessed in
    // `withLock`, between lock and unlock of the tail element, and the element only through the
    // platform lock functions, which are thread-safe. (`ManagedBuffer` is explicitly not `Sendable`.)
    private nonisolated(unsafe) let storage: LockedStorage<State>

    /// Creates a lock around an initial state.
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

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// - Parameter body: Mutates or copies the state. It must not call user code or take
    ///   another `Locked`'s lock in an order that could invert.
    /// - Returns: The value `body` returns.
    // Usable from settings code inlined into clients (not itself inlinable: it calls the
    // platform lock, which this module imports internally).
    @inline(__always) @usableFromInline
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
            // The state is reached through a raw pointer, so Swift's dynamic exclusivity checks
            // never run here; the lock held around this access is what guarantees exclusivity.
            return try body(&state.pointee)
        }
    }
}

#if canImport(os)
    /// The platform lock stored in a ``Locked``'s tail.
    typealias PlatformLock = os_unfair_lock
#else
    /// The platform lock stored in a ``Locked``'s tail.
    typealias PlatformLock = pthread_mutex_t
#endif

/// The single allocation behind a ``Locked``: the state as the buffer's header, the platform lock
/// as its one element, whose address is stable for the object's lifetime (locks must not move).
/// Shared across threads only through ``Locked``, which explains why that is safe.
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
