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
    @usableFromInline
    struct Frame {
        let lock: ObjectIdentifier
        var outer: UnsafeMutableRawPointer?

        @usableFromInline
        init(lock: ObjectIdentifier) {
            self.lock = lock
            outer = nil
        }
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
    ///
    /// Inlinable, so that an update inlined into a client runs its body directly; only marking
    /// and unmarking are calls.
    @inlinable
    static func runBody<Result>(of lock: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        var frame = Frame(lock: ObjectIdentifier(lock))
        return try withUnsafeMutablePointer(to: &frame) { pointer in
            enter(pointer)
            defer { leave(pointer) }
            return try body()
        }
    }

    /// Marks `frame`, on the caller's stack until ``leave(_:)``, as this thread's innermost body.
    @usableFromInline
    static func enter(_ frame: UnsafeMutablePointer<Frame>) {
        frame.pointee.outer = pthread_getspecific(key)
        pthread_setspecific(key, frame)
    }

    /// Unmarks `frame`, which ``enter(_:)`` marked: its outer frame is innermost again.
    @usableFromInline
    static func leave(_ frame: UnsafeMutablePointer<Frame>) {
        pthread_setspecific(key, frame.pointee.outer)
    }
}
