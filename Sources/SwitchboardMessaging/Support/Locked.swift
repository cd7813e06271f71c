import Foundation

/// The package's one lock around a state; never call user code inside `withLock`.
///
/// Foundation's recursive lock, because it is the platform lock at the iOS 15 floor (`Mutex` and
/// `OSAllocatedUnfairLock` need iOS 18 and 16) and because it lets a second `withLock` on the thread
/// that already holds it be recognised and stopped with an explanation, where a plain lock would
/// hang without a word.
package final class Locked<State>: @unchecked Sendable {
    // Safety of `@unchecked Sendable`: `state` and `isHeld` are read and written only between
    // `lock.lock()` and `lock.unlock()` in `withLock`, and `lock` is thread-safe.
    private let lock = NSRecursiveLock()
    private var state: State
    /// Whether a `withLock` body runs. Only the holding thread can pass `lock()` while it is `true`,
    /// so finding it set after locking means that thread took the lock again.
    private var isHeld = false

    package init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with exclusive access to the state; it must not call user code or invert lock order.
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        guard !isHeld else { Self.stopReentry() }
        isHeld = true
        defer { isHeld = false }
        return try body(&state)
    }

    /// Replaces the state and returns the old one, to release after unlocking (its `deinit` may lock).
    package func exchange(_ newState: State) -> State {
        withLock { state in
            defer { state = newState }
            return state
        }
    }

    /// Stops the process: waiting for itself would hang, going on would break the state's invariants.
    private static func stopReentry() -> Never {
        fatalError(
            (State.self as? any LockReentryExplaining.Type)?.reentryExplanation ?? """
                Locked<\(State.self)> was locked again by the thread that already holds it, which would \
                wait forever. Something ran under the lock that must not: a callback, or a deinit that \
                uses the same object. Copy what is needed out of `withLock` and act after it returns.
                """)
    }
}

/// A ``Locked`` state that explains what taking its lock again on one thread means (read only then).
protocol LockReentryExplaining {
    static var reentryExplanation: String { get }
}
