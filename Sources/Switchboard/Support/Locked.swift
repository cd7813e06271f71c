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
package final class Locked<State>: Sendable {
    #if canImport(os)
        private typealias PlatformLock = os_unfair_lock
    #else
        private typealias PlatformLock = pthread_mutex_t
    #endif

    // Safety: `state` is only touched inside `withLock`, between lock and unlock of `lock`,
    // so no two threads ever access it at once.
    private nonisolated(unsafe) var state: State
    // Safety: the pointer itself never changes; the lock it points to is the synchronisation.
    private nonisolated(unsafe) let lock: UnsafeMutablePointer<PlatformLock>

    /// Creates a lock around an initial state.
    package init(_ initialState: State) {
        state = initialState
        lock = .allocate(capacity: 1)
        #if canImport(os)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(os)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// - Parameter body: Mutates or copies the state. It must not call user code or take
    ///   another `Locked`'s lock in an order that could invert.
    /// - Returns: The value `body` returns.
    @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(os)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
        #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
