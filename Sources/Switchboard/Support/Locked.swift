#if canImport(os)
    internal import os
#elseif canImport(Synchronization)
    internal import Synchronization
#endif

/// The package's one lock: a value that is only ever read or written while a lock is held.
///
/// `withLock` is for mutating and copying state. Never call out to user code (handlers,
/// delegates, continuations) inside it: copy what you need, return, then call.
///
/// On Linux it is a `Synchronization.Mutex`; on Apple platforms, where `Mutex` needs iOS 18 /
/// macOS 15 and the package supports older systems, it is an `os_unfair_lock`.
package final class Locked<State>: Sendable {
    #if canImport(os)
        // Safety: `state` is only touched inside `withLock`, between lock and unlock of
        // `lock`, so no two threads ever access it at once.
        private nonisolated(unsafe) var state: State
        private let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let mutex: Mutex<Unprotected>
    #endif

    /// Creates a lock around an initial state.
    package init(_ initialState: State) {
        #if canImport(os)
            state = initialState
            lock = .allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock())
        #else
            mutex = Mutex(Unprotected(initialState))
        #endif
    }

    #if canImport(os)
        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }
    #endif

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
            return try body(&state)
        #else
            return try mutex.withLock { try body(&$0.value) }
        #endif
    }
}

#if !canImport(os)
    extension Locked {
        /// Lets a non-`Sendable` state live inside `Mutex`, whose API asks for `sending` values.
        ///
        /// Safety: the wrapped value is only reachable through `Locked.withLock`, which holds
        /// the mutex for the whole access, so the value is never touched from two threads at once.
        fileprivate struct Unprotected: @unchecked Sendable {
            var value: State
            init(_ value: State) { self.value = value }
        }
    }
#endif
