#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The lock around a ``SharedSettings``' state.
///
/// An update's body runs while it is held, so a body that uses its own settings (reads
/// ``SharedSettings/value``, updates, subscribes, cancels one of their tokens) tries to take it
/// again on the same thread: a silent deadlock on Linux, an obscure crash on Apple platforms.
/// In debug builds this lock remembers which thread runs a body and stops with a message saying
/// what happened instead. Release builds skip the bookkeeping.
final class SettingsLock<Value: Sendable>: Sendable {
    private let locked: Locked<SettingsState<Value>>
    #if DEBUG
        /// The thread running an update's body under the lock, if one is.
        private let bodyThread = Locked<UInt?>(nil)
    #endif

    init(_ state: SettingsState<Value>) {
        locked = Locked(state)
    }

    /// Runs `body` with exclusive access to the state. It must not call user code.
    func withLock<Result>(_ body: (inout SettingsState<Value>) throws -> Result) rethrows -> Result {
        #if DEBUG
            let current = Self.currentThread()
            precondition(
                bodyThread.withLock { $0 != current },
                """
                SharedSettings<\(Value.self)> was used from inside the body of one of its own updates. \
                The body runs while the settings are locked, so reading `value`, updating, observing or \
                cancelling an observation there deadlocks. Do it after `update` returns, or in an observer.
                """)
        #endif
        return try locked.withLock(body)
    }

    /// Runs `body`, which calls the user's update body, under the lock, with the reentrancy
    /// check armed for this thread.
    func withLockRunningUpdateBody<Result>(_ body: (inout SettingsState<Value>) throws -> Result) rethrows -> Result {
        try withLock { state in
            #if DEBUG
                let current = Self.currentThread()
                bodyThread.withLock { $0 = current }
                defer { bodyThread.withLock { $0 = nil } }
            #endif
            return try body(&state)
        }
    }

    #if DEBUG
        private static func currentThread() -> UInt {
            #if canImport(Glibc)
                UInt(pthread_self())
            #else
                UInt(bitPattern: pthread_self())
            #endif
        }
    #endif
}
