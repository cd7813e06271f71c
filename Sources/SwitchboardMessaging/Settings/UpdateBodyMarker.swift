#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Which ``SettingsLock``s are running an update's body on the current thread.
///
/// An update's body runs while its settings are locked; if the body uses the same settings
/// again, the lock would be taken a second time by the thread that holds it, and never be
/// free. Marking the running body in thread-local storage lets every lock acquisition check
/// for that case first, in every build, for the cost of one `pthread_getspecific` (a load from
/// the thread's control block) while no body is running.
///
/// The key holds a pointer to the innermost ``Frame``, which lives on the stack of the call that
/// runs the body and links to the frame of any body it is nested in (a body may update *other*
/// settings, whose body may then wrongly touch the first ones).
@usableFromInline
package enum UpdateBodyMarker {
    /// One running body: the lock it holds and the next frame out.
    private struct Frame {
        let lock: ObjectIdentifier
        let outer: UnsafeMutableRawPointer?
    }

    // No destructor: the value points into a stack frame and is cleared before that frame ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): out of thread-specific keys")
        return key
    }()

    /// Whether `lock` is running an update's body on this thread. (Package-visible so the
    /// benchmark can time the check alone.)
    @inline(__always) @usableFromInline
    package static func isRunningBody(of lock: AnyObject) -> Bool {
        guard let innermost = pthread_getspecific(key) else { return false }
        return contains(ObjectIdentifier(lock), from: innermost)
    }

    @inline(never)
    private static func contains(_ lock: ObjectIdentifier, from innermost: UnsafeMutableRawPointer) -> Bool {
        var next: UnsafeMutableRawPointer? = innermost
        while let frame = next?.assumingMemoryBound(to: Frame.self) {
            if frame.pointee.lock == lock { return true }
            next = frame.pointee.outer
        }
        return false
    }

    /// Runs `body` marked as the body of `lock`'s update on this thread.
    @usableFromInline
    static func runBody<Result>(of lock: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        var frame = Frame(lock: ObjectIdentifier(lock), outer: pthread_getspecific(key))
        return try withUnsafeMutablePointer(to: &frame) { pointer in
            pthread_setspecific(key, pointer)
            defer { pthread_setspecific(key, pointer.pointee.outer) }
            return try body()
        }
    }
}
