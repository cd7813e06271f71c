#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// How many bus dispatches are nested on the current thread, shared by every bus.
///
/// A handler that posts starts a nested dispatch; runaway recursion shows up as a depth that keeps
/// growing. Shared across buses so that two buses ping-ponging a message are caught too.
/// Kept in a pthread key: a `@TaskLocal` would need a closure scope per post, and the count must
/// follow the thread (handlers run synchronously on the posting thread), not a task.
enum DispatchDepth {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-specific keys")
        return key
    }()

    /// The current thread's nesting depth; 0 outside any dispatch.
    @inline(__always)
    static var current: Int {
        Int(bitPattern: pthread_getspecific(key))
    }

    /// Sets the current thread's nesting depth.
    @inline(__always)
    static func set(_ depth: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth))
    }
}
