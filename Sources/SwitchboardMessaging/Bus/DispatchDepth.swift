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
/// Kept behind a pthread key (a `@TaskLocal` would need a closure scope per post, and the count must
/// follow the thread, since handlers run on the posting thread). The key holds a pointer to a
/// per-thread counter, so a post pays one `pthread_getspecific` and two plain memory writes.
enum DispatchDepth {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if os(Linux)
            let status = pthread_key_create(&key) { counter in counter?.deallocate() }
        #else
            let status = pthread_key_create(&key) { counter in counter.deallocate() }
        #endif
        precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-specific keys")
        return key
    }()

    /// The current thread's depth counter (0 outside any dispatch); created on a thread's first post.
    ///
    /// Only the owning thread ever reads or writes it, and it lives until the thread exits.
    @inline(__always)
    static func counter() -> UnsafeMutablePointer<Int> {
        if let existing = pthread_getspecific(key) {
            return existing.assumingMemoryBound(to: Int.self)
        }
        return makeCounter()
    }

    @inline(never)
    private static func makeCounter() -> UnsafeMutablePointer<Int> {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        pthread_setspecific(key, counter)
        return counter
    }
}
