#if !canImport(os)
    #if canImport(Glibc)
        internal import Glibc
    #elseif canImport(Musl)
        internal import Musl
    #endif

    /// What ``Locked/withLock(_:)`` does on Linux when `pthread_mutex_lock` refuses to lock.
    /// (On Apple platforms `os_unfair_lock_lock` cannot fail; it traps on recursive locking itself.)
    enum LockFailure {
        /// Stops the process: continuing without the lock would corrupt the state, and waiting is
        /// what the error-checking mutex just refused to do forever.
        @inline(never)
        static func stop(_ status: Int32, stateType: Any.Type) -> Never {
            if status == EDEADLK, let explaining = stateType as? any LockReentryExplaining.Type {
                fatalError(explaining.reentryExplanation)
            }
            if status == EDEADLK {
                fatalError(
                    """
                    Locked<\(stateType)> was locked again by the thread that already holds it, which would \
                    wait forever. Something ran under the lock that must not: a callback, or a deinit that \
                    uses the same object. Copy what is needed out of `withLock` and act after it returns.
                    """)
            }
            fatalError("Locked<\(stateType)>: pthread_mutex_lock failed with status \(status).")
        }
    }
#endif

/// A ``Locked`` state whose owner can say, better than the generic message, what taking its lock
/// again on the same thread means: read only once the lock has refused (Linux's error-checking
/// mutex), so it costs nothing before.
package protocol LockReentryExplaining {
    static var reentryExplanation: String { get }
}
